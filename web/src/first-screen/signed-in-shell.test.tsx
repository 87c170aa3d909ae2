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
import type { TrailerCheckResult } from "#shared/api/trailers.ts";
import { EARLY_TAP_ATTRIBUTE, EARLY_TAPS_DONE, EARLY_TAPS_SCRIPT } from "#shared/early-taps.ts";
import type { Locale } from "#shared/languages.ts";
import type { Association } from "#shared/logistics/enums.ts";
import {
  COMPANY_NAMES_ATTRIBUTE,
  DETACH_TEMPLATE_ID,
  dataBlock,
  isSignedInShellPath,
  LAUNCH_STATE_DATA_ID,
  LOADING_TEMPLATE_ID,
  SHELL_PATH_ATTRIBUTE,
  type SignedInShellPath,
  START_DATA_ID,
  STORED_FLOW_ITEM,
  type StartData,
  shellShowsQuery,
  WORKFLOW_SHELLS,
  WORKFLOW_STEP_ATTRIBUTE,
} from "#shared/signed-in-shells.ts";
import { trailerId } from "#shared/trailer-id.ts";
import { startApp } from "#web/app/start.ts";
import { activateLocale, chosenLocale } from "#web/lib/i18n.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { alerts } from "#web/stores/alerts.ts";
import { answer, markUnansweredGood } from "#web/stores/assessment-draft.ts";
import { clearUserState } from "#web/stores/clear-user-state.ts";
import { launchStateLoad } from "#web/stores/launch-state.ts";
import { sessionConfirmed, userDetails } from "#web/stores/session.ts";
import { recordCheck, skipCheck, startFlow, updateAssessment, updateFlow } from "#web/stores/trailer-flow.ts";
import { DEMO, demoUser, installFakeApi } from "#web/test/in-memory-worker.ts";
import { FILL_NAMES, fillSlots, storedTrailerNumber } from "../../prerender/fill-slots.ts";
import { renderLoading, renderSignedInShell } from "../../prerender/render-screen.tsx";
import { readServedData } from "./served-data.ts";
import { firstScreenCommitted, firstScreenShown } from "./shown.ts";

let root: Root | undefined;

/** React's server renderer marks the contexts it provides; a phone never runs both renderers. */
const TWO_RENDERERS = "Detected multiple renderers concurrently rendering the same context provider";

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith(TWO_RENDERERS)) throw new Error(String(args[0]));
  });
  firstScreenShown.value = false;
  firstScreenCommitted.value = false;
  (window as unknown as Record<string, unknown>)[EARLY_TAPS_DONE] = undefined;
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
  alert: {
    alertMessage: "Gate 3 closed",
    alertMessageDetails: "Use gate 1.",
    effectiveDate: "2026-11-01T00:00:00.000Z",
    keepAliveUntilDate: "2027-11-01T00:00:00.000Z",
  },
  featureFlags: { featureFlags: { trailerPhotosWorkflowEnabled: true } },
};

/**
 * The page as the edge serves the shell at `path` (its markup, the start data, the order's state
 * when given), filled as its inline script fills it; the browser at `path`.
 */
