// The phone's camera and its permission, at the edge of the system, for the tests in happy-dom
// (the browser tests film a sticker with Chromium's fake camera instead: tests/e2e/support/).
import { vi } from "vitest";

/**
 * A camera whose getUserMedia opens one stream of one track, with the permission the browser tells
 * ("unsupported": a browser that cannot say, its query refused).
 */
export function phoneCamera(permission: PermissionState | "unsupported") {
  const track = { kind: "video", stop: vi.fn() };
  const stream = { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = vi.fn(async () => stream);
  Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia } });
  Object.defineProperty(navigator, "permissions", {
    configurable: true,
    value: {
      query: async () => {
        if (permission === "unsupported") throw new TypeError("camera is not a permission name here");
        return { state: permission };
      },
    },
  });
  return { getUserMedia, track, stream };
}

/** The camera and its permission taken off the navigator again. */
export function removePhoneCamera() {
  Reflect.deleteProperty(navigator, "mediaDevices");
  Reflect.deleteProperty(navigator, "permissions");
}
