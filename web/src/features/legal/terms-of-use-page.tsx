import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { LegalPage, LegalSection } from "./legal-page.tsx";

// Published together with the privacy policy.
const TERMS_OF_USE_LAST_MODIFIED = "2024-01-26";

export default function TermsOfUsePage() {
  return (
    <LegalPage title={<Trans>Terms of Use</Trans>} lastModified={TERMS_OF_USE_LAST_MODIFIED}>
      <p>
        <Trans>
          These Terms of Use are an agreement between you and the Company, the freight logistics company that
          operates Hitch. They apply every time you use Hitch.
        </Trans>
      </p>
      <p>
        <Trans>
          By signing in, you accept these terms and our <Link to="/privacyPolicy">Privacy Policy</Link>. If
          you do not accept them, do not use Hitch.
        </Trans>
      </p>

      <LegalSection title={<Trans>Who may use Hitch</Trans>}>
        <p>
          <Trans>
            You must be 18 or older, and a driver or other user authorized by a carrier to handle a load
            booked with the Company. Drivers of the Company’s own fleet use the Company’s other apps instead.
          </Trans>
        </p>
        <p>
          <Trans>
            You must sign in with your own mobile phone number and the order number of a load you are hauling.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>Use in the United States only</Trans>}>
        <p>
          <Trans>
            Hitch is offered for use in the United States only. Do not use it in any other country; we do not
            promise that it works there or that using it there is lawful.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>Acceptable use</Trans>}>
        <p>
          <Trans>When you use Hitch, you agree not to:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              use someone else’s phone number, order number or verification code, or share your own;
            </Trans>
          </li>
          <li>
            <Trans>
              enter false information, including trailer numbers, answers or photos that do not show the
              trailer as it really is;
            </Trans>
          </li>
          <li>
            <Trans>attach or detach a trailer that you are not authorized to move;</Trans>
          </li>
          <li>
            <Trans>use Hitch while your vehicle is moving;</Trans>
          </li>
          <li>
            <Trans>
              try to break, overload, copy or get around the security of Hitch, or look at information that is
              not yours;
            </Trans>
          </li>
          <li>
            <Trans>use Hitch for anything unlawful.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            We may suspend or end your access if you break these terms, and we may tell your carrier or
            broker. Not reporting a detach at the time you drop the trailer can disqualify you from Power Only
            loads.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>Your responsibility for inspections</Trans>}>
        <p>
          <Trans>
            Hitch helps you record trailer inspections; it does not replace them. You remain responsible for
            inspecting every trailer before you move it, as federal and state rules require, including its
            brakes, lights, tires and wheels, air and electrical lines, and kingpin and landing gear.
          </Trans>
        </p>
        <p>
          <Trans>
            Report every defect you find, honestly and when you find it. Do not move a trailer that is unsafe:
            mark it with the virtual red tag and contact your broker.
          </Trans>
        </p>
        <p>
          <Trans>
            What Hitch shows about a trailer, such as its status, location or earlier reports, may be
            incomplete or out of date. Always check the trailer yourself.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>What you submit</Trans>}>
        <p>
          <Trans>
            You allow the Company to use the photos, answers and reports you submit to manage trailers, loads,
            repairs and claims, and to share them as our Privacy Policy describes. Take photos of the trailer,
            not of people.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>No warranty</Trans>}>
        <p>
          <Trans>
            Hitch is provided “as is” and “as available”. To the fullest extent the law allows, the Company
            makes no warranties of any kind, express or implied, including warranties of merchantability,
            fitness for a particular purpose and non-infringement. We do not promise that Hitch will always be
            available, be free of errors, or work without a mobile signal.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>Limitation of liability</Trans>}>
        <p>
          <Trans>
            To the fullest extent the law allows, the Company and its affiliates are not liable for any
            indirect, incidental, special, consequential or punitive damages, or for lost profits, lost loads
            or delays, that arise from using Hitch or from being unable to use it. Nothing in these terms
            limits a liability that the law does not allow to be limited.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>Claims within one year</Trans>}>
        <p>
          <Trans>
            Any claim arising from or related to Hitch or these terms must be brought within one year after it
            arises. After that, the claim is permanently barred.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>Governing law, arbitration and courts</Trans>}>
        <p>
          <Trans>
            These terms are governed by the laws of the State of Arizona, without regard to its conflict of
            laws rules.
          </Trans>
        </p>
        <p>
          <Trans>
            Any dispute arising from or related to Hitch or these terms will be settled by binding arbitration
            administered by the American Arbitration Association under its rules, held in Phoenix, Arizona.
          </Trans>
        </p>
        <p>
          <Trans>
            For any matter that is not arbitrated, and to enforce an arbitration award, you and the Company
            agree to the exclusive jurisdiction of the state and federal courts in Phoenix, Maricopa County,
            Arizona.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>Changes to these terms</Trans>}>
        <p>
          <Trans>
            We may change these terms or Hitch at any time. The date at the top shows the current version. If
            you keep using Hitch after a change, you accept the new terms. If a part of these terms cannot be
            enforced, the rest stays in effect.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>Contact us</Trans>}>
        <p>
          <Trans>
            Questions about these terms: use Report Issue in Hitch. If you cannot sign in, ask the broker who
            booked your load.
          </Trans>
        </p>
      </LegalSection>
    </LegalPage>
  );
}
