// A tap that records the job (Attach trailer, Detach trailer) keeps its screen, the button saying it
// is working, until the write has its answer: the phone's position first (its deadline, 12 s,
// web/src/lib/geolocation.ts), then the carrier's answer (20 s, web/src/outbox/app-outbox.ts). Past
// that the app says the write is kept on the phone and goes on. On two busy cores a test waits for
// that, not for the default 10 s: CI met a detach still waiting at 10 s.
import { expect, type Locator, type Page } from "@playwright/test";
import type { Tr } from "./assessment.ts";

const WRITE_TAP_MS = 35_000;

/** Taps the write's button and waits for Manage trailer, where every recorded (or kept) job ends. */
export async function tapWrite(page: Page, tr: Tr, button: Locator): Promise<void> {
  await button.click();
  await expect(page.getByRole("heading", { name: tr("Manage trailer") })).toBeVisible({
    timeout: WRITE_TAP_MS,
  });
}