async function servePage(
  path: SignedInShellPath,
  locale: Locale,
  served: { start: StartData; state?: LaunchState; search?: string },
  /** What the phone keeps, stored once the build's render is done (it leaves no flow behind). */
  phone: () => void = () => {},
): Promise<HTMLElement> {
  const { markup, detachMarkup, companyNames } = await renderSignedInShell(path, locale);
  const loading = await renderLoading(locale);
  // Nothing of the build's render left (see start.test.tsx): an empty render puts the contexts back.
  await prerender(null);
  await activateLocale("en-US");
  phone();
  history.replaceState(null, "", path + (served.search ?? ""));
  const names = JSON.stringify(companyNames).replaceAll('"', "&quot;");
  const workflow = WORKFLOW_SHELLS[path];
  const step = workflow ? ` ${WORKFLOW_STEP_ATTRIBUTE}="${workflow.step}"` : "";
  const template = [
    workflow ? `<template id="${LOADING_TEMPLATE_ID}">${loading}</template>` : "",
    detachMarkup === undefined ? "" : `<template id="${DETACH_TEMPLATE_ID}">${detachMarkup}</template>`,
  ].join("");
  document.body.innerHTML = `<div id="root" ${SHELL_PATH_ATTRIBUTE}="${path}" ${COMPANY_NAMES_ATTRIBUTE}="${names}"${step}>${markup}</div>${template}${dataBlock(START_DATA_ID, served.start)}${served.state ? dataBlock(LAUNCH_STATE_DATA_ID, served.state) : ""}`;
  fillSlots(FILL_NAMES, storedTrailerNumber);
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
      start: { ...START, alert: { ...START.alert!, alertMessageDetails: null } },
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

  it("a notice the driver closed stays out of the shell and the app after a reload, until its dates change (decision 107)", async () => {
    const api = installFakeApi();
    api.signIn(user);
    const first = await servePage("/manageTrailer", "en-US", { start: START, state: STATE });
    await start(first);
    const notices = screen.getByRole("region", { name: "Notices" });
    await act(async () => within(notices).getByRole("button", { name: "Close alert" }).click());
    expect(screen.queryByRole("region", { name: "Notices" })).toBeNull();

    // Reloaded: the shell leaves it out before the app runs, and the app draws none (no mismatch).
    await act(async () => root?.unmount());
    alerts.clear();
    const again = await servePage("/manageTrailer", "en-US", { start: START, state: STATE });
    expect(within(again).queryByRole("region", { name: "Notices" })).toBeNull();
    expect(again.textContent).not.toContain("Gate 3 closed");
    await start(again);
    expect(screen.queryByRole("region", { name: "Notices" })).toBeNull();

    // The carrier extends it: a changed notice, shown again.
    await act(async () => root?.unmount());
    const extended = { ...START, alert: { ...START.alert!, keepAliveUntilDate: "2027-12-01T00:00:00.000Z" } };
    const changed = await servePage("/manageTrailer", "en-US", { start: extended, state: STATE });
    expect(within(changed).getByRole("region", { name: "Notices" }).textContent).toContain("Gate 3 closed");
    await start(changed);
    expect(within(screen.getByRole("region", { name: "Notices" })).getByText("Gate 3 closed")).toBeVisible();
  });

  it("opens the menu the driver tapped on the shell before the app ran, once the app draws the screen", async () => {
    installFakeApi().signIn(user);
    const container = await servePage("/manageTrailer", "en-US", { start: START, state: STATE });
    // The shell's inline script (shared/early-taps.ts) runs with the HTML.
    new Function(EARLY_TAPS_SCRIPT)();
    const shellMenu = screen.getByRole("button", { name: "Menu" });
    shellMenu.click();
    expect(shellMenu.hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(true);
    expect(screen.queryByRole("menu")).toBeNull();

    await start(container);

    // Drawn afresh: the tap is made on the Menu the app drew in its place, once.
    expect(shellMenu.isConnected).toBe(false);
    expect(await screen.findByRole("menuitem", { name: "Log out" })).toBeVisible();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true");
  });

  it("stops following the driver's order once it is unmounted", async () => {
    // A page runs one app; the tests run many on one page, and one left following the order
    // asked for it in every later test that signed a driver in.
    installFakeApi().signIn(user);
    const container = await servePage("/manageTrailer", "en-US", { start: START, state: STATE });
    await start(container);
    await act(async () => root?.unmount());
    root = undefined;
    clearUserState();
    launchStateLoad.value = "idle";
    // Another order signed in: an app still following would start loading its state at once.
    userDetails.value = { ...user, orderNumber: "2002002" };
    expect(launchStateLoad.value).toBe("idle");
  });

  it("takes nothing from a shell served for another path (the page has moved on since)", async () => {
    const container = await servePage("/manageTrailer", "en-US", { start: START, state: STATE });
    expect(readServedData(container)).toBeDefined();
    history.replaceState(null, "", "/trailers/scan");
    expect(readServedData(container)).toBeUndefined();
  });
});

