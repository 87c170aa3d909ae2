// A phone passed between drivers (decision 120): driver A attaches a trailer with an assessment
// and its photos, and logs out; driver B signs in on the same phone, through the sign-in screens
// (the page is not reloaded). Nothing of A's can be read: not on B's screens, not in localStorage,
// not in any IndexedDB database of the app's (read in the page itself). Each driver and the
// trailer are made for the test (decision 116); in Spanish (decision 131).
import { expect, type Page, test } from "@playwright/test";
import { assess } from "#tests/e2e/support/assessment.ts";
import { translator } from "#tests/e2e/support/catalogs.ts";
import { showSticker } from "#tests/e2e/support/fake-camera.ts";
import { makeFixture, onlyTrailer } from "#tests/e2e/support/fixtures.ts";
import { takeSixPhotos } from "#tests/e2e/support/photos.ts";
import { openJob } from "#tests/e2e/support/recent-work.ts";
import { signedInAs, signIn } from "#tests/e2e/support/sign-in.ts";
import { languages } from "#tests/e2e/support/text.ts";

/** The demo yard (README, Demo data): the fixture's trailers stand there. */
const YARD = { latitude: 33.4255, longitude: -112.02, accuracy: 10 };
test.use({ geolocation: YARD, permissions: ["geolocation", "camera"] });

/**
 * What the page keeps: every localStorage item, and every record of every IndexedDB store but
 * Workbox's expiry bookkeeping of the app's own files, which the service worker writes whenever
 * it caches a file on demand (decision 130) and which holds only a URL under /assets/ and a time;
 * `assetsOnly` checks that.
 */
function readPhoneStorage(page: Page) {
  return page.evaluate(async () => {
    const items = Object.fromEntries(Object.entries(localStorage));
    const records: Record<string, unknown[]> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      if (name === "workbox-expiration") {
        const urls = await new Promise<string[]>((resolve, reject) => {
          const opening = indexedDB.open(name);
          opening.onsuccess = () => {
            const database = opening.result;
            const [store] = [...database.objectStoreNames];
            if (store === undefined) return resolve([]);
            const reading = database.transaction(store).objectStore(store).getAll();
            reading.onsuccess = () => resolve(reading.result.map((r: { url: string }) => r.url));
            reading.onerror = () => reject(reading.error);
          };
          opening.onerror = () => reject(opening.error);
        });
        records.assetsOnly = urls.filter((url) => !new URL(url).pathname.startsWith("/assets/"));
        continue;
      }
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      for (const store of database.objectStoreNames) {
        records[`${name}/${store}`] = await new Promise<unknown[]>((resolve, reject) => {
          const reading = database.transaction(store).objectStore(store).getAll();
          reading.onsuccess = () =>
            resolve(reading.result.map((r) => (r instanceof ArrayBuffer ? `${r.byteLength} bytes` : r)));
          reading.onerror = () => reject(reading.error);
        });
      }
      database.close();
    }
    return { items, records };
  });
}

test(
  "a shared phone: after driver A logs out, driver B signs in and finds nothing of A's",
  { tag: "@es" },
  async ({ page }, info) => {
    test.setTimeout(180_000);
    const { t, mine } = languages(info);
    const tr = await translator(mine);
    const comment = mine === "es" ? "Llanta ponchada, conductor A" : "Flat tire, driver A";
    const driverA = await makeFixture();
    const number = onlyTrailer(driverA).trailerNumber;
    const driverB = await makeFixture({ trailers: 0 });

    // Driver A attaches the trailer with a flat tire and six photos, and it all goes.
    await signedInAs(page, driverA.mobileNumber, t.manageTrailer);
    showSticker(`HQR-${number}`);
    await page.getByRole("link", { name: tr("Attach a trailer") }).click();
    await expect(
      page.getByRole("heading", {
        name: tr("Take possession of trailer {trailerNumber}", { trailerNumber: number }),
      }),
      // The trailer's check goes to the reference API: on a busy machine, a few seconds.
    ).toBeVisible({ timeout: 20_000 });
    await page.getByRole("radio", { name: tr("Loaded trailer") }).check();
    await page.getByRole("checkbox", { name: tr("No seal on this trailer") }).check();
    await page.getByRole("button", { name: tr("Continue") }).click();
    await assess(page, tr, number, { flatTire: true, comment });
    await expect(page.getByRole("heading", { name: tr("Take photos of each side") })).toBeVisible();
    await takeSixPhotos(page, tr);
    await page.getByRole("button", { name: tr("Attach trailer") }).click();
    // The attach is sent before Manage trailer: on a busy machine, seconds.
    await expect(page.getByRole("heading", { name: t.manageTrailer })).toBeVisible({ timeout: 30_000 });
    const job = await openJob(page, tr, tr("Attach trailer {trailer}", { trailer: number }));
    await expect(job.getByText(tr("Sent"), { exact: true })).toHaveCount(8, { timeout: 60_000 });
    // A's copy of the attach, its thumbnails and their details are on the phone.
    const before = await readPhoneStorage(page);
    expect(JSON.stringify(before.items)).toContain(driverA.mobileNumber);
    expect(JSON.stringify(before.records)).toContain(comment);

    // A logs out: nothing is waiting, so no question.
    await page.getByRole("button", { name: t.menu }).click();
    await page.getByRole("menuitem", { name: t.logOut }).click();
    await expect(page.getByRole("heading", { name: t.signIn })).toBeVisible();
    const afterLogOut = await readPhoneStorage(page);
    for (const key of Object.keys(afterLogOut.items)) {
      expect(["hitch:locale", "hitch:loggedOut", "hitch:signOutPending"]).toContain(key);
    }
    expect(Object.values(afterLogOut.records).flat()).toEqual([]);

    // B signs in on the same page, through the screens.
    await signIn(page, t, driverB.mobileNumber);
    const afterB = await readPhoneStorage(page);
    const kept = JSON.stringify(afterB);
    expect(kept).not.toContain(driverA.mobileNumber);
    expect(kept).not.toContain(comment);
    expect(Object.values(afterB.records).flat()).toEqual([]);
    // B's screens show none of A's work: no recent work, no copy of A's attach.
    await expect(
      page.getByText(tr("Attach trailer {trailer}", { trailer: number }), { exact: true }),
    ).toHaveCount(0);
    await expect(
      page.getByRole("link", {
        name: tr("Condition report: attach of trailer {trailer}", { trailer: number }),
      }),
    ).toHaveCount(0);
    const text = (await page.locator("body").textContent()) ?? "";
    expect(text).not.toContain(comment);
    expect(text).not.toContain(driverA.mobileNumber);
    await page.screenshot({ path: info.outputPath("driver-b.png"), fullPage: true });
  },
);
