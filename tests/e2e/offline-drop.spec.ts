// A drop where there is no signal (decision 104), on a phone: the driver holds a trailer, the
// signal goes, Detach is tapped and certified; the drop is kept on the phone with its time and
// place, Manage trailer says the trailer is detached on this phone (and never says "Attached now"
// again, across a reload offline: decision 105); the signal comes back and the reference API holds
// one detach. In English (decision 131); its driver and trailer are made for it.

import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { translator } from "#tests/e2e/support/catalogs.ts";
import { makeFixture, onlyTrailer } from "#tests/e2e/support/fixtures.ts";
import { associationCount } from "#tests/e2e/support/records.ts";
import { expectAccessible } from "#tests/e2e/support/screen-audit.ts";
import { untilServiceWorkerControls } from "#tests/e2e/support/service-worker.ts";
import { signedInAs } from "#tests/e2e/support/sign-in.ts";
import { languages } from "#tests/e2e/support/text.ts";
import { APP_URL } from "#tests/e2e/support/urls.ts";

/** The demo yard (README, Demo data): the seeded trailers stand within a few hundred feet. */
const YARD = { latitude: 33.4255, longitude: -112.02, accuracy: 10 };
test.use({ geolocation: YARD, permissions: ["geolocation"] });

/**
 * The driver takes the trailer through the app's own route (the session's cookie), as the outbox
 * would send it: one sign-in, so no second code asked for the same phone.
 */
async function attachThroughTheApp(page: Page, number: string) {
  const answer = await page.request.post(`${APP_URL}/api/associations/attach`, {
    headers: { origin: APP_URL },
    data: {
      trailer: { trailerId: `${number}-knight` },
      location: { lat: YARD.latitude, lng: YARD.longitude, accuracy: YARD.accuracy },
      eventTime: new Date().toISOString(),
      idempotencyKey: randomUUID(),
      loadTrailerStatus: "loadedTrailer",
      certified: true,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * Notes, in the tab's session storage, whether `text` is ever on screen once watching has started:
 * across reloads, from the first frame of each page.
 */
async function watchForText(page: Page, text: string) {
  await page.addInitScript((watched) => {
    const look = () => {
      if (sessionStorage.getItem("e2e:watching") !== "1") return;
      if (document.body?.textContent.includes(watched)) sessionStorage.setItem("e2e:seen", "1");
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  }, text);
  return {
    start: () => page.evaluate(() => sessionStorage.setItem("e2e:watching", "1")),
    seen: () => page.evaluate(() => sessionStorage.getItem("e2e:seen") === "1"),
  };
}

test(
  "a trailer dropped with no signal is kept, shown detached on this phone, and sent once",
  { tag: "@en" },
  async ({ page, context }, info) => {
    const tr = await translator(languages(info).mine);
    const fixture = await makeFixture();
    const number = onlyTrailer(fixture).trailerNumber;
    const attachedNow = tr("Attached now: trailer <0>{attachedNumber}</0>", { attachedNumber: number });
    const watch = await watchForText(page, attachedNow);
    await signedInAs(page, fixture.mobileNumber, tr("Manage trailer"));
    // The driver holds the trailer on the order.
    await attachThroughTheApp(page, number);
    await page.reload();
    await expect(page.getByText(attachedNow)).toBeVisible();
    // The app opens from the phone once the service worker controls it.
    await untilServiceWorkerControls(page);

    await context.setOffline(true);
    const detachIt = tr("Detach trailer {trailerNumber}", { trailerNumber: number });
    await page.getByRole("button", { name: detachIt }).click();
    await expect(page.getByRole("heading", { name: detachIt })).toBeVisible();
    await expect(
      page.getByText(
        tr(
          "No signal to check this trailer. Your detach is kept on this phone with its time and place, and sent when there is signal; the carrier checks it then.",
        ),
      ),
    ).toBeVisible();
    // Nothing blocks the drop: no No Service dialog.
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await page.getByRole("radio", { name: tr("Yes, I am dropping it here") }).check();
    await page
      .getByRole("checkbox", { name: tr("I certify that I reported all damage to this trailer.") })
      .check();
    // Loaded: the seal is asked with no signal too (decision 141).
    await page.getByRole("textbox", { name: tr("Seal number") }).fill("123456");
    await expectAccessible(page, "Detach with no signal");
    await watch.start();
    await page.getByRole("button", { name: tr("Detach trailer"), exact: true }).click();

    await expect(page.getByRole("heading", { name: tr("Manage trailer") })).toBeVisible();
    // Offline, the one offline line counts it (decision 107); the Trailer card and the order's slot
    // both say it is detached on this phone.
    await expect(page.getByText(new RegExp(`^${tr("No Service")} · 1 `)).first()).toBeVisible();
    const detachedOnPhone = page.getByText(tr("Detached on this phone · waiting to be sent"));
    await expect(detachedOnPhone.first()).toBeVisible();
    await expect(page.getByRole("button", { name: detachIt })).toHaveCount(0);
    await expectAccessible(page, "Manage trailer, a drop waiting");
    await page.screenshot({ path: info.outputPath("detached-on-this-phone.png"), fullPage: true });

    // Opened again with no signal: the first screen says the same, the drop still waits, and the
    // carrier's standing notice (the demo yard's, logistics-api/seed/seed.sql) is still up.
    await page.reload();
    await expect(page.getByRole("heading", { name: tr("Manage trailer") })).toBeVisible();
    await expect(detachedOnPhone.first()).toBeVisible();
    await expect(
      page.getByRole("region", { name: tr("Notices") }).getByText("Demo yard gate 3 is closed for repaving."),
    ).toBeVisible();
    expect(await associationCount(number, { kind: "detach" })).toBe(0);

    await context.setOffline(false);
    await expect.poll(() => associationCount(number, { kind: "detach" }), { timeout: 60_000 }).toBe(1);
    await expect(page.getByText(tr("No trailer is attached to this order."))).toBeVisible({
      timeout: 30_000,
    });
    await expect(detachedOnPhone).toHaveCount(0);
    expect(await associationCount(number, { kind: "detach" })).toBe(1);
    // From the drop on, the screen never said the trailer was still attached.
    expect(await watch.seen()).toBe(false);
  },
);
