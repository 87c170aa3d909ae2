// How a driver reaches each screen the bench measures after driving the app there
// (pages.ts): in a tab of the bench's browser, in English, as the browser tests
// drive it (tests/e2e); each answers the address it ended on, which the bench then
// loads cold. The workflow's screens use the seeded trailers of the demo yard
// (README, Demo data); a page with a driver of its own gets that driver's trailers.
import type { Page } from "playwright-core";
import { finderLinkPath } from "#shared/api/finder.ts";
import type { Fixture } from "#shared/dev-fixtures.ts";
import { finderLinkExpiry, signFinderLink } from "#worker/finder/link-token.ts";

/** The demo yard (README, Demo data): the trailers stand within a few hundred feet. */
export const YARD = { latitude: 33.4255, longitude: -112.02, accuracy: 10 };

/** The seeded healthy trailer the bench's own driver takes through the workflow (never attached). */
const TRAILER = "400102";
/** Seeded trailers (README, Demo data): damaged, awaiting repairs; in Tucson, far from the yard. */
const DAMAGED = "400201";
const FAR_AWAY = "400211";
/** A sticker that maps to no trailer. */
const NO_TRAILER_STICKER = "HQR-NOTRAILER";
/** Demo driver Alex and the order booked with both companies (README, Demo data). */
const BOTH_COMPANIES = { phone: "5550100001", order: "2002002" };

export type Reach = (tab: Page, on: { app: string; api: string; driver?: Fixture }) => Promise<string>;

const address = (tab: Page) => {
  const url = new URL(tab.url());
  return url.pathname + url.search + url.hash;
};
export const heading = (tab: Page, name: string) => tab.getByRole("heading", { name }).first().waitFor();
/** Waits for the address to be `pathname`, then answers it with its query. */
export async function arrivedAt(tab: Page, pathname: string | RegExp): Promise<string> {
  await tab.waitForURL((url) =>
    typeof pathname === "string" ? url.pathname === pathname : pathname.test(url.pathname),
  );
  return address(tab);
}

/** Login filled and sent, as a driver does it. */
async function login(tab: Page, app: string, order: string, phone: string) {
  await tab.goto(`${app}/login`);
  await tab.getByLabel("Order number").fill(order);
  await tab.getByLabel("Mobile phone number").pressSequentially(phone);
  await tab.getByRole("checkbox").check();
  await tab.getByRole("button", { name: "Continue", exact: true }).click();
}

export const companySelection: Reach = async (tab, { app }) => {
  await login(tab, app, BOTH_COMPANIES.order, BOTH_COMPANIES.phone);
  await heading(tab, "Select company");
  return arrivedAt(tab, "/login/company");
};

/** A driver made for it (decision 116), never signed in: no other page's code request is theirs to wait on. */
export const verifyIdentity: Reach = async (tab, { app, api }) => {
  const { makeFixture } = await import("#tests/e2e/support/fixtures.ts");
  await login(tab, app, "1001001", (await makeFixture({ trailers: 0 }, api)).mobileNumber);
  await heading(tab, "Verify your identity");
  return arrivedAt(tab, "/login/verify");
};

/** A finder link as 'Share location' makes it (the bench's own key: .dev.vars.example). */
async function finderLink(scope: "trailer" | "load"): Promise<string> {
  const { readFileSync } = await import("node:fs");
  const key = readFileSync(".dev.vars.example", "utf8")
    .match(/^FINDER_LINK_KEY=(.+)$/m)?.[1]
    ?.trim();
  if (!key) throw new Error("FINDER_LINK_KEY is missing from .dev.vars.example");
  const token = await signFinderLink(key, {
    scope,
    trailers: [
      { trailerNumber: "400101", company: "knight", slot: scope === "load" ? "inboundEmpty" : null },
      ...(scope === "load"
        ? [{ trailerNumber: "400103", company: "knight" as const, slot: "loadedTrailer" as const }]
        : []),
    ],
    expiresAt: finderLinkExpiry(Date.now(), 1),
  });
  return finderLinkPath(scope, token);
}

export const finderLinkToTrailer: Reach = () => finderLink("trailer");
export const finderLinkToAll: Reach = () => finderLink("load");

/** Manual entry for an attach: the number typed, Complete Assessment. */
export async function typeNumber(tab: Page, app: string, number: string) {
  await tab.goto(`${app}/trailers/manualEntry/attach`);
  await tab.getByLabel("Trailer number").fill(number);
  await tab.getByRole("button", { name: "Complete Assessment" }).click();
}

export const invalidSticker: Reach = async (tab, { app }) => {
  await tab.goto(`${app}/trailers/${NO_TRAILER_STICKER}`);
  await heading(tab, "Invalid QR");
  return address(tab);
};

export const reportSticker: Reach = async (tab, on) => {
  await invalidSticker(tab, on);
  await tab.getByRole("link", { name: "Report this sticker" }).click();
  return arrivedAt(tab, "/reportUnassociatedQr");
};

export const trailerUnavailable: Reach = async (tab, { app }) => {
  await typeNumber(tab, app, DAMAGED);
  return arrivedAt(tab, "/trailers/trailerUnavailable");
};

export const verifyPlateOrVin: Reach = async (tab, { app }) => {
  await typeNumber(tab, app, FAR_AWAY);
  return arrivedAt(tab, "/trailers/manualEntry/verification");
};

