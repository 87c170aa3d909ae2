// What the driver needs is on the screen they hold (decision 107): on each workflow step of a
// 390×844 phone, with the carrier's standing notice shown (the reference API's active persistent
// alert, logistics-api/seed/seed.sql), online and with no signal, the step's heading, its primary
// action and the latest error are inside the viewport without scrolling. One driver per language
// walks Manage trailer, the scanner pointed at a sticker that is not Hitch's, manual entry, take
// possession, the assessment, the photos step, its six views (before and after a photo) and
// their check, and the detach (it attaches a trailer of its own and drops it again, so its lane's
// order is left as it was).
import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { translator } from "#tests/e2e/support/catalogs.ts";
import { showSticker } from "#tests/e2e/support/fake-camera.ts";
import { apiDriver } from "#tests/e2e/support/finder.ts";
import { makeFixture, onlyTrailer } from "#tests/e2e/support/fixtures.ts";
import { cameraJpeg, takePhoto as takeViewPhoto } from "#tests/e2e/support/photos.ts";
import { expectAccessible } from "#tests/e2e/support/screen-audit.ts";
import { signedInAs } from "#tests/e2e/support/sign-in.ts";
import { languages } from "#tests/e2e/support/text.ts";

type Tr = Awaited<ReturnType<typeof translator>>;

/** The demo yard (README, Demo data): the seeded trailers stand within a few hundred feet. */
const YARD = { latitude: 33.4255, longitude: -112.02, accuracy: 10 };
test.use({ geolocation: YARD, permissions: ["geolocation", "camera"] });

/**
 * `signIn`, once the code texted at this test's sign-in may be followed by another: the reference
 * API makes a phone wait before it texts again (its 429 says how long).
 */
async function afterCodeCooldown<T>(signIn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await signIn();
    } catch (error) {
      const wait = /"retryAfterSeconds":(\d+)/.exec(String(error))?.[1];
      if (wait === undefined || attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, (Number(wait) + 1) * 1000));
    }
  }
}

/** Whether a tap at the middle of `control` reaches it (or its label), not something drawn over it. */
function uncovered(control: Locator): Promise<boolean> {
  return control.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    const target = el.closest("label") ?? el;
    return hit !== null && (target === hit || target.contains(hit));
  });
}

/** Each of `parts` wholly on the screen, without scrolling. */
async function inView(page: Page, step: string, parts: Locator[]) {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const part of parts) await expect(part, step).toBeInViewport({ ratio: 1 });
}

/**
 * The step checked as it is, then with no signal: the offline line is drawn above the step (one
 * line, decision 107) and what the driver needs is still in view; then the signal back.
 */
async function onlineAndOffline(
  page: Page,
  context: BrowserContext,
  tr: Tr,
  step: string,
  parts: () => Locator[],
) {
  await inView(page, `${step}, online`, parts());
  await context.setOffline(true);
  await expect(page.locator(".offline-line")).toBeVisible();
  // One No Service on the screen: no banner, sync line or note stacked beside the line.
  await expect(page.getByText(tr("No Service"))).toHaveCount(1);
  await inView(page, `${step}, offline`, parts());
  await context.setOffline(false);
  await expect(page.locator(".offline-line")).toHaveCount(0);
}

