import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { LegalPage, LegalSection } from "./legal-page.tsx";

const PRIVACY_POLICY_LAST_MODIFIED = "2024-01-26";

export default function PrivacyPolicyPage() {
  return (
    <LegalPage title={<Trans>Privacy Policy</Trans>} lastModified={PRIVACY_POLICY_LAST_MODIFIED}>
      <p>
        <Trans>
          This Privacy Policy explains what information Hitch collects when you use it to attach trailers to a
          load or detach them from it, why we collect it, who we share it with, and the rights you have. In
          this policy, “the Company”, “we” and “us” mean the freight logistics company that operates Hitch.
        </Trans>
      </p>
      <p>
        <Trans>
          By signing in, you agree to this policy and to our <Link to="/termsOfUse">Terms of Use</Link>. If
          you do not agree, do not use Hitch.
        </Trans>
      </p>

      <LegalSection title={<Trans>Information we collect</Trans>}>
        <ul>
          <li>
            <Trans>
              Your mobile phone number, which identifies you and receives the verification codes we text you.
            </Trans>
          </li>
          <li>
            <Trans>
              The order number you enter, and the details of that load, such as the carrier and its DOT
              number.
            </Trans>
          </li>
          <li>
            <Trans>
              The trailers you scan or enter, your answers about their condition, your damage comments, and
              the photos you take of each side of a trailer.
            </Trans>
          </li>
          <li>
            <Trans>
              Your phone’s location, if you allow it, to check that you are near the trailer you attach or
              detach and to record where that happened.
            </Trans>
          </li>
          <li>
            <Trans>
              Information about your device and how you use Hitch: device type, operating system, browser,
              language, IP address, and the time and result of each request, including errors.
            </Trans>
          </li>
          <li>
            <Trans>What you write when you use Report Issue.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Hitch uses your location and your camera only while you are on a step that needs them, never in
            the background. We do not collect your contacts, messages or other files on your phone.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>How we use it</Trans>}>
        <ul>
          <li>
            <Trans>To confirm who you are and keep you signed in.</Trans>
          </li>
          <li>
            <Trans>
              To check whether a trailer can be attached or detached, record it on your load, and keep trailer
              records accurate.
            </Trans>
          </li>
          <li>
            <Trans>
              To record the condition of trailers, so that damaged trailers are repaired and damage disputes
              can be settled.
            </Trans>
          </li>
          <li>
            <Trans>To answer the issues you report.</Trans>
          </li>
          <li>
            <Trans>To keep Hitch secure, prevent fraud and misuse, and fix problems.</Trans>
          </li>
          <li>
            <Trans>To meet our legal duties, including transportation safety rules.</Trans>
          </li>
        </ul>
        <p>
          <Trans>We do not sell your personal information, and we do not use it for advertising.</Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>Who we share it with</Trans>}>
        <ul>
          <li>
            <Trans>
              The carriers and brokers involved in your load, who need the load, trailer and condition records
              to manage the shipment.
            </Trans>
          </li>
          <li>
            <Trans>The companies in our corporate group that own or manage the trailers.</Trans>
          </li>
          <li>
            <Trans>
              Service providers that host and secure Hitch and send our text messages, under contracts that
              allow them to use the information only to provide their service to us.
            </Trans>
          </li>
          <li>
            <Trans>
              Police and other authorities when the law requires it, or when needed to protect people,
              property or the Company’s rights, for example to report a stolen trailer.
            </Trans>
          </li>
          <li>
            <Trans>A buyer or successor, if the Company’s business is sold or merged.</Trans>
          </li>
        </ul>
      </LegalSection>

      <LegalSection title={<Trans>How long we keep it</Trans>}>
        <p>
          <Trans>
            We keep load, trailer and inspection records, including photos, for as long as we need them for
            the shipment, for safety and maintenance records, for damage claims, and for as long as the law
            requires. After that, we delete them or remove what identifies you.
          </Trans>
        </p>
        <p>
          <Trans>
            Hitch also keeps your order number, phone number and language on your phone, so that you do not
            have to enter them again. You can remove them by clearing your browser’s data for Hitch.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>How we protect it</Trans>}>
        <p>
          <Trans>
            We encrypt information sent between your phone and our systems, and we limit who can see it. No
            system is perfectly secure, so keep your phone locked and never share your verification code with
            anyone.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>Your rights and choices</Trans>}>
        <p>
          <Trans>Depending on where you live, you may have the right to ask us:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              what personal information we collected about you in the 12 months before your request, where it
              came from, why we used it and who we shared it with;
            </Trans>
          </li>
          <li>
            <Trans>for a copy of that information in a portable format;</Trans>
          </li>
          <li>
            <Trans>to correct information that is wrong;</Trans>
          </li>
          <li>
            <Trans>
              to delete your information, except what we must keep for safety records, legal duties or claims.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            We will respond within 45 days of receiving your request. If we need more time, we may extend that
            by another 45 days; if we do, we will tell you why within the first 45 days.
          </Trans>
        </p>
        <p>
          <Trans>
            You may make no more than two requests for access or data portability in any 12-month period.
          </Trans>
        </p>
        <p>
          <Trans>
            Before we answer, we check that the request comes from you, for example by texting a code to your
            phone number. We will not treat you differently for making a request.
          </Trans>
        </p>
        <p>
          <Trans>
            You can turn off location or camera access in your phone’s settings at any time. Hitch will then
            ask you to type the trailer number, and to confirm the trailer’s license plate or VIN instead of
            your location.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>Children</Trans>}>
        <p>
          <Trans>
            Hitch is not meant for anyone under 16, and we do not knowingly collect personal information from
            anyone under 16. If you believe that a child under 16 has given us information, tell us through
            Report Issue and we will delete it.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>Changes to this policy</Trans>}>
        <p>
          <Trans>
            We may update this policy. The date at the top shows when it last changed. If we make important
            changes, we will tell you in Hitch before they apply to you.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>Contact us</Trans>}>
        <p>
          <Trans>
            To ask a question or make a request about your information, use Report Issue in Hitch and say that
            it is a privacy request. If you cannot sign in, ask the broker who booked your load to pass your
            request on to us.
          </Trans>
        </p>
      </LegalSection>
    </LegalPage>
  );
}
