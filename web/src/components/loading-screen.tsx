import { Trans } from "@lingui/react/macro";

/** Shown while the first screen's checks run (the session, a lazy screen). */
export function LoadingScreen() {
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <Trans>Loading…</Trans>
    </div>
  );
}
