// The camera opened as a signed-in driver presses a link into the scanner (decision 094):
// getUserMedia starts at the press, while it becomes a tap and the scanner's screen is
// drawn, and the scanner takes that stream. Only where the camera is already allowed
// (early-camera.ts). A press that does not become a tap into the scanner (the finger
// scrolled, or slid off the link) stops the stream at once, and so does arriving on any
// other screen: the camera's light never stays on anywhere but the scanner.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { paths } from "#web/config/paths.ts";
import { withWorkflowStrings } from "#web/lib/i18n.ts";

type ScannerModule = typeof import("#web/features/scan/components/scanner-page.tsx");

/** How long after the finger lifts its click may come (a phone sends it at once). */
const CLICK_WAIT_MS = 500;

/**
 * The scanner's code, loaded at the first press into the scanner (the tap opens it next: its
 * decoder starts as it arrives, decision 089), with the workflow's words, as its screen has them.
 * Its camera code is there; no chunk of its own.
 */
let earlyCamera: Promise<ScannerModule> | undefined;
const importScanner = withWorkflowStrings(() => import("#web/features/scan/components/scanner-page.tsx"));
const loadEarlyCamera = () => {
  earlyCamera ??= importScanner();
  return earlyCamera;
};
/** Stops a stream opened ahead, if the camera's code was ever loaded (nothing was opened otherwise). */
const drop = () => void earlyCamera?.then((camera) => camera.dropEarlyCamera());

/** The link into the scanner `target` is in, if any. */
const scanLink = (target: EventTarget | null) =>
  target instanceof Element ? target.closest(`a[href="${paths.scan.getHref()}"]`) : null;

/**
 * Mounted while a driver is signed in (the root layout, once the first screen is up: not in the
 * first screen's code): a press on a link into the scanner opens the camera for it.
 */
export function CameraAtScanTaps(): null {
  const { pathname } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    /** A press opened the camera and its click has not come yet. */
    let pressed = false;
    let waitForClick: ReturnType<typeof setTimeout> | undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!event.isPrimary || event.button !== 0 || !scanLink(event.target)) return;
      pressed = true;
      clearTimeout(waitForClick);
      const pressedOn = shown.current;
      // Where its code was not loaded yet and the scanner came first, it has asked for the camera
      // itself: nothing more is opened.
      void loadEarlyCamera().then((camera) => shown.current === pressedOn && camera.openCameraAtTap());
    };
    const onPointerUp = () => {
      if (!pressed) return;
      waitForClick = setTimeout(() => {
        if (pressed) drop();
        pressed = false;
      }, CLICK_WAIT_MS);
    };
    const onPointerCancel = () => {
      if (!pressed) return;
      pressed = false;
      drop();
    };
    const onClick = (event: MouseEvent) => {
      if (!pressed) return;
      pressed = false;
      clearTimeout(waitForClick);
      // A click elsewhere than the link pressed (the finger slid off onto another).
      if (!scanLink(event.target)) drop();
    };
    const options = { capture: true, passive: true };
    document.addEventListener("pointerdown", onPointerDown, options);
    document.addEventListener("pointerup", onPointerUp, options);
    document.addEventListener("pointercancel", onPointerCancel, options);
    document.addEventListener("click", onClick, options);
    return () => {
      clearTimeout(waitForClick);
      document.removeEventListener("pointerdown", onPointerDown, options);
      document.removeEventListener("pointerup", onPointerUp, options);
      document.removeEventListener("pointercancel", onPointerCancel, options);
      document.removeEventListener("click", onClick, options);
      drop();
    };
  }, []);

  // Arriving anywhere but the scanner: a stream opened for it is not kept.
  useEffect(() => {
    shown.current = pathname;
    if (pathname !== paths.scan.getHref()) drop();
  }, [pathname]);
  return null;
}
