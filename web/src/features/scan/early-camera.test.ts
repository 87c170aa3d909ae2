// The camera opened ahead of the scanner, with the page (decision 089) or at a press into it
// (decision 094): only where it is allowed, taken by the scanner, and stopped when the scanner
// does not come for it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { phoneCamera as camera, removePhoneCamera } from "#web/test/phone-camera.ts";

/** A fresh copy of the module (and of the permission it caches): each test is a page of its own. */
const earlyCamera = () => import("./early-camera.ts");

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.useRealTimers();
  removePhoneCamera();
});

describe("the camera opened ahead of the scanner (decision 089)", () => {
  it("where the camera is allowed, opens it once, and the scanner takes that stream", async () => {
    const { getUserMedia, stream, track } = camera("granted");
    const { openCameraEarly, takeEarlyCamera } = await earlyCamera();
    await openCameraEarly();
    await openCameraEarly();
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(await takeEarlyCamera()).toBe(stream);
    expect(track.stop).not.toHaveBeenCalled();
  });

  it("opens nothing while the camera is not yet allowed: its prompt comes with the scanner on view", async () => {
    const { getUserMedia } = camera("prompt");
    const { openCameraEarly, takeEarlyCamera } = await earlyCamera();
    await openCameraEarly();
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(await takeEarlyCamera()).toBeUndefined();
  });

  it("stops a stream the scanner does not take in time (the camera's light goes off)", async () => {
    vi.useFakeTimers();
    const { track } = camera("granted");
    const { EARLY_CAMERA_KEEP_MS, openCameraEarly, takeEarlyCamera } = await earlyCamera();
    await openCameraEarly();
    await vi.advanceTimersByTimeAsync(EARLY_CAMERA_KEEP_MS);
    expect(track.stop).toHaveBeenCalled();
    expect(await takeEarlyCamera()).toBeUndefined();
  });

  it("opens nothing once the scanner has asked for its camera itself", async () => {
    const { getUserMedia } = camera("granted");
    const { openCameraEarly, takeEarlyCamera } = await earlyCamera();
    expect(await takeEarlyCamera()).toBeUndefined();
    await openCameraEarly();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it("at a press into the scanner, opens the camera; one the scanner does not take soon is stopped", async () => {
    vi.useFakeTimers();
    const { getUserMedia, track } = camera("granted");
    const { TAP_CAMERA_KEEP_MS, openCameraAtTap, takeEarlyCamera } = await earlyCamera();
    openCameraAtTap();
    openCameraAtTap();
    await vi.advanceTimersByTimeAsync(TAP_CAMERA_KEEP_MS - 1);
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(track.stop).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(track.stop).toHaveBeenCalled();
    expect(takeEarlyCamera()).toBeUndefined();
  });

  it("a stream a closing scanner gives back is the next scanner's, or stopped soon", async () => {
    vi.useFakeTimers();
    const { getUserMedia, stream, track } = camera("granted");
    const { TAP_CAMERA_KEEP_MS, giveBackEarlyCamera, openCameraAtTap, takeEarlyCamera } = await earlyCamera();
    openCameraAtTap();
    giveBackEarlyCamera(takeEarlyCamera()!);
    expect(await takeEarlyCamera()).toBe(stream);

    openCameraAtTap();
    giveBackEarlyCamera(takeEarlyCamera()!);
    await vi.advanceTimersByTimeAsync(TAP_CAMERA_KEEP_MS);
    expect(track.stop).toHaveBeenCalled();
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it("stops a stream opened ahead when the driver goes elsewhere", async () => {
    const { track } = camera("granted");
    const { dropEarlyCamera, openCameraAtTap, takeEarlyCamera } = await earlyCamera();
    openCameraAtTap();
    dropEarlyCamera();
    await vi.waitFor(() => expect(track.stop).toHaveBeenCalled());
    expect(takeEarlyCamera()).toBeUndefined();
  });
});
