// How a driver reaches the screens of a trailer they hold (pages.ts): a driver made for
// the page (decision 116) with a trailer still attached from a previous order, or with a
// trailer they attach first; their detach, its copy and the report they share.
import type { Page } from "playwright-core";
import type { Fixture } from "#shared/dev-fixtures.ts";
import { arrivedAt, heading, loaded, type Reach, sixPhotos, typeNumber } from "./reach.ts";

/** The driver's own trailer: the one made for the page. */
function ownTrailer(driver: Fixture | undefined) {
  const trailer = driver?.trailers[0];
  if (!trailer) throw new Error("this page needs a driver made with a trailer");
  return trailer.trailerNumber;
}
function heldTrailer(driver: Fixture | undefined) {
  const held = driver?.heldFromPreviousOrder;
  if (!held) throw new Error("this page needs a driver made with a trailer from a previous order");
  return held.trailerNumber;
}

/** Signed in, the driver is asked about the previous order's trailer straight away. */
export const previousOrder: Reach = async (tab, { app, driver }) => {
  heldTrailer(driver);
  await tab.goto(`${app}/manageTrailer`);
  await heading(tab, "Are you still attached?");
  return arrivedAt(tab, "/attachedFromPreviousOrder");
};

export const trailerOnTheMap: Reach = async (tab, on) => {
  await previousOrder(tab, on);
  await tab.getByRole("link", { name: "Where is it?" }).click();
  return arrivedAt(tab, "/trailers/map");
};

export const detachTrailer: Reach = async (tab, on) => {
  await previousOrder(tab, on);
  await tab.getByRole("button", { name: "Detach it" }).click();
  await heading(tab, `Detach trailer ${heldTrailer(on.driver)}`);
  return arrivedAt(tab, "/trailers/detachTrailer");
};

export const detachAssessment: Reach = async (tab, on) => {
  await detachTrailer(tab, on);
  await tab.getByRole("link", { name: "Full detach assessment" }).click();
  await heading(tab, `Assess trailer ${heldTrailer(on.driver)}`);
  return arrivedAt(tab, "/trailers/trailerAssessment");
};

/** On the detach screen: the damage certified, Detach trailer; then the detach's copy, from Your recent work. */
async function detachedCopy(tab: Page, number: string): Promise<string> {
  await tab.getByRole("checkbox", { name: "I certify that I reported all damage to this trailer." }).check();
  await tab.getByRole("button", { name: "Detach trailer", exact: true }).click();
  await heading(tab, "Manage trailer");
  await tab.getByRole("link", { name: new RegExp(`^Condition report: detach of trailer ${number}`) }).click();
  return arrivedAt(tab, /^\/conditionReport\/[^/]+$/);
}

/** The previous order's trailer detached at once: its copy. */
export const driversCopy: Reach = async (tab, on) => {
  await detachTrailer(tab, on);
  return detachedCopy(tab, heldTrailer(on.driver));
};

/**
 * The previous order's trailer detached with its assessment and six photos (a report is shared from
 * an assessment), its copy shared once the detach is sent: the link the driver hands on.
 */
export const sharedReport: Reach = async (tab, on) => {
  await detachAssessment(tab, on);
  await tab.getByRole("button", { name: "Mark all as good" }).click();
  await tab.getByRole("button", { name: "Submit assessment" }).click();
  await heading(tab, "Take photos of each side");
  await sixPhotos(tab);
  await heading(tab, `Detach trailer ${heldTrailer(on.driver)}`);
  await detachedCopy(tab, heldTrailer(on.driver));
  await tab.getByRole("button", { name: /^Share condition report/ }).click({ timeout: 60_000 });
  const link = await tab.getByRole("textbox", { name: /^Report link, works until/ }).inputValue();
  const url = new URL(link);
  return url.pathname + url.search;
};

/** The driver attaches their trailer, then types its number again: what to do with it. */
export const trailerAction: Reach = async (tab, on) => {
  const number = ownTrailer(on.driver);
  await typeNumber(tab, on.app, number);
  await heading(tab, `Take possession of trailer ${number}`);
  await loaded(tab, number);
  await tab.getByRole("button", { name: "Mark all as good" }).click();
  await tab.getByRole("button", { name: "Submit assessment" }).click();
  await heading(tab, "Take photos of each side");
  await sixPhotos(tab);
  await tab.getByRole("button", { name: "Attach trailer" }).click();
  await heading(tab, "Manage trailer");
  await typeNumber(tab, on.app, number);
  return arrivedAt(tab, "/trailers/trailerAction");
};
