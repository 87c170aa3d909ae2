import { expect, type Page } from "@playwright/test";
import { latestCode } from "#scripts/lib/outbox.ts";
import type { Text } from "./text.ts";
import { API_URL } from "./urls.ts";

export const DEMO_ORDER = "1001001";

/** Fills Login and submits it, as a driver would. */
export async function submitLogin(page: Page, t: Text, phone: string): Promise<void> {
  await page.getByLabel(t.orderNumber).fill(DEMO_ORDER);
  await page.getByLabel(t.mobileNumber).pressSequentially(phone);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: t.continue, exact: true }).click();
}

/**
 * From Login to Manage trailer (or the screen named `landing`, the heading the driver lands on):
 * order, phone, consent, then the texted code from the dev outbox.
 */
export async function signIn(
  page: Page,
  t: Text,
  phone: string,
  landing: string = t.manageTrailer,
): Promise<void> {
  const sentAt = new Date(Date.now() - 2000);
  await submitLogin(page, t, phone);
  await enterTextedCode(page, t, phone, sentAt, landing);
}

/** On Verify identity: the newest code texted since `sentAt`, entered and submitted. */
export async function enterTextedCode(
  page: Page,
  t: Text,
  phone: string,
  sentAt: Date,
  landing: string = t.manageTrailer,
): Promise<void> {
  const code = await latestCode(API_URL, phone, sentAt);
  await page.getByLabel(t.verificationCode).fill(code);
  await page.getByRole("button", { name: t.submit, exact: true }).click();
  await expect(page.getByRole("heading", { name: landing })).toBeVisible();
}
