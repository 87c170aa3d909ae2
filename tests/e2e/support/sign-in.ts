import { expect, type Page, test } from "@playwright/test";
import { signInViaApp } from "#scripts/lib/demo-session.ts";
import { latestCode } from "#scripts/lib/outbox.ts";
import type { Text } from "./text.ts";
import { API_URL, E2E_SERVERS, type E2eServer } from "./urls.ts";

/**
 * The orders the test drivers sign in to, one per test worker running at the same time
 * (logistics-api/README.md, Demo data): every attach reads its load's slots and version, and of
 * two writes to the same load at once one is refused (409), so tests side by side never share a
 * load (decision 081).
 */
const LANE_ORDERS = ["1001001", "1001031", "1001032", "1001033"] as const;

/** The order of this test's lane: its worker's own, however many workers run. */
export function testOrder(): string {
  const order = LANE_ORDERS[test.info().parallelIndex];
  if (!order) throw new Error(`Run at most ${LANE_ORDERS.length} test workers: one order each (sign-in.ts)`);
  return order;
}

/** Fills Login and submits it, as a driver would. */
export async function submitLogin(page: Page, t: Text, phone: string): Promise<void> {
  await page.getByLabel(t.orderNumber).fill(testOrder());
  await page.getByLabel(t.mobileNumber).pressSequentially(phone);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: t.continue, exact: true }).click();
}

/**
 * From Login to Manage trailer (or the screen named `landing`, the heading the driver lands on):
 * order, phone, consent, then the texted code from the dev outbox of the reference API at `api`.
 */
export async function signIn(
  page: Page,
  t: Text,
  phone: string,
  landing: string = t.manageTrailer,
  api = API_URL,
): Promise<void> {
  const sentAt = new Date(Date.now() - 2000);
  await submitLogin(page, t, phone);
  await enterTextedCode(page, t, phone, sentAt, landing, api);
}

/** On Verify identity: the newest code texted since `sentAt`, entered and submitted. */
export async function enterTextedCode(
  page: Page,
  t: Text,
  phone: string,
  sentAt: Date,
  landing: string = t.manageTrailer,
  api = API_URL,
): Promise<void> {
  const code = await latestCode(api, phone, sentAt);
  await page.getByLabel(t.verificationCode).fill(code);
  await page.getByRole("button", { name: t.submit, exact: true }).click();
  await expect(page.getByRole("heading", { name: landing })).toBeVisible();
}

/**
 * A driver signed in without the sign-in screens, for the tests about what a signed-in driver does:
 * the code asked for and entered through the edge's own routes, as the screens send them, and the
 * session put in the page's context as Playwright's storage state (its cookie); then Manage
 * trailer opens, or the screen it leads to (`landing`). The screens themselves are driven by
 * sign-in.spec.ts, screens.spec.ts, accessibility.spec.ts, prerendered.spec.ts, one-bar.spec.ts
 * and the WebKit journeys (decision 080).
 */
export async function signedInAs(
  page: Page,
  phone: string,
  landing: string,
  server: E2eServer = E2E_SERVERS.main,
): Promise<void> {
  const { cookie } = await signInViaApp(server.app, server.api, phone, testOrder());
  const separator = cookie.indexOf("=");
  await page.context().addCookies([
    {
      name: cookie.slice(0, separator),
      value: cookie.slice(separator + 1),
      url: server.app,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  await page.goto("/manageTrailer");
  await expect(page.getByRole("heading", { name: landing })).toBeVisible();
}
