// What a signed-in driver's screens get once the first screen is up, in one chunk off the first
// screen's code (decision 092): the sync line (the outbox's state), and the taps into the scanner
// watched, to open the camera at the press (decision 094).
import { SyncIndicator } from "#web/components/sync-indicator.tsx";
import { CameraAtScanTaps } from "./camera-at-scan-taps.ts";

export default function SignedInAfterFirstScreen() {
  return (
    <>
      <SyncIndicator />
      <CameraAtScanTaps />
    </>
  );
}
