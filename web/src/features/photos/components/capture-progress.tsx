import { Trans } from "@lingui/react/macro";

/**
 * Shown while the photo is made smaller in the compressor's worker (about a second, a few on a slow
 * phone): the page stays free to scroll and read, and a screen reader hears what is going on.
 */
export function CaptureProgress() {
  return (
    <div className="capture-progress" role="status">
      <progress aria-labelledby="capture-progress-label" />
      <span id="capture-progress-label">
        <Trans>Preparing the photo…</Trans>
      </span>
    </div>
  );
}
