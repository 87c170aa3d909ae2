// Reads the live camera picture for a QR code: a centre crop of each frame goes
// to the decoder, one at a time (frames that arrive while one is being read are
// dropped), until a code is read or the scanner closes. The decoder was started with
// the scanner's code (decision 089) or on Manage trailer (decision 085); otherwise it
// loads from the moment the scanner opens, alongside the camera.
import { type RefObject, useEffect, useRef, useState } from "react";
import { frameGrabber } from "#web/features/scan/decode/grab-frame.ts";
import type { QrDecoder } from "#web/features/scan/decode/qr-decoder.ts";
import { takeDecoder } from "#web/features/scan/decode/warm-decoder.ts";
import { SCANNER_OPEN_MARK, SCANNER_OPEN_TO_CODE } from "#web/features/scan/timing-marks.ts";

/** The share of the shorter side the aiming frame covers; only that square is read. */
const CROP = 0.8;
/** The longest side a frame is read at: enough for a sticker that fills the aiming frame. */
const MAX_SIDE = 720;
const FRAME_INTERVAL_MS = 100;
/**
 * How long the decoder may take to load (zxing's wasm, ~0.4 MB, over one bar of signal) before the
 * scanner says it is taking long and makes manual entry the main action; it still starts if the
 * decoder comes later (decision 074).
 */
export const DECODER_DEADLINE_MS = 20_000;

export function useQrScan(
  video: RefObject<HTMLVideoElement | null>,
  active: boolean,
  onText: (text: string) => boolean,
) {
  const handler = useRef(onText);
  handler.current = onText;
  /** The decoder, once it can read frames. */
  const [decoder, setDecoder] = useState<QrDecoder>();
  /** The decoder could not be loaded (its chunk or wasm did not arrive): scanning cannot work. */
  const [failed, setFailed] = useState(false);
  /** The decoder is not ready after DECODER_DEADLINE_MS: still loading. */
  const [slow, setSlow] = useState(false);

  // The decoder loads while the camera opens, not after it (decision 085): the one started ahead
  // (on Manage trailer, or as the scanner's code arrived: decision 089) when there is one, else a
  // new one.
  useEffect(() => {
    let live = true;
    let held: QrDecoder | undefined;
    performance.mark(SCANNER_OPEN_MARK);
    const deadline = setTimeout(() => live && setSlow(true), DECODER_DEADLINE_MS);
    takeDecoder()
      .then((created) => {
        held = created;
        if (!live) return created.close();
        return created.ready.then(() => {
          if (!live) return;
          setSlow(false);
          setDecoder(created);
        });
      })
      .catch(() => {
        if (!live) return;
        held?.close();
        setFailed(true);
      })
      .finally(() => clearTimeout(deadline));
    return () => {
      live = false;
      clearTimeout(deadline);
      held?.close();
    };
  }, []);

  useEffect(() => {
    if (!active || !decoder) return;
    let live = true;
    let stopWaiting = () => {};
    const grab = frameGrabber();

    /** Reads the frame on screen; false when the camera has shown none yet. */
    const read = async () => {
      const element = video.current;
      if (!live || !element || element.videoWidth === 0) return false;
      const side = Math.round(Math.min(element.videoWidth, element.videoHeight) * CROP);
      const crop = {
        x: Math.round((element.videoWidth - side) / 2),
        y: Math.round((element.videoHeight - side) / 2),
        side,
        size: Math.min(side, MAX_SIDE),
      };
      const text = await decoder.decode(grab(element, crop));
      if (live && text !== null && handler.current(text)) {
        performance.measure(SCANNER_OPEN_TO_CODE, SCANNER_OPEN_MARK);
        live = false;
      }
      return true;
    };

    // Until the camera shows its first frame, the next read waits for that frame rather than the
    // interval: the first code is read as soon as it can be (decision 085).
    const loop = async () => {
      const shown = await read().catch(() => true);
      if (!live) return;
      const element = video.current;
      if (!shown && element && "requestVideoFrameCallback" in element) {
        const handle = element.requestVideoFrameCallback(() => void loop());
        stopWaiting = () => element.cancelVideoFrameCallback(handle);
      } else {
        const timer = setTimeout(() => void loop(), FRAME_INTERVAL_MS);
        stopWaiting = () => clearTimeout(timer);
      }
    };
    void loop();
    return () => {
      live = false;
      stopWaiting();
    };
  }, [active, decoder, video]);

  return { failed, slow };
}
