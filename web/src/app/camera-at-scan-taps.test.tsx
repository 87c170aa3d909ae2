// The camera opened as a signed-in driver presses a link into the scanner (decision 094): the
// stream started at the press is the one the scanner shows, and one the scanner does not take
// (the press scrolled, slid off, or the driver went elsewhere) is stopped at once.
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { firstScreenSettled } from "#web/first-screen/first-screen.ts";
import { withWorkflowStrings } from "#web/lib/i18n.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";

/** What the camera's permission says; the app reads the live status it was answered with. */
const permission: { state: PermissionState } = { state: "granted" };

/** The phone's camera, at the edge of the system: each getUserMedia opens a stream of its own. */
function camera() {
  const opened: { stream: MediaStream; stop: ReturnType<typeof vi.fn> }[] = [];
  const getUserMedia = vi.fn(async () => {
    const track = { kind: "video", stop: vi.fn(), getCapabilities: () => ({}) };
    // A real MediaStream (the video element takes no other), answering with the fake track.
    const stream = Object.assign(new MediaStream(), {
      getTracks: () => [track],
      getVideoTracks: () => [track],
    });
    opened.push({ stream, stop: track.stop });
    return stream;
  });
  Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia } });
  Object.defineProperty(navigator, "permissions", {
    configurable: true,
    value: { query: async () => permission },
  });
  // The browser's detector (no frames are read here: happy-dom shows no video).
  vi.stubGlobal(
    "BarcodeDetector",
    class {
      static getSupportedFormats = async () => ["qr_code"];
      detect = async () => [];
    },
  );
  return { getUserMedia, opened };
}

beforeEach(() => {
  permission.state = "granted";
});

afterEach(() => {
  Reflect.deleteProperty(navigator, "mediaDevices");
  Reflect.deleteProperty(navigator, "permissions");
});

/** The taps are watched from once the first screen is up (its code loads then). */
async function tapsWatched() {
  await vi.waitFor(() => expect(firstScreenSettled.value).toBe(true));
  await act(async () => {
    await import("./camera-at-scan-taps.ts");
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** A press loads the scanner's code first: seconds on a busy machine, its chunk transformed on first use. */
const PRESS = { timeout: 10_000 };

/** What a press loads before it opens the camera (the scanner's code, with its words), and a turn. */
async function cameraCodeLoaded() {
  await act(async () => {
    await withWorkflowStrings(() => import("#web/features/scan/components/scanner-page.tsx"))();
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function manageTrailer() {
  const api = installFakeApi();
  signInAs(api);
  reloadPersistedSignals();
  const app = await renderApp("/manageTrailer");
  expect(await screen.findByRole("heading", { name: "Manage trailer" })).toBeVisible();
  await tapsWatched();
  return { ...app, link: screen.getByRole("link", { name: "Attach a trailer" }) };
}

describe("the camera opened at the press into the scanner (decision 094)", () => {
  it("opens as the driver presses Attach a trailer, and the scanner shows that stream", async () => {
    const { getUserMedia, opened } = camera();
    const { user, link } = await manageTrailer();

    await user.pointer({ keys: "[MouseLeft>]", target: link });
    await vi.waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1), PRESS);
    expect(screen.getByRole("heading", { name: "Manage trailer" })).toBeVisible();

    await user.pointer({ keys: "[/MouseLeft]", target: link });
    expect(await screen.findByRole("heading", { name: "Scan the trailer's QR code" })).toBeVisible();
    expect(await screen.findByText("Looking for a code…")).toBeVisible();
    const video = screen.getByLabelText("Camera view") as HTMLVideoElement;
    expect(video.srcObject).toBe(opened[0]!.stream);
    // The scanner asked for no camera of its own (React's development check mounts it twice).
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(opened[0]!.stop).not.toHaveBeenCalled();
  });

  it("stops the camera when the press becomes a scroll (the scanner does not open)", async () => {
    const { getUserMedia, opened } = camera();
    const { user, link } = await manageTrailer();

    await user.pointer({ keys: "[MouseLeft>]", target: link });
    await vi.waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1), PRESS);
    fireEvent.pointerCancel(link);
    await vi.waitFor(() => expect(opened[0]!.stop).toHaveBeenCalled(), PRESS);
    expect(screen.getByRole("heading", { name: "Manage trailer" })).toBeVisible();
  });

  it("stops the camera when the finger slides off the link before it lifts", async () => {
    const { getUserMedia, opened } = camera();
    const { user, link } = await manageTrailer();

    await user.pointer([
      { keys: "[MouseLeft>]", target: link },
      { target: screen.getByRole("heading", { name: "Manage trailer" }) },
      { keys: "[/MouseLeft]" },
    ]);
    await vi.waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1), PRESS);
    await vi.waitFor(() => expect(opened[0]!.stop).toHaveBeenCalled(), PRESS);
    expect(screen.getByRole("heading", { name: "Manage trailer" })).toBeVisible();
  });

  it("stops the camera when the driver goes elsewhere before the scanner takes it", async () => {
    const { getUserMedia, opened } = camera();
    const { user, link, navigate, location } = await manageTrailer();

    await user.pointer({ keys: "[MouseLeft>]", target: link });
    await vi.waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1), PRESS);
    await navigate("/trailers/manualEntry/attach");
    expect(location().pathname).toBe("/trailers/manualEntry/attach");
    await vi.waitFor(() => expect(opened[0]!.stop).toHaveBeenCalled(), PRESS);
  });

  it("opens nothing at the press while the camera is not yet allowed: the scanner asks, as before", async () => {
    permission.state = "prompt";
    const { getUserMedia } = camera();
    const { user, link } = await manageTrailer();

    await user.pointer({ keys: "[MouseLeft>]", target: link });
    await cameraCodeLoaded();
    expect(getUserMedia).not.toHaveBeenCalled();
    await user.pointer({ keys: "[/MouseLeft]", target: link });
    expect(await screen.findByRole("heading", { name: "Scan the trailer's QR code" })).toBeVisible();
    await vi.waitFor(() => expect(getUserMedia).toHaveBeenCalled(), PRESS);
  });
});

describe("with no driver signed in", () => {
  it("a press on a link into the scanner opens no camera", async () => {
    const { getUserMedia } = camera();
    installFakeApi();
    const { user } = await renderApp("/");
    await tapsWatched();
    // A link into the scanner on the page (no signed-out screen shows one).
    const link = Object.assign(document.createElement("a"), { href: "/trailers/scan", textContent: "Scan" });
    document.body.appendChild(link);
    await user.pointer({ keys: "[MouseLeft>]", target: link });
    await cameraCodeLoaded();
    expect(getUserMedia).not.toHaveBeenCalled();
    link.remove();
  });
});