export const takePossession: Reach = async (tab, { app }) => {
  await typeNumber(tab, app, TRAILER);
  await heading(tab, `Take possession of trailer ${TRAILER}`);
  return arrivedAt(tab, "/trailers/takePossession");
};

/** Take possession as a loaded trailer with its seal (decision 123), on to the assessment. */
export async function loaded(tab: Page, number: string) {
  await tab.getByRole("radio", { name: "Loaded trailer" }).check();
  await tab.getByRole("textbox", { name: "Seal number" }).fill("123456");
  await tab.getByRole("button", { name: "Continue" }).click();
  await heading(tab, `Assess trailer ${number}`);
}

export const assessment: Reach = async (tab, on) => {
  await takePossession(tab, on);
  await loaded(tab, TRAILER);
  return arrivedAt(tab, "/trailers/trailerAssessment/attach");
};

/** On the assessment: every category good, then Tires and wheels damaged (its layout opens). */
async function tiresDamaged(tab: Page) {
  await tab.getByRole("button", { name: "Mark all as good" }).click();
  // click, not check: choosing Damaged opens the category's layout, so the radio is gone at once.
  await tab.getByRole("group", { name: "Tires and wheels" }).getByRole("radio", { name: "Damaged" }).click();
  await heading(tab, "Tires and wheels");
}

export const damageCategory: Reach = async (tab, on) => {
  await assessment(tab, on);
  await tiresDamaged(tab);
  return arrivedAt(tab, /^\/trailers\/trailerAssessment\/[^/]+$/);
};

const WHEELS = "Driver side tires and wheels";

export const damageComment: Reach = async (tab, on) => {
  await damageCategory(tab, on);
  await tab.getByRole("checkbox", { name: WHEELS }).check();
  await tab.getByRole("link", { name: `Add a comment on ${WHEELS}` }).click();
  await tab.getByLabel("Describe the damage").waitFor();
  return arrivedAt(tab, /^\/trailers\/trailerAssessment\/[^/]+\/[^/]+$/);
};

export const redTag: Reach = async (tab, on) => {
  await damageComment(tab, on);
  await tab.getByLabel("Describe the damage").fill("Flat tire on the rear axle");
  await tab.getByRole("button", { name: "Save" }).click();
  await tab.getByRole("link", { name: "Done" }).click();
  await tab.getByRole("checkbox", { name: /unsafe to perform a load with/ }).check();
  await tab.getByRole("button", { name: /red tag/i }).click();
  await heading(tab, "Virtual red tag");
  return arrivedAt(tab, "/trailers/trailerAssessment/redTag");
};

export const photos: Reach = async (tab, on) => {
  await assessment(tab, on);
  await tab.getByRole("button", { name: "Mark all as good" }).click();
  await tab.getByRole("button", { name: "Submit assessment" }).click();
  await heading(tab, "Take photos of each side");
  return arrivedAt(tab, "/trailers/trailerPhotos");
};

export const photoView: Reach = async (tab, on) => {
  await photos(tab, on);
  await tab.getByRole("link", { name: "Start with the trailer front" }).click();
  await heading(tab, "Photo 1 of 6: Trailer front");
  return arrivedAt(tab, /^\/trailers\/trailerPhotos\/[^/]+$/);
};

/**
 * The six photos taken (camera JPEGs drawn in the page, as the browser tests give them), then the
 * attach's roadworthy confirmation or the detach's confirmation of the photos (confirmed unless
 * `confirm` is false).
 */
export async function sixPhotos(tab: Page, { confirm = true } = {}) {
  const { cameraJpeg, VIEWS } = await import("#tests/e2e/support/photos.ts");
  await tab.getByRole("link", { name: "Start with the trailer front" }).click();
  for (const [index, view] of VIEWS.entries()) {
    await heading(tab, `Photo ${index + 1} of ${VIEWS.length}: ${view}`);
    await tab.getByLabel("Take photo").setInputFiles({
      name: `IMG_${1000 + index}.jpg`,
      mimeType: "image/jpeg",
      buffer: await cameraJpeg(tab, index),
    });
    await tab.getByRole("img", { name: `Your photo: ${view}` }).waitFor({ timeout: 30_000 });
    const next = index < VIEWS.length - 1 ? "Next photo" : "Check the photos";
    await tab.getByRole("link", { name: next }).click();
  }
  await tab
    .getByRole("heading", { name: "Roadworthy confirmation" })
    .or(tab.getByRole("heading", { name: "Confirm your photos" }))
    .waitFor();
  if (!confirm) return;
  await tab.getByRole("checkbox").check();
  await tab.getByRole("button", { name: "Continue" }).click();
}

export const roadworthy: Reach = async (tab, on) => {
  await photos(tab, on);
  await sixPhotos(tab, { confirm: false });
  return arrivedAt(tab, "/trailers/trailerPhotos/roadworthy");
};

export const attachTrailer: Reach = async (tab, on) => {
  await photos(tab, on);
  await sixPhotos(tab);
  await tab.getByRole("button", { name: "Attach trailer" }).waitFor();
  return arrivedAt(tab, "/trailerStatusIndication");
};

export const trailersOnTheMap: Reach = async (tab, { app }) => {
  // A number not on file: Manual entry offers the order's trailers on the map.
  await typeNumber(tab, app, "999998");
  await tab.getByRole("link", { name: "Find your order's trailers on the map" }).click();
  return arrivedAt(tab, "/trailers/tacMap");
};
