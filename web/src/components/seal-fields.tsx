import { Trans } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { SEAL_NUMBER_MAX_LENGTH, type Seal, sealsMatch } from "#shared/seal.ts";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { IdentifierField } from "#web/components/ui/text-field.tsx";
import { type SealDraft, type SealProblem, sealOfDraft } from "#web/stores/seal-draft.ts";

function ProblemText({ problem }: { problem: SealProblem }) {
  if (problem === "maxLength") {
    return <Trans>A seal number has at most {SEAL_NUMBER_MAX_LENGTH} letters and digits.</Trans>;
  }
  if (problem === "validation") return <Trans>Type the seal number with letters and digits only.</Trans>;
  return <Trans>Type the seal number, or choose No seal.</Trans>;
}

function SealWords({ seal }: { seal: Seal }) {
  const number = seal.kind === "number" ? seal.number : "";
  return seal.kind === "none" ? <Trans>no seal</Trans> : <Trans>seal {number}</Trans>;
}

/**
 * A loaded trailer's seal (decision 123): its number as typed, or No seal. At a drop whose pickup this
 * phone recorded, what the pickup recorded, and whether the answer matches it.
 */
export function SealFields({
  draft,
  onChange,
  problem,
  pickup,
  reveal = false,
}: {
  draft: SealDraft;
  onChange: (change: Partial<SealDraft>) => void;
  /** What is wrong with the answer, once the driver tried to go on. */
  problem?: SealProblem;
  pickup?: Seal;
  /**
   * Scrolled into view as it appears: on a phone the "No seal" box would otherwise sit under the
   * step's sticky Continue (the page's scroll padding, the action's height, clears it: StepAction).
   */
  reveal?: boolean;
}) {
  const answered = sealOfDraft(draft);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (reveal) fieldset.current?.scrollIntoView?.({ block: "nearest" });
  }, [reveal]);
  return (
    <fieldset ref={fieldset} className="choices seal-fields">
      <legend>
        <Trans>Seal</Trans>
      </legend>
      <IdentifierField
        label={<Trans>Seal number</Trans>}
        hint={<Trans>As printed on the seal on the doors.</Trans>}
        name="sealNumber"
        required={!draft.none}
        disabled={draft.none}
        value={draft.none ? "" : draft.typed}
        error={problem && !draft.none ? <ProblemText problem={problem} /> : undefined}
        onChange={(event) => onChange({ typed: event.target.value })}
      />
      <Checkbox checked={draft.none} onChange={(event) => onChange({ none: event.target.checked })}>
        <Trans>No seal on this trailer</Trans>
      </Checkbox>
      {pickup && (
        <div className="notice" role="status">
          <p>
            <Trans>
              At pickup, this phone recorded <SealWords seal={pickup} />.
            </Trans>
          </p>
          {"seal" in answered &&
            (sealsMatch(answered.seal, pickup) ? (
              <p>
                <Trans>It matches.</Trans>
              </p>
            ) : (
              <p>
                <strong>
                  <Trans>It does not match the pickup. The record will say so.</Trans>
                </strong>
              </p>
            ))}
        </div>
      )}
    </fieldset>
  );
}
