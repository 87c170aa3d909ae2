// A signed-in screen's shell in the page (decision 086): the build's own shell
// markup (web/prerender/render-screen.tsx) is put in the page as the edge serves
// it, with the start data inline and the order's state after it; the fill script
// puts the driver's details into its slots; then the page starts from what was
// served, asking the edge for none of it again.
import { act, screen, waitFor, within } from "@testing-library/react";
import type { Root } from "react-dom/client";
import { prerender } from "react-dom/static";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LaunchState } from "#shared/api/launch-state.ts";
import type { Locale } from "#shared/languages.ts";
import {
  COMPANY_NAMES_ATTRIBUTE,
  dataBlock,
  LAUNCH_STATE_DATA_ID,
  SHELL_PATH_ATTRIBUTE,
  type SignedInShellPath,
  START_DATA_ID,
  type StartData,
} from "#shared/signed-in-shells.ts";
import { fillSlots } from "../../prerender/fill-slots.ts";
import { renderSignedInShell } from "../../prerender/render-screen.tsx";
import { activateLocale } from "../lib/i18n.ts";
import { reloadPersistedSignals } from "../lib/storage.ts";
import { alerts } from "../stores/alerts.ts";
import { clearUserState } from "../stores/clear-user-state.ts";
import { firstScreenCommitted, firstScreenShown } from "../stores/first-screen.ts";
import { launchStateLoad } from "../stores/launch-state.ts";
import { sessionConfirmed, userDetails } from "../stores/session.ts";
import { DEMO, demoUser, installFakeApi } from "../test/in-memory-worker.ts";
import { readServedData } from "./served-data.ts";
import { startApp } from "./start.tsx";

let root: Root | undefined;

/** React's server renderer marks the contexts it provides; a phone never runs both renderers. */
const TWO_RENDERERS = "Detected multiple renderers concurrently rendering the same context provider";

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith(TWO_RENDERERS)) throw new Error(String(args[0]));
  });
  firstScreenShown.value = false;
  firstScreenCommitted.value = false;
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  clearUserState();
  alerts.clear();
  localStorage.clear();
  reloadPersistedSignals();
  launchStateLoad.value = "idle";
  history.replaceState(null, "", "/");
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const user = demoUser();
/** The order's state as the edge streams it: an equipment type the screen shows. */
const STATE: LaunchState = {
  load: {
    orderNumber: user.orderNumber,
    equipmentTypeId: "POFB",
    inboundEmpty: null,
    loadedTrailer: null,
    outboundEmpty: null,
  },
  orderTrailers: [],
  trailerAttachedFromPreviousOrder: null,
  currentlyAttachedTrailer: null,
};
const START: StartData = {
  user,
  shown: { orderNumber: user.orderNumber, mobileNumber: DEMO.formattedMobile },
  alert: { alertMessage: "Gate 3 closed", alertMessageDetails: "Use gate 1." },
  featureFlags: { featureFlags: { trailerPhotosWorkflowEnabled: true } },
};

/**
 * The page as the edge serves the shell at `path` (its markup, the start data, the order's state
 * when given), filled as its inline script fills it; the browser at `path`.
 */
async function servePage(
  path: SignedInShellPath,
  locale: Locale,
  served: { start: StartData; state?: LaunchState },
): Promise<HTMLElement> {
  const { markup, companyNames } = await renderSignedInShell(path, locale);
  // Nothing of the build's render left (see start.test.tsx): an empty render puts the contexts back.
  await prerender(null);
  await activateLocale("en-US");
  history.replaceState(null, "", path);
  const names = JSON.stringify(companyNames).replaceAll('"', "&quot;");
  document.body.innerHTML = `<div id="root" ${SHELL_PATH_ATTRIBUTE}="${path}" ${COMPANY_NAMES_ATTRIBUTE}="${names}">${markup}</div>${dataBlock(START_DATA_ID, served.start)}${served.state ? dataBlock(LAUNCH_STATE_DATA_ID, served.state) : ""}`;
  fillSlots({ startData: START_DATA_ID, companyNames: COMPANY_NAMES_ATTRIBUTE });
  return document.getElementById("root")!;
}

async function start(container: HTMLElement) {
  await act(async () => {
    root = await startApp(container);
  });
  await waitFor(() => expect(firstScreenShown.value).toBe(true));
}

/** The calls a page makes on its way in to learn who is signed in and the order's data. */
const START_CALLS = ["/api/session", "/api/launch-state", "/api/feature-flags", "/api/alerts/persistent"];

describe("a signed-in screen's shell, before the app runs", () => {
  it("shows the driver's order, phone, company and the standing notice in the driver's language", async () => {
    const container = await servePage("/manageTrailer", "es", { start: START });
    expect(within(container).getByRole("heading", { level: 1 }).textContent).toBe("Administrar remolque");
    const text = container.textContent ?? "";
    expect(text).toContain(user.orderNumber);
    expect(text).toContain(DEMO.formattedMobile);
    expect(text).toContain("Knight");
    expect(text).toContain("Gate 3 closed");
    expect(text).toContain("Use gate 1.");
    // No slot is left, in the text or in an attribute.
    expect(container.outerHTML.replace(/data-company-names="[^"]*"/, "")).not.toMatch(/[\uE000\uE001]/);
  });

  it("leaves the notice out when there is none, and its details when it has none", async () => {
    const none = await servePage("/trailers/scan", "en-US", { start: { ...START, alert: null } });
    expect(within(none).queryByRole("region", { name: "Notices" })).toBeNull();
    expect(within(none).getByRole("heading", { level: 1 }).textContent).toBe("Scan the trailer's QR code");
    const bare = await servePage("/manageTrailer", "en-US", {
      start: { ...START, alert: { alertMessage: "Gate 3 closed", alertMessageDetails: null } },
    });
    const notices = within(bare).getByRole("region", { name: "Notices" });
    expect(notices.textContent).toContain("Gate 3 closed");
    expect(notices.querySelector(".banner-details")).toBeNull();
  });
});

describe("the page started on a signed-in screen's shell", () => {
  it("takes who is signed in, the notice, the flags and the order's state from the page, asking for none of them", async () => {
    const api = installFakeApi();
    api.signIn(user);
    const container = await servePage("/manageTrailer", "en-US", { start: START, state: STATE });
    await start(container);
    expect(screen.getByRole("heading", { level: 1, name: "Manage trailer" })).toBeVisible();
    // The order's state served: its equipment type on screen.
    await waitFor(() => expect(screen.getByText("POFB")).toBeVisible());
    expect(launchStateLoad.value).toBe("loaded");
    expect(userDetails.value).toEqual(user);
    expect(sessionConfirmed.value).toBe(true);
    expect(within(screen.getByRole("region", { name: "Notices" })).getByText("Gate 3 closed")).toBeVisible();
    expect(api.calls.map((call) => call.path).filter((path) => START_CALLS.includes(path))).toEqual([]);
  });

  it("takes nothing from a shell served for another path (the page has moved on since)", async () => {
    const container = await servePage("/manageTrailer", "en-US", { start: START, state: STATE });
    expect(readServedData(container)).toBeDefined();
    history.replaceState(null, "", "/trailers/scan");
    expect(readServedData(container)).toBeUndefined();
  });
});
