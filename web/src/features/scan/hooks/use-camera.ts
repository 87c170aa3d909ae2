// The rear camera for scanning: asked for when the scanner opens, stopped when it
// closes or the page is hidden (and started again when it comes back), with the
// torch where the camera has one. A camera the driver refused is said plainly,
// and alerted once (docs/product.md §4), with manual entry one tap away.
import { msg } from "@lingui/core/macro";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { cameraPermission } from "#web/features/scan/camera-permission.ts";
import { giveBackEarlyCamera, takeEarlyCamera, VIDEO } from "#web/features/scan/early-camera.ts";
import { CAMERA_LIVE_MARK } from "#web/features/scan/timing-marks.ts";
import { alerts } from "#web/stores/alerts.ts";

export type CameraStatus = "starting" | "live" | "denied" | "unavailable";

/**
 * getUserMedia waits as long as its permission prompt is unanswered. Past this the scanner says the
 * camera has not opened and makes manual entry the main action; the camera still opens if allowed
 * later (decision 074).
 */
export const CAMERA_START_DEADLINE_MS = 10_000;

type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

/** Whether the page is on view: the camera is stopped while it is hidden, and started again when it comes back. */
function usePageVisible() {
  // No document when the build prerenders the scanner's shell (decision 086): visible, as it opens.
  const [visible, setVisible] = useState(
    () => typeof document === "undefined" || document.visibilityState !== "hidden",
  );
  useEffect(() => {
    const onVisibility = () => setVisible(document.visibilityState !== "hidden");
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);
  return visible;
}

/** Still starting past CAMERA_START_DEADLINE_MS (a permission prompt left open, a stuck camera). */
function useSlowStart(status: CameraStatus) {
  const [slowStart, setSlowStart] = useState(false);
  useEffect(() => {
    setSlowStart(false);
    if (status !== "starting") return;
    const timer = setTimeout(() => setSlowStart(true), CAMERA_START_DEADLINE_MS);
    return () => clearTimeout(timer);
  }, [status]);
  return status === "starting" && slowStart;
}

/** The alert of a camera that would not open: the scanner's, taken away when the scanner closes. */
const CAMERA_ALERT = "camera-not-granted";

/** The camera would not open: said on the scanner, and alerted once. */
function notOpened(error: unknown): CameraStatus {
  const refused =
    error instanceof DOMException && (error.name === "NotAllowedError" || error.name === "SecurityError");
  alerts.add({
    id: CAMERA_ALERT,
    theme: "error",
    message: refused
      ? msg`The camera was not allowed. Allow it to scan, or enter the trailer number.`
      : msg`The camera could not be opened. Enter the trailer number instead.`,
  });
  return refused ? "denied" : "unavailable";
}

export function useCamera(video: RefObject<HTMLVideoElement | null>) {
  const [status, setStatus] = useState<CameraStatus>("starting");
  const [torchAvailable, setTorchAvailable] = useState(false);
  const [torchOn, setTorchOn] = useState(false);
  const stream = useRef<MediaStream | null>(null);
  const visible = usePageVisible();
  const slowStart = useSlowStart(status);

  const stop = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    if (video.current) video.current.srcObject = null;
  }, [video]);

  useEffect(() => {
    if (!visible) return;
    let live = true;
    // The stream opened ahead when there is one (with the page, decision 089; at the tap that
    // opened the scanner, decision 094), taken at once: a scanner that closes before it shows it
    // gives it back, so one mounted again at once takes it (React's development check does that).
    let ahead = takeEarlyCamera();
    void (async () => {
      if ((await cameraPermission()) === "denied") return live && setStatus("denied");
      if (!navigator.mediaDevices?.getUserMedia) return live && setStatus("unavailable");
      try {
        const early = await ahead;
        if (!live) return;
        ahead = undefined;
        const opened = early ?? (await navigator.mediaDevices.getUserMedia({ video: VIDEO, audio: false }));
        if (!live) {
          for (const track of opened.getTracks()) track.stop();
          return;
        }
        stream.current = opened;
        const [track] = opened.getVideoTracks();
        setTorchAvailable(Boolean((track?.getCapabilities?.() as TorchCapabilities | undefined)?.torch));
        if (video.current) {
          video.current.srcObject = opened;
          await video.current.play().catch(() => {});
        }
        performance.mark(CAMERA_LIVE_MARK);
        setStatus("live");
      } catch (error) {
        if (live) setStatus(notOpened(error));
      }
    })();
    return () => {
      live = false;
      if (ahead) giveBackEarlyCamera(ahead);
      stop();
    };
  }, [visible, video, stop]);

  // Left up, it would tell every screen of the job after this one (Manual entry, the Photos step)
  // of a camera it no longer needs.
  useEffect(() => () => alerts.dismiss(CAMERA_ALERT), []);

  const toggleTorch = useCallback(async () => {
    const [track] = stream.current?.getVideoTracks() ?? [];
    if (!track) return;
    const next = !torchOn;
    try {
      await track.applyConstraints({ advanced: [{ torch: next } as MediaTrackConstraintSet] });
      setTorchOn(next);
    } catch {
      // Said to have a torch, but it would not switch (some fake or locked cameras): hide the toggle.
      setTorchAvailable(false);
    }
  }, [torchOn]);

  return {
    status,
    /** Still starting past CAMERA_START_DEADLINE_MS (a permission prompt left open, a stuck camera). */
    slowStart,
    torchAvailable,
    torchOn,
    toggleTorch,
    stop,
  };
}
