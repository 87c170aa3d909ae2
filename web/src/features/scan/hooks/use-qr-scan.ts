// Reads the live camera picture for a QR code: a centre crop of each frame goes
// to the decoder, one at a time (frames that arrive while one is being read are
// dropped), until a code is read or the scanner closes.
import { type RefObject, useEffect, useRef, useState } from "react";
import { frameGrabber } from "../decode/grab-frame.ts";
import { createQrDecoder, type QrDecoder } from "../decode/qr-decoder.ts";

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
  /** The decoder could not be loaded (its chunk or wasm did not arrive): scanning cannot work. */
  const [failed, setFailed] = useState(false);
  /** The decoder is not ready after DECODER_DEADLINE_MS: still loading. */
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (!active) return;
    let live = true;
    let decoder: QrDecoder | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const grab = frameGrabber();
    performance.mark("hitch:scanner-open");

    const read = async () => {
      const element = video.current;
      if (!live || !decoder || !element || element.videoWidth === 0) return;
      const side = Math.round(Math.min(element.videoWidth, element.videoHeight) * CROP);
      const crop = {
        x: Math.round((element.videoWidth - side) / 2),
        y: Math.round((element.videoHeight - side) / 2),
        side,
        size: Math.min(side, MAX_SIDE),
      };
      const text = await decoder.decode(grab(element, crop));
      if (live && text !== null && handler.current(text)) {
        performance.measure("hitch:scanner-open-to-code", "hitch:scanner-open");
        live = false;
      }
    };

    const loop = async () => {
      await read().catch(() => {});
      if (live) timer = setTimeout(() => void loop(), FRAME_INTERVAL_MS);
    };

    const deadline = setTimeout(() => live && setSlow(true), DECODER_DEADLINE_MS);
    createQrDecoder()
      .then((created) => {
        if (!live) return created.close();
        decoder = created;
        return created.ready;
      })
      .then(
        () => {
          if (!live) return;
          setSlow(false);
          void loop();
        },
        () => {
          if (!live) return;
          live = false;
          decoder?.close();
          setFailed(true);
        },
      )
      .finally(() => clearTimeout(deadline));
    return () => {
      live = false;
      clearTimeout(deadline);
      if (timer !== undefined) clearTimeout(timer);
      decoder?.close();
    };
  }, [active, video]);

  return { failed, slow };
}