/** The seeded healthy trailer (README, Demo data), as the check names it. */
const TRAILER = {
  trailerId: trailerId("400102", "knight"),
  trailerNumber: "400102",
  company: "knight",
} as const;
const CHECK: TrailerCheckResult = {
  allowed: true,
  trailerId: TRAILER.trailerId,
  trailerNumber: TRAILER.trailerNumber,
  company: TRAILER.company,
  evaluations: [],
  verifyWith: "none",
};

/** The phone in the middle of a job on TRAILER, at `step`, kept through the app's own store. */
function phoneAt(
  step: "check" | "refused" | "takePossession" | "assessment" | "redTag" | "photos",
  association: Association = "attach",
) {
  return () => {
    startFlow({ association, trailer: TRAILER });
    recordCheck(step === "refused" ? { ...CHECK, allowed: false } : CHECK);
    if (association === "attach") updateFlow({ loadTrailerStatus: "loadedTrailer" });
    if (step === "redTag")
      updateAssessment((draft) => ({ ...answer(draft, "tires", "damaged"), unsafe: true }));
    if (step === "photos")
      updateAssessment((draft) => ({ ...markUnansweredGood(draft), submitted: { redTag: false } }));
  };
}

/** The phone keeping `raw` as the flow (what another version, or a tampering, left). */
const phoneKeeps = (raw: string) => () => localStorage.setItem(STORED_FLOW_ITEM, raw);