test("each workflow step's heading, main action and latest error are in view, online and offline, under the carrier's notice", async ({
  page,
  context,
}, info) => {
  test.setTimeout(180_000);
  const tr = await translator(languages(info).mine);
  // This test's driver and trailer, made for it (decision 116).
  const fixture = await makeFixture();
  const number = onlyTrailer(fixture).trailerNumber;
  const heading = (name: string) => page.getByRole("heading", { level: 1, name });
  await signedInAs(page, fixture.mobileNumber, tr("Manage trailer"));
  // The driver's other phone, signed in while this one walks the steps: its code waits out the
  // cooldown of the one just texted here, off the test's path (awaited at the detach).
  const otherPhone = afterCodeCooldown(() => apiDriver(fixture.mobileNumber));
  otherPhone.catch(() => {});
  // The carrier's standing notice is shown, folded above every screen.
  const notice = page.getByRole("region", { name: tr("Notices") });
  await expect(notice).toBeVisible();

  // Manage trailer.
  const attach = page.getByRole("link", { name: tr("Attach a trailer") });
  await onlineAndOffline(page, context, tr, "Manage trailer", () => [heading(tr("Manage trailer")), attach]);

  // The scanner, the camera pointed at a code that is not a trailer sticker.
  showSticker("https://example.com/not-a-trailer-sticker");
  await attach.click();
  await expect(heading(tr("Scan the trailer's QR code"))).toBeVisible();
  const invalid = page
    .getByRole("alert")
    .filter({ hasText: tr("Invalid QR: this code is not a trailer sticker. Scan another.") });
  await expect(invalid).toBeVisible({ timeout: 20_000 });
  const manualEntry = page.getByRole("link", { name: tr("Manual Entry") });
  await onlineAndOffline(page, context, tr, "Scanner", () => [
    heading(tr("Scan the trailer's QR code")),
    page.getByLabel(tr("Camera view")),
    invalid,
    manualEntry,
  ]);
  await expect(notice).toBeInViewport();
  await manualEntry.click();

  // Manual entry, with the error of a number left out.
  await expect(heading(tr("Enter the trailer number"))).toBeVisible();
  const complete = page.getByRole("button", { name: tr("Complete Assessment") });
  await complete.click();
  const required = page.getByText(tr("Required"), { exact: true });
  await onlineAndOffline(page, context, tr, "Manual entry", () => [
    heading(tr("Enter the trailer number")),
    complete,
    required,
  ]);
  // Offline, the lookup says No Service once: the dialog, nothing stacked under it.
  await page.getByLabel(tr("Trailer number")).fill(number);
  await context.setOffline(true);
  await complete.click();
  const noService = page.getByRole("alertdialog", { name: tr("No Service") });
  await expect(noService).toBeInViewport();
  await expect(page.getByText(tr("No Service"))).toHaveCount(1);
  await noService.getByRole("button", { name: tr("Close", {}, "No Service dialog") }).click();
  await context.setOffline(false);
  await expect(page.locator(".offline-line")).toHaveCount(0);
  await complete.click();

  // Take possession.
  const possession = heading(tr("Take possession of trailer {trailerNumber}", { trailerNumber: number }));
  // The lookup, the phone's position and the check, at the speed of a loaded machine.
  await expect(possession).toBeVisible({ timeout: 30_000 });
  const proceed = page.getByRole("button", { name: tr("Continue") });
  await onlineAndOffline(page, context, tr, "Take possession", () => [possession, proceed]);
  // Loaded asks for the seal: its fields come into view as they appear, clear of the sticky
  // Continue, with the heading still on the screen (nothing scrolled by the test).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("radio", { name: tr("Loaded trailer") }).check();
  const noSeal = page.getByRole("checkbox", { name: tr("No seal on this trailer") });
  for (const part of [possession, page.getByRole("textbox", { name: tr("Seal number") }), noSeal, proceed]) {
    await expect(part).toBeInViewport({ ratio: 1 });
  }
  await expect(uncovered(noSeal), "the No seal box is not under the sticky Continue").resolves.toBe(true);
  await noSeal.check();
  await proceed.click();

  // The assessment, and the error of a Submit with nothing marked, where the driver tapped.
  const assess = heading(tr("Assess trailer {trailerNumber}", { trailerNumber: number }));
  await expect(assess).toBeVisible({ timeout: 30_000 });
  const markAll = page.getByRole("button", { name: tr("Mark all as good") });
  await onlineAndOffline(page, context, tr, "Assessment", () => [assess, markAll]);
  const submit = page.getByRole("button", { name: tr("Submit assessment") });
  await submit.click();
  await expect(page.getByText(tr("Mark every part good or damaged."), { exact: true })).toBeInViewport();
  await markAll.click();
  await submit.click();

  // The photos step.
  const photos = heading(tr("Take photos of each side"));
  // The step waits a while for the assessment's answer before going on (submitWrite, outbox/app-outbox.ts).
  await expect(photos).toBeVisible({ timeout: 30_000 });
  const start = page.getByRole("link", { name: tr("Start with the trailer front") });
  await onlineAndOffline(page, context, tr, "Photos", () => [photos, start]);

  // A photo view: where to stand drawn, and the camera's button, under the heading.
  await start.click();
  const firstView = heading(
    tr("Photo {number} of {total}: {label}", { number: "1", total: "6", label: tr("Trailer front") }),
  );
  await expect(firstView).toBeVisible();
  // The thumb presses the input's label, drawn as the button.
  const takePhoto = page.locator("label.camera-button", { has: page.getByLabel(tr("Take photo")) });
  await onlineAndOffline(page, context, tr, "Photo view", () => [firstView, takePhoto]);
  // The photo taken: it takes the button's place, and Next photo stays in view below it.
  await page.getByLabel(tr("Take photo")).setInputFiles({
    name: "IMG_1000.jpg",
    mimeType: "image/jpeg",
    buffer: await cameraJpeg(page, 0),
  });
  const label = tr("Trailer front");
  await expect(page.getByRole("img", { name: tr("Your photo: {label}", { label }) })).toBeVisible({
    timeout: 20_000,
  });
  const nextPhoto = page.getByRole("link", { name: tr("Next photo") });
  // The photo just taken is in view too, above the sticky Next: the driver checks it there.
  const taken = page.getByRole("img", { name: tr("Your photo: {label}", { label }) });
  await onlineAndOffline(page, context, tr, "Photo view, photo taken", () => [firstView, taken, nextPhoto]);
  expect(await uncovered(taken), "the photo taken, not under the sticky Next").toBe(true);
  expect(await uncovered(nextPhoto), "Next photo, tapped where it is drawn").toBe(true);
  // The other five views, whose words run longer in Spanish: the camera's button in view on each.
  for (const index of [1, 2, 3, 4, 5]) {
    await page.getByRole("link", { name: tr("Next photo") }).click();
    await inView(page, `Photo view ${index + 1}`, [takePhoto]);
    await takeViewPhoto(page, tr, index);
  }
  // The six photos looked over: Continue stays in view below them, and an unticked confirmation is
  // said beside it.
  await page.getByRole("link", { name: tr("Check the photos") }).click();
  const confirmPhotos = page.getByRole("button", { name: tr("Continue") });
  await confirmPhotos.click();
  await inView(page, "Roadworthy confirmation", [
    heading(tr("Roadworthy confirmation")),
    confirmPhotos,
    page.getByText(tr("Tick the confirmation above.")),
  ]);

  // The detach of a trailer the driver holds (attached from another phone), with its error.
  const elsewhere = await otherPhone;
  await elsewhere.attach(`${number}-knight`, "loadedTrailer", {
    lat: YARD.latitude,
    lon: YARD.longitude,
    accuracy: YARD.accuracy,
  });
  await page.goto("/manageTrailer");
  await page
    .getByRole("button", { name: tr("Detach trailer {attachedNumber}", { attachedNumber: number }) })
    .click();
  const detach = heading(tr("Detach trailer {trailerNumber}", { trailerNumber: number }));
  await expect(detach).toBeVisible({ timeout: 30_000 });
  const detachNow = page.getByRole("button", { name: tr("Detach trailer"), exact: true });
  await detachNow.click();
  await onlineAndOffline(page, context, tr, "Detach", () => [
    detach,
    detachNow,
    page.getByText(tr("Required"), { exact: true }),
  ]);
  await page
    .getByRole("checkbox", { name: tr("I certify that I reported all damage to this trailer.") })
    .check();
  // The trailer is loaded: the quick drop asks its seal (decision 141), a screen below; its error is
  // said beside the action, which stays in view.
  await detachNow.click();
  await inView(page, "Detach, the seal unanswered", [
    detachNow,
    page.getByText(tr("Check the seal number above.")),
  ]);
  await expectAccessible(page, "Detach with the seal");
  // Focused as a tap focuses it, the seal's field is scrolled clear of the sticky action, not left
  // half under it (the page's scroll padding).
  const sealField = page.getByRole("textbox", { name: tr("Seal number") });
  await page.evaluate(() => window.scrollTo(0, 0));
  await sealField.evaluate((field: HTMLInputElement) => field.focus());
  const field = await sealField.boundingBox();
  const action = await page.locator(".step-action").boundingBox();
  expect(field!.y + field!.height).toBeLessThanOrEqual(action!.y);
  await sealField.fill("123456");
  await detachNow.click();
  await expect(heading(tr("Manage trailer"))).toBeVisible({ timeout: 30_000 });
  // Recorded, whether the tap's answer came on the screen ("Detached from trailer") or, the signal
  // just back, the write was kept and sent a moment later (its alert then closed).
  await expect(page.getByText(tr("No trailer is attached to this order."))).toBeVisible();
});
