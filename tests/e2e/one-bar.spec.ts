// One bar of signal (decision 059): Chromium's own network emulation at 400 kbit/s
// down, 150 kbit/s up and 800 ms round trip, the way a yard gate's weak signal
// behaves. A driver signs in, attaches a trailer with six photos, and detaches
// it. It finishes, the photos' upload shows how much is left as it falls, and
// the system of record holds each write once. No durations are asserted: the
// network is slow on purpose, so the test only waits longer.
import { expect, type Page, test } from "@playwright/test";
import { assess } from "#tests/e2e/support/assessment.ts";
import { translator } from "#tests/e2e/support/catalogs.ts";
import { makeFixture, onlyTrailer } from "#tests/e2e/support/fixtures.ts";
import { takeSixPhotos } from "#tests/e2e/support/photos.ts";
import { assessmentsOf, associationCount, storedPhotos } from "#tests/e2e/support/records.ts";
import { signIn } from "#tests/e2e/support/sign-in.ts";
import { languages } from "#tests/e2e/support/text.ts";
import { tapWrite } from "#tests/e2e/support/write-tap.ts";

/** The demo yard (README, Demo data): the seeded trailers stand within a few hundred feet. */
const YARD = { latitude: 33.4255, longitude: -112.02, accuracy: 10 };
test.use({ geolocation: YARD, permissions: ["geolocation", "camera"] });

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

/** The kilobytes the sync line says are left to upload, or null when it says none. */
async function kilobytesLeft(page: Page): Promise<number | null> {
  const text =
    (await page
      .locator(".sync-indicator")
      .textContent()
      .catch(() => null)) ?? "";
  const match = /(\d[\d.,]*)\s*KB/.exec(text);
  return match ? Number(match[1]!.replace(/[.,]/g, "")) : null;
}

// Minutes of slow network per run: the Spanish-speaking driver the issue follows, once (decision 080).
test(
  "at one bar: sign in, attach with six photos, detach; progress shown, each write stored once",
  {
    tag: "@es",
  },
  async ({ page }, info) => {
    test.setTimeout(600_000);
    const { t, mine } = languages(info);
    const tr = await translator(mine);
    const fixture = await makeFixture();
    const number = onlyTrailer(fixture).trailerNumber;

    await oneBar(page);
    await page.goto("/login");
    await signIn(page, t, fixture.mobileNumber, tr("Manage trailer"));

    await page.getByRole("link", { name: tr("Enter the number instead") }).click();
    await page.getByLabel(tr("Trailer number")).fill(number);
    await page.getByRole("button", { name: tr("Complete Assessment") }).click();
    await page.getByRole("radio", { name: tr("Loaded trailer") }).check();
    await page.getByRole("checkbox", { name: tr("No seal on this trailer") }).check();
    await page.getByRole("button", { name: tr("Continue") }).click();
    await assess(page, tr, number);
    await takeSixPhotos(page, tr);
    await tapWrite(page, tr, page.getByRole("button", { name: tr("Attach trailer") }));

    // The six photos go up at 150 kbit/s: the sync line says how much is left, and it falls.
    await expect(page.locator(".sync-indicator")).toHaveText(/KB/, { timeout: 60_000 });
    const first = await kilobytesLeft(page);
    expect(first).toBeGreaterThan(0);
    await expect.poll(() => kilobytesLeft(page), { timeout: 300_000 }).not.toBe(first);
    await expect.poll(async () => (await storedPhotos(number)).length, { timeout: 300_000 }).toBe(6);
    await expect(
      page.getByText(tr("Attached now: trailer <0>{attachedNumber}</0>", { attachedNumber: number })),
    ).toBeVisible({ timeout: 60_000 });

    await page
      .getByRole("button", { name: tr("Detach trailer {attachedNumber}", { attachedNumber: number }) })
      .click();
    await expect(
      page.getByRole("heading", { name: tr("Detach trailer {trailerNumber}", { trailerNumber: number }) }),
    ).toBeVisible({ timeout: 60_000 });
    await page
      .getByRole("checkbox", { name: tr("I certify that I reported all damage to this trailer.") })
      .check();
    // Loaded, with no seal at pickup: the quick drop asks again (decision 141).
    await page.getByRole("checkbox", { name: tr("No seal on this trailer") }).check();
    await expect(page.getByText(tr("It matches."))).toBeVisible();
    await tapWrite(page, tr, page.getByRole("button", { name: tr("Detach trailer") }));
    await expect(page.getByText(tr("Detached from trailer"))).toBeVisible({ timeout: 120_000 });
    // The order's state catches up with the answer: the trailer is no longer shown attached.
    await expect(
      page.getByText(tr("Attached now: trailer <0>{attachedNumber}</0>", { attachedNumber: number })),
    ).toBeHidden({ timeout: 60_000 });
    await page.screenshot({ path: info.outputPath("one-bar-detached.png"), fullPage: true });

    // Each write once, however slow the answers: one attach, one assessment, six photos, one detach.
    await expect.poll(() => associationCount(number, { kind: "detach" }), { timeout: 120_000 }).toBe(1);
    expect(await associationCount(number, { kind: "attach" })).toBe(1);
    expect(await assessmentsOf(number)).toHaveLength(1);
    expect(await storedPhotos(number)).toHaveLength(6);
  },
);