/** No slot left, in the text or in an attribute (the company names' attribute holds none). */
const slotsLeft = (container: HTMLElement) =>
  /[\uE000\uE001]/.test(container.outerHTML.replace(/data-company-names="[^"]*"/, ""));

describe("a workflow step's shell, before the app runs (decision 087)", () => {
  it("shows the trailer the phone's flow is at, in the driver's language, and only the top of the step", async () => {
    for (const [path, locale, phone, heading, line] of [
      [
        "/trailers/takePossession",
        "es",
        phoneAt("takePossession"),
        "Tomar posesión del remolque 400102",
        null,
      ],
      [
        "/trailers/trailerAssessment/attach",
        "en-US",
        phoneAt("assessment"),
        "Assess trailer 400102",
        "Walk around the trailer and mark each part good or damaged. For damage, show where it is.",
      ],
      [
        "/trailers/trailerAssessment",
        "es",
        phoneAt("assessment", "detach"),
        "Inspeccionar el remolque 400102",
        "Dé la vuelta al remolque y marque cada parte como bien o dañada. Si hay daño, muestre dónde está.",
      ],
      [
        "/trailers/trailerPhotos",
        "en-US",
        phoneAt("photos"),
        "Take photos of each side",
        "Walk around trailer 400102 and take a photo from each of these six spots, in this order.",
      ],
      // A damage category names no trailer either: shown for a flow at the assessment, either association's.
      [
        "/trailers/trailerAssessment/tiredamage",
        "es",
        phoneAt("assessment", "detach"),
        "Llantas y rines",
        "Toque cada lugar donde haya daño. Tóquelo otra vez para quitar la marca.",
      ],
      [
        "/trailers/trailerAssessment/bodydamage",
        "en-US",
        phoneAt("assessment"),
        "Body damage",
        "Tap each place where there is damage. Tap it again to take the mark off.",
      ],
      // A photo view names no trailer: its shell is shown for a flow at the photos.
      [
        "/trailers/trailerPhotos/driverFront",
        "es",
        phoneAt("photos"),
        "Foto 2 de 6: Lado del chofer, parte delantera",
        "Párese en la esquina delantera del lado del chofer y tome la mitad delantera de ese lado.",
      ],
      [
        "/trailers/trailerPhotos/trailerBack",
        "en-US",
        phoneAt("photos", "detach"),
        "Photo 6 of 6: Trailer back",
        "Stand behind the trailer, a few steps back, and fit its doors and bumper in the picture.",
      ],
      // The photos looked over: one address, the attach's words or the detach's (decision 087).
      [
        "/trailers/trailerPhotos/roadworthy",
        "en-US",
        phoneAt("photos"),
        "Roadworthy confirmation",
        "Look over your photos of trailer 400102. Retake any that is blurred or misses part of the trailer.",
      ],
      [
        "/trailers/trailerPhotos/roadworthy",
        "es",
        phoneAt("photos", "detach"),
        "Confirme sus fotos",
        "Revise sus fotos del remolque 400102. Vuelva a tomar cualquiera que esté borrosa o que no muestre todo el remolque.",
      ],
      [
        "/trailers/trailerAssessment/redTag",
        "es",
        phoneAt("redTag"),
        "Etiqueta roja virtual",
        "Al enviar, confirma que el remolque 400102 no es seguro para hacer una carga.",
      ],
      // Refused: one address, "take" for an attach, "drop" for a detach.
      [
        "/trailers/trailerUnavailable",
        "en-US",
        phoneAt("refused"),
        "Trailer Unavailable",
        "You cannot take trailer 400102:",
      ],
      [
        "/trailers/trailerUnavailable",
        "es",
        phoneAt("refused", "detach"),
        "Remolque no disponible",
        "No puede dejar el remolque 400102:",
      ],
      ["/trailerStatusIndication", "en-US", phoneAt("photos"), "Confirm trailer 400102", null],
      [
        "/trailers/detachTrailer",
        "es",
        phoneAt("check", "detach"),
        "Desenganchar el remolque 400102",
        "Desenganche ahora, o primero inspeccione el remolque y reporte cualquier daño.",
      ],
      [
        "/trailers/detachTrailer",
        "en-US",
        () => {
          // Dropped where there was no signal: the check skipped (decision 104).
          startFlow({ association: "detach", trailer: TRAILER });
          skipCheck("noSignal");
        },
        "Detach trailer 400102",
        "Detach now, or first assess the trailer and report any damage.",
      ],
    ] as const) {
      localStorage.clear();
      const container = await servePage(path, locale, { start: START }, phone);
      expect({ path, heading: within(container).getByRole("heading", { level: 1 }).textContent }).toEqual({
        path,
        heading,
      });
      const page = container.querySelector(".page")!;
      if (line) expect([...page.querySelectorAll("p")].map((p) => p.textContent)).toContain(line);
      // The top of the step only: what follows depends on more than the flow, and comes with the app.
      expect({
        path,
        drawn: [...page.children].slice(0, 2).map((child) => child.tagName),
        count: page.children.length,
      }).toEqual({ path, drawn: ["DIV", "H1"], count: line ? 3 : 2 });
      expect(within(container).queryByRole("radio")).toBeNull();
      expect(
        within(container).getByRole("navigation", { name: locale === "es" ? "Avance" : "Progress" }),
      ).toBeTruthy();
      expect(
        within(container).getByRole("region", { name: locale === "es" ? "Avisos" : "Notices" }).textContent,
      ).toContain("Gate 3 closed");
      expect(slotsLeft(container), path).toBe(false);
    }
  });

  it("shows the loading screen, and no trailer, when the phone's flow is absent, unreadable or not at that step", async () => {
    const someoneElse = JSON.stringify({
      association: "attach",
      origin: "new",
      trailer: { id: "x", trailerNumber: '<img src="x" onerror="alert(1)">', company: "knight" },
      check: CHECK,
      verified: true,
      awayAcknowledged: false,
      loadTrailerStatus: "loadedTrailer",
    });
    // A version before decision 075 kept the number beside the trailer: the app reads it, the shell does not.
    const earlier = JSON.stringify({
      association: "attach",
      origin: "new",
      trailer: { trailerId: TRAILER.trailerId },
      trailerNumber: "400102",
      company: "knight",
      check: CHECK,
      loadTrailerStatus: "loadedTrailer",
    });
    let refused: { mockRestore(): void } | undefined;
    const noStorage = () => {
      phoneAt("assessment")();
      refused = vi.spyOn(localStorage, "getItem").mockImplementation(() => {
        throw new DOMException("denied", "SecurityError");
      });
    };
    const photosOff = { ...START, featureFlags: { featureFlags: { trailerPhotosWorkflowEnabled: false } } };
    for (const [why, path, phone, served] of [
      ["no flow", "/trailers/takePossession", () => {}, { start: START }],
      ["not JSON", "/trailers/takePossession", phoneKeeps("{not json"), { start: START }],
      [
        "a number no trailer has",
        "/trailers/trailerAssessment/attach",
        phoneKeeps(someoneElse),
        { start: START },
      ],
      [
        "an earlier version's flow",
        "/trailers/trailerAssessment/attach",
        phoneKeeps(earlier),
        { start: START },
      ],
      ["storage refused", "/trailers/trailerAssessment/attach", noStorage, { start: START }],
      [
        "not checked yet",
        "/trailers/takePossession",
        () => startFlow({ association: "attach", trailer: TRAILER }),
        { start: START },
      ],
      [
        "the load's status not chosen",
        "/trailers/trailerAssessment/attach",
        () => {
          startFlow({ association: "attach", trailer: TRAILER });
          recordCheck(CHECK);
        },
        { start: START },
      ],
      [
        "a detach at the attach's address",
        "/trailers/trailerAssessment/attach",
        phoneAt("assessment", "detach"),
        { start: START },
      ],
      [
        "an attach at the detach's address",
        "/trailers/trailerAssessment",
        phoneAt("assessment"),
        { start: START },
      ],
      ["the assessment sent", "/trailers/trailerAssessment/attach", phoneAt("photos"), { start: START }],
      ["the assessment not sent", "/trailers/trailerPhotos", phoneAt("assessment"), { start: START }],
      [
        "mark all on the address",
        "/trailers/trailerAssessment/attach",
        phoneAt("assessment"),
        { start: START, search: "?markAll=true" },
      ],
      ["the photos stage off", "/trailers/trailerPhotos", phoneAt("photos"), { start: photosOff }],
      [
        "a damage category, the assessment sent",
        "/trailers/trailerAssessment/tiredamage",
        phoneAt("photos"),
        { start: START },
      ],
      [
        "a damage category, the trailer not checked",
        "/trailers/trailerAssessment/tiredamage",
        () => startFlow({ association: "attach", trailer: TRAILER }),
        { start: START },
      ],
      [
        "a photo view, the assessment not sent",
        "/trailers/trailerPhotos/trailerFront",
        phoneAt("assessment"),
        { start: START },
      ],
      [
        "the photos looked over, the assessment not sent",
        "/trailers/trailerPhotos/roadworthy",
        phoneAt("assessment", "detach"),
        { start: START },
      ],
      [
        "the red tag, nothing damaged",
        "/trailers/trailerAssessment/redTag",
        phoneAt("assessment"),
        { start: START },
      ],
      [
        "the red tag, already sent",
        "/trailers/trailerAssessment/redTag",
        phoneAt("photos"),
        { start: START },
      ],
      [
        "Trailer unavailable, the trailer allowed",
        "/trailers/trailerUnavailable",
        phoneAt("check"),
        { start: START },
      ],
      [
        "Attach trailer, the assessment not sent",
        "/trailerStatusIndication",
        phoneAt("assessment"),
        { start: START },
      ],
      [
        "a detach at Attach trailer",
        "/trailerStatusIndication",
        phoneAt("photos", "detach"),
        { start: START },
      ],
      ["an attach at the detach step", "/trailers/detachTrailer", phoneAt("check"), { start: START }],
      [
        "the detach not checked yet",
        "/trailers/detachTrailer",
        () => startFlow({ association: "detach", trailer: TRAILER }),
        { start: START },
      ],
      // Its stages then say the assessment is done: the app draws that screen.
      [
        "the drop's assessment sent",
        "/trailers/detachTrailer",
        phoneAt("photos", "detach"),
        { start: START },
      ],
    ] as const) {
      localStorage.clear();
      const container = await servePage(path, "en-US", served, phone);
      refused?.mockRestore();
      expect({ why, shown: container.textContent }).toEqual({ why, shown: "Loading…" });
      expect(within(container).getByRole("status")).toBeTruthy();
      expect(container.querySelector("img")).toBeNull();
    }
  });
});

describe("the page started on a workflow step's shell", () => {
  it("draws the step for the phone's flow, asking for none of who is signed in or the order's data", async () => {
    const api = installFakeApi();
    api.signIn(user);
    const container = await servePage(
      "/trailers/takePossession",
      "en-US",
      { start: START, state: STATE },
      phoneAt("takePossession"),
    );
    await start(container);
    expect(
      screen.getByRole("heading", { level: 1, name: "Take possession of trailer 400102" }),
    ).toBeVisible();
    expect(screen.getByRole("radio", { name: "Loaded trailer" })).toBeChecked();
    expect(api.calls.map((call) => call.path).filter((path) => START_CALLS.includes(path))).toEqual([]);
  });

  it("draws the Photos step's top at once, and its six views once the photos kept are read", async () => {
    const api = installFakeApi();
    api.signIn(user);
    const container = await servePage(
      "/trailers/trailerPhotos",
      "en-US",
      { start: START, state: STATE },
      phoneAt("photos"),
    );
    await start(container);
    expect(screen.getByRole("heading", { level: 1, name: "Take photos of each side" })).toBeVisible();
    expect(screen.getByText(/Walk around trailer 400102/)).toBeVisible();
    expect(await screen.findByRole("list", { name: "The six photos" })).toBeVisible();
  });
});

describe("a photo view's and a damage category's shell", () => {
  it("is drawn over by the view, its camera once the photos kept are read", async () => {
    const api = installFakeApi();
    api.signIn(user);
    const container = await servePage(
      "/trailers/trailerPhotos/trailerFront",
      "en-US",
      { start: START, state: STATE },
      phoneAt("photos"),
    );
    expect(within(container).getByRole("heading", { level: 1 }).textContent).toBe(
      "Photo 1 of 6: Trailer front",
    );
    await start(container);
    expect(screen.getByRole("heading", { level: 1, name: "Photo 1 of 6: Trailer front" })).toBeVisible();
    expect(await screen.findByLabelText("Take photo")).toBeTruthy();
    expect(api.calls.map((call) => call.path).filter((path) => START_CALLS.includes(path))).toEqual([]);
  });

  it("a damage category's is drawn over by the category, its drawings and what is marked", async () => {
    const api = installFakeApi();
    api.signIn(user);
    const container = await servePage(
      "/trailers/trailerAssessment/tiredamage",
      "en-US",
      { start: START, state: STATE },
      phoneAt("assessment"),
    );
    expect(within(container).getByRole("heading", { level: 1 }).textContent).toBe("Tires and wheels");
    await start(container);
    expect(screen.getByRole("heading", { level: 1, name: "Tires and wheels" })).toBeVisible();
    expect(await screen.findByRole("heading", { level: 2, name: "Damage marked" })).toBeVisible();
    expect(api.calls.map((call) => call.path).filter((path) => START_CALLS.includes(path))).toEqual([]);
  });

  it("is not served for a refused photo taken again: the app draws that page", () => {
    for (const side of ["trailerFront", "trailerBack"]) {
      const path = `/trailers/trailerPhotos/${side}`;
      expect(isSignedInShellPath(path)).toBe(true);
      if (!isSignedInShellPath(path)) continue;
      expect(shellShowsQuery(path, new URLSearchParams("retake=abc"))).toBe(false);
      expect(shellShowsQuery(path, new URLSearchParams(""))).toBe(true);
    }
  });
});

describe("Manual entry's shell (decision 133)", () => {
  for (const [locale, heading, label, action] of [
    ["es", "Escriba el número del remolque", "Número de remolque", "Hacer la inspección"],
    ["en-US", "Enter the trailer number", "Trailer number", "Complete Assessment"],
  ] as const) {
    it(`shows the number field before the app runs, and keeps what the driver typed and tapped there (${locale})`, async () => {
      const api = installFakeApi();
      api.signIn(user);
      // The phone's language is the shell's (the edge chose it from the driver's choice, decision 055).
      const container = await servePage(
        "/trailers/manualEntry/attach",
        locale,
        { start: START, state: STATE },
        () => {
          chosenLocale.value = locale;
        },
      );
      new Function(EARLY_TAPS_SCRIPT)();
      // Before the app's code: the heading, the field and the button are there.
      expect(within(container).getByRole("heading", { level: 1 }).textContent).toBe(heading);
      const shellField = within(container).getByLabelText(label) as HTMLInputElement;
      const shellButton = within(container).getByRole("button", { name: action });
      // The driver types the number and taps the button, as the page is still waiting for its code.
      shellField.focus();
      shellField.value = "400102";
      shellField.dispatchEvent(new Event("input", { bubbles: true }));
      shellButton.click();
      expect(shellButton.hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(true);

      await start(container);

      // Drawn afresh: the field drawn in its place holds the number, the driver still in it, and
      // the tap looked up that number.
      expect(shellField.isConnected).toBe(false);
      await waitFor(() =>
        expect(api.calls.map((call) => call.path)).toContain("/api/trailers/number/400102"),
      );
      expect(api.calls.map((call) => call.path).filter((path) => START_CALLS.includes(path))).toEqual([]);
    });
  }

  it("makes the tap on the button of its name when the app draws another button above it", async () => {
    const api = installFakeApi();
    api.signIn(user);
    const container = await servePage("/trailers/manualEntry/attach", "en-US", {
      start: START,
      state: STATE,
    });
    new Function(EARLY_TAPS_SCRIPT)();
    const shellField = within(container).getByLabelText("Trailer number") as HTMLInputElement;
    shellField.value = "400102";
    shellField.dispatchEvent(new Event("input", { bubbles: true }));
    within(container).getByRole("button", { name: "Complete Assessment" }).click();
    // Meanwhile something the driver did before is told: its alert, with its Close, sits above the form.
    alerts.add({ id: "earlier", theme: "info", message: "Saved on this phone." });

    await start(container);

    expect(screen.getByText("Saved on this phone.")).toBeVisible();
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain("/api/trailers/number/400102"));
  });

  it("keeps the number typed on the shell in the field the app draws, and the driver in it", async () => {
    installFakeApi().signIn(user);
    const container = await servePage("/trailers/manualEntry", "en-US", { start: START, state: STATE });
    new Function(EARLY_TAPS_SCRIPT)();
    expect(within(container).getByRole("heading", { level: 1 }).textContent).toBe(
      "Enter the number of the trailer to drop",
    );
    const shellField = within(container).getByLabelText("Trailer number") as HTMLInputElement;
    shellField.focus();
    shellField.value = "4001";
    shellField.dispatchEvent(new Event("input", { bubbles: true }));

    await start(container);

    await waitFor(() => expect(screen.getByLabelText("Trailer number")).toHaveValue("4001"));
    const drawn = screen.getByLabelText("Trailer number");
    expect(drawn).not.toBe(shellField);
    expect(drawn).toHaveFocus();
    // The number reached the screen's state: the draft kept for a reload is what was typed.
    expect(localStorage.getItem("hitch:draft:trailerNumber")).toContain("4001");
  });
});
