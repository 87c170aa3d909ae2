import { Trans } from "@lingui/react/macro";
import type { Flow } from "#web/stores/trailer-flow.ts";

/** Why this drop was not checked, and what happens to it (decision 104). */
export function UncheckedDropNotice({ why }: { why: NonNullable<Flow["checkSkipped"]> }) {
  return (
    <p className="notice" role="status">
      {why === "noSignal" ? (
        <Trans>
          No signal to check this trailer. Your detach is kept on this phone with its time and place, and sent
          when there is signal; the carrier checks it then.
        </Trans>
      ) : (
        <Trans>
          Your attach of this trailer is still waiting to be sent. Your detach is kept on this phone with its
          time and place, and sent right after it.
        </Trans>
      )}
    </p>
  );
}

/**
 * Without the check the phone cannot tell where the driver is: the driver says (decision 104), and
 * away from the trailer the reporting rule follows (docs/product.md §4).
 */
export function AtTrailerQuestion({
  atTrailer,
  onAnswer,
  error,
}: {
  atTrailer: boolean | undefined;
  onAnswer: (at: boolean) => void;
  error: boolean;
}) {
  return (
    <fieldset className="choices" aria-invalid={error || undefined}>
      <legend>
        <Trans>Are you at the trailer now?</Trans>
      </legend>
      <label className="choice">
        <input type="radio" name="atTrailer" checked={atTrailer === true} onChange={() => onAnswer(true)} />
        <span>
          <Trans>Yes, I am dropping it here</Trans>
        </span>
      </label>
      <label className="choice">
        <input type="radio" name="atTrailer" checked={atTrailer === false} onChange={() => onAnswer(false)} />
        <span>
          <Trans>No, I am away from it</Trans>
        </span>
      </label>
      {error && (
        <p className="field-error">
          <Trans>Required</Trans>
        </p>
      )}
    </fieldset>
  );
}
