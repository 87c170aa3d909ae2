// Sign-in at one bar (decision 106), in Chromium's own network emulation at 400 kbit/s down,
// 150 kbit/s up and 800 ms round trips, as one-bar.spec.ts throttles it. The driver taps Continue
// twice: one text is sent, and from the first tap until Verify is up Login's Continue stays busy and
// its fields closed to typing (every frame is looked at, not a moment). Back on Login within the
// resend cooldown, Continue leads to Verify again with no second text, and the code texted first
// signs the driver in. No durations are asserted: the network is slow on purpose.
import { expect, type Page, test } from "@playwright/test";
import { latestCode, textsSince } from "#scripts/lib/outbox.ts";
import { translator } from "#tests/e2e/support/catalogs.ts";
import { makeFixture } from "#tests/e2e/support/fixtures.ts";
import { testOrder } from "#tests/e2e/support/sign-in.ts";
import { languages } from "#tests/e2e/support/text.ts";
import { API_URL } from "#tests/e2e/support/urls.ts";

/** Chromium's network emulation, in bytes per second and milliseconds. */
const ONE_BAR = {
  offline: false,
  latency: 800,
  downloadThroughput: 400_000 / 8,
  uploadThroughput: 150_000 / 8,
};

/** Throttles the page's network for the rest of the test (the DevTools session stays open: closing it ends it). */
async function oneBar(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", ONE_BAR);
  return cdp;
}

/**
 * From the driver's first tap on Continue until Verify's code field is on screen, every frame in
 * which Login's form is on screen: how many, and in how many Continue did not say it was busy or
 * Continue or a field could be tapped or typed into.
 */
function watchLoginFromTapToVerify(page: Page) {
  return page.evaluate(() => {
    const seen = { tapped: false, frames: 0, open: 0 };
    (window as unknown as { loginFrames: typeof seen }).loginFrames = seen;
    const form = document.querySelector("input[name=orderNumber]")?.closest("form");
    const go = form?.querySelector("button[type=submit]");
    go?.addEventListener("click", () => (seen.tapped = true), { capture: true, once: true });
    const look = () => {
      if (document.querySelector("input[name=code]")) return;
      if (seen.tapped && form?.isConnected) {
        seen.frames += 1;
        const open = [...form.querySelectorAll("input, button[type=submit]")].some(
          (control) => !control.matches(":disabled"),
        );
        if (open || go?.getAttribute("aria-busy") !== "true") seen.open += 1;
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

const loginFrames = (page: Page) =>
  page.evaluate(() => (window as unknown as { loginFrames: { frames: number; open: number } }).loginFrames);

test(
  "at one bar: Continue tapped twice texts one code, Login busy and closed until Verify; back on Login, Verify again",
  { tag: "@en" },
  async ({ page }, info) => {
    // Minutes of slow network: the app's first load, the code, Verify's code, then Manage trailer.
    test.setTimeout(300_000);
    const { t, mine } = languages(info);
    const tr = await translator(mine);
    const { mobileNumber: phone } = await makeFixture({ trailers: 0 });

    await oneBar(page);
    await page.goto("/login");
    // The app runs the screen (a tap before it does is held and made then: prerendered.spec.ts).
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName("hitch:first-screen").length), {
        timeout: 120_000,
      })
      .toBeGreaterThan(0);
    const order = page.getByLabel(t.orderNumber);
    await order.fill(testOrder());
    await page.getByLabel(t.mobileNumber).pressSequentially(phone);
    await page.getByRole("checkbox").check();

    const sentAt = new Date(Date.now() - 2000);
    const go = page.getByRole("button", { name: t.continue, exact: true });
    const box = (await go.boundingBox())!;
    await watchLoginFromTapToVerify(page);
    // A double tap: two taps on Continue 200 ms apart.
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(200);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);

    await expect(page.getByRole("heading", { name: tr("Verify your identity") })).toBeVisible({
      timeout: 60_000,
    });
    const frames = await loginFrames(page);
    expect(frames.frames, "Login was looked at while the code was texted").toBeGreaterThan(0);
    expect(frames.open, "frames in which Login could be tapped or typed into before Verify").toBe(0);
    expect(await textsSince(API_URL, phone, sentAt)).toBe(1);

    // Back on Login within the resend cooldown: Continue goes to Verify with the code already texted.
    await page.getByRole("link", { name: tr("Change order or phone number") }).click();
    await expect(page.getByRole("heading", { name: t.signIn })).toBeVisible();
    await go.click();
    await expect(page.getByRole("heading", { name: tr("Verify your identity") })).toBeVisible({
      timeout: 60_000,
    });
    expect(await textsSince(API_URL, phone, sentAt)).toBe(1);
    await page.getByLabel(t.verificationCode).fill(await latestCode(API_URL, phone, sentAt));
    await page.getByRole("button", { name: t.submit, exact: true }).click();
    await expect(page.getByRole("heading", { name: t.manageTrailer })).toBeVisible({ timeout: 120_000 });
    expect(await textsSince(API_URL, phone, sentAt)).toBe(1);
  },
);
