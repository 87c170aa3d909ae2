import { Trans } from "@lingui/react/macro";
import { useSyncExternalStore } from "react";

const PORTRAIT = "(orientation: portrait)";

function subscribe(onChange: () => void) {
  const query = globalThis.matchMedia?.(PORTRAIT);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

function isPortrait() {
  return globalThis.matchMedia?.(PORTRAIT).matches ?? true;
}

/** Covers the app whenever the device is not in portrait (docs/product.md §2). */
export function RotateDeviceOverlay() {
  const portrait = useSyncExternalStore(subscribe, isPortrait, () => true);
  if (portrait) return null;
  return (
    <div className="rotate-overlay" role="alert">
      <div className="rotate-icon" aria-hidden="true" />
      <p className="rotate-title">
        <Trans>Rotate your device</Trans>
      </p>
      <p>
        <Trans>Hitch works in portrait. Turn your phone upright to continue.</Trans>
      </p>
    </div>
  );
}
