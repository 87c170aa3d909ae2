import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { START_DATA_ID } from "#shared/signed-in-shells.ts";
import { ProgressStages } from "#web/components/progress-stages.tsx";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { paths } from "#web/config/paths.ts";
import { warmDecoder } from "#web/features/scan/decode/warm-decoder.ts";
import { openCameraEarly, openCameraAtTap as openCameraNow } from "#web/features/scan/early-camera.ts";
import { useCamera } from "#web/features/scan/hooks/use-camera.ts";
import { useQrScan } from "#web/features/scan/hooks/use-qr-scan.ts";
import { parseSticker } from "#web/features/scan/parse-sticker.ts";
import { CameraHelp } from "./camera-help.tsx";

// The decoder starts as this screen's code arrives, not once the screen is drawn (decision 089): a
// page opened at the scanner loads zxing's worker and wasm while the app starts (its code is
// preloaded with the page), and a first tap on Attach a trailer while the code comes; at the
// scanner's path the camera opens too. The scanner takes both when it opens. Not while the build
// prerenders the screen (no browser there), and not when the code comes ahead of the scanner,
// preloaded from Manage trailer, which starts the decoder itself and stops it when the driver goes
// elsewhere (decision 130).
if (typeof document !== "undefined" && window.location.pathname === paths.scan.getHref()) {
  void warmDecoder();
  // The camera only on the scanner's own page as the edge served it signed in (its start data):
  // a signed-out visitor sent on to sign in never has the camera's light come on.
  if (document.getElementById(START_DATA_ID)) void openCameraEarly();
}

/**
 * A press on a link into the scanner (the app's watch on taps, decision 094, loads this screen's
 * code at the press): the camera opens, where it is allowed, and the decoder starts.
 */
export function openCameraAtTap(): void {
  openCameraNow();
  void warmDecoder();
}

// What the app's watch on taps stops the camera with when the press led nowhere.
export { dropEarlyCamera } from "#web/features/scan/early-camera.ts";

/** The QR scanner (docs/product.md §2): the rear camera reads the trailer's sticker. */
export default function ScannerPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const { status, slowStart, torchAvailable, torchOn, toggleTorch, stop } = useCamera(video);
  const [invalid, setInvalid] = useState(false);
  const [help, setHelp] = useState(false);

  const scan = useQrScan(video, status === "live", (text) => {
    const sticker = parseSticker(text, window.location.origin);
    if (sticker.kind === "invalid") {
      setInvalid(true);
      return false;
    }
    stop();
    void navigate(paths.qrScanLanding.getHref(sticker.qrId), { replace: true });
    return true;
  });

  const manualEntry = paths.manualEntry.getHref({ attach: true });
  // What the scanner says under the aiming square: an error about what the driver points at (or a
  // scanner that cannot start) as an error, in its colour and announced at once; the rest as status.
  const error = scan.failed ? (
    <Trans>The scanner could not start. Enter the trailer number instead.</Trans>
  ) : invalid ? (
    <Trans>Invalid QR: this code is not a trailer sticker. Scan another.</Trans>
  ) : null;
  return (
    <div className="page scanner-page">
      <ProgressStages association="attach" current="trailer" />
      <h1>
        <Trans>Scan the trailer's QR code</Trans>
      </h1>
      {/* The picture takes what the screen has left, its words on it: all in view (decision 107). */}
      {(status === "starting" || status === "live") && (
        <div className="scanner">
          <video ref={video} className="scanner-video" muted playsInline aria-label={t`Camera view`} />
          <div className="scanner-frame" aria-hidden="true" />
          <p className="scanner-hint">
            <Trans>Find code to scan</Trans>
          </p>
          {error ? (
            <p className="scan-feedback scan-feedback-error" role="alert">
              {error}
            </p>
          ) : (
            <p className="scan-feedback" role="status" aria-live="polite">
              {scan.slow ? (
                <Trans>The scanner is taking long to load. Enter the trailer number, or wait for it.</Trans>
              ) : status === "live" ? (
                <Trans>Looking for a code…</Trans>
              ) : slowStart ? (
                <Trans>
                  The camera has not opened. Allow it if your phone asks, or enter the trailer number instead.
                </Trans>
              ) : (
                <Trans>Opening the camera…</Trans>
              )}
            </p>
          )}
        </div>
      )}
      {status === "denied" && (
        <div className="notice" role="alert">
          <p>
            <Trans>
              The camera is not allowed for Hitch. Allow it in your phone's settings (see below), or enter the
              trailer number.
            </Trans>
          </p>
        </div>
      )}
      {status === "unavailable" && (
        <div className="notice" role="alert">
          <p>
            <Trans>This phone's camera could not be opened. Enter the trailer number instead.</Trans>
          </p>
        </div>
      )}
      <ButtonLink
        variant={
          !scan.failed && !scan.slow && !slowStart && (status === "live" || status === "starting")
            ? "secondary"
            : "primary"
        }
        to={manualEntry}
      >
        <Trans>Manual Entry</Trans>
      </ButtonLink>
      {torchAvailable && (status === "starting" || status === "live") && (
        <Button variant="secondary" aria-pressed={torchOn} onClick={() => void toggleTorch()}>
          {torchOn ? <Trans>Turn the light off</Trans> : <Trans>Turn the light on</Trans>}
        </Button>
      )}
      {help || status === "denied" || status === "unavailable" ? (
        <CameraHelp />
      ) : (
        <Button variant="secondary" onClick={() => setHelp(true)}>
          <Trans>Not able to scan?</Trans>
        </Button>
      )}
    </div>
  );
}
