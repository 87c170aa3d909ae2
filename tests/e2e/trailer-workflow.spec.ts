// The trailer workflow (decision 044) as a driver meets it on a phone: the rear camera
// (Chromium's fake camera filming a seeded trailer's sticker) or the typed
// number, the system's answer with the trailer's own reason, proof of presence,
// the slot, the assessment and the six photos (decisions 051, 053), the write through the
// outbox. The phone stands at the demo yard.
// Each test has a driver and a trailer of its own (logistics-api/README.md, Demo data), per language.
// Each test runs once, in the language its tag names (decisions 080 and 131), signed in
// without the sign-in screens: the scan, the tour of the attach's screens, each audited,
// in Spanish (the longer words); the whole job in English is the shared report's.
import { expect, type Page, type TestInfo, test } from "@playwright/test";
import type { FixtureRequest } from "#shared/dev-fixtures.ts";
import { assess, type Tr } from "#tests/e2e/support/assessment.ts";
import { translator } from "#tests/e2e/support/catalogs.ts";
import { showSticker } from "#tests/e2e/support/fake-camera.ts";
import { apiDriver } from "#tests/e2e/support/finder.ts";
import { makeFixture } from "#tests/e2e/support/fixtures.ts";
import { nextView, takePhoto, takeSixPhotos, VIEWS } from "#tests/e2e/support/photos.ts";
import { openJob } from "#tests/e2e/support/recent-work.ts";
import { assessmentsOf, associationCount, storedPhotos } from "#tests/e2e/support/records.ts";
import { expectAccessible, expectReflowAtDoubleText } from "#tests/e2e/support/screen-audit.ts";
import { untilServiceWorkerControls } from "#tests/e2e/support/service-worker.ts";
import { signedInAs } from "#tests/e2e/support/sign-in.ts";
import { languages } from "#tests/e2e/support/text.ts";
import { APP_URL } from "#tests/e2e/support/urls.ts";
import { tapWrite } from "#tests/e2e/support/write-tap.ts";
import { DAMAGE_CATEGORIES } from "#web/config/assessment-screens.ts";

/** The demo yard (README, Demo data): the seeded trailers stand within a few hundred feet. */
const YARD = { latitude: 33.4255, longitude: -112.02, accuracy: 10 };
test.use({ geolocation: YARD, permissions: ["geolocation", "camera"] });

/** A driver and a trailer made for the test (decision 116), signed in on `landing`. */
async function setUp(page: Page, info: TestInfo, request: FixtureRequest = {}, landing = "Manage trailer") {
  const tr = await translator(languages(info).mine);
  const fixture = await makeFixture(request);
  await signedInAs(page, fixture.mobileNumber, tr(landing));
  return { tr, fixture, number: fixture.trailers[0]?.trailerNumber ?? "" };
}

/**
 * Opens the scanner from Manage trailer with the camera filming `sticker`; the caller sees where the
 * code leads. Audited when asked, first with nothing in front of the camera: the scanner reads a
 * sticker within moments of opening (decision 089) and would be gone mid-audit.
 */
async function scan(page: Page, tr: Tr, sticker: string, audit = false) {
  const attach = page.getByRole("link", { name: tr("Attach a trailer") });
  if (audit) {
    showSticker(null);
    await attach.click();
    await expect(page.getByRole("heading", { name: tr("Scan the trailer's QR code") })).toBeVisible();
    await expectAccessible(page);
    await page.goBack();
  }
  // The camera reads its film anew each time it opens.
  showSticker(sticker);
  await attach.click();
}

test(
  "scan a healthy trailer's sticker, pick its status, attach, then the drop beside the pickup",
  { tag: "@es" },
  async ({ page }, info) => {
    // Six photos each way and every screen audited twice (two themes): long on two busy cores.
    test.setTimeout(300_000);
    const { tr, number } = await setUp(page, info);
    // The sticker holds this app's own trailer URL.
    await scan(page, tr, `${APP_URL}/trailers/HQR-${number}`, true);
    await expect(
      page.getByRole("heading", {
        name: tr("Take possession of trailer {trailerNumber}", { trailerNumber: number }),
      }),
    ).toBeVisible();
    await expectAccessible(page);
    // The loaded trailer's seal (decision 123): asked once Loaded is chosen, the step's heading and
    // Continue still on the phone's screen; it goes to the carrier in the assessment's comment.
    await page.getByRole("radio", { name: tr("Loaded trailer") }).check();
    await page.getByRole("textbox", { name: tr("Seal number") }).fill("123456");
    await expectAccessible(page, "Take possession with the seal");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(
      page.getByRole("heading", {
        name: tr("Take possession of trailer {trailerNumber}", { trailerNumber: number }),
      }),
    ).toBeInViewport();
    await expect(page.getByRole("button", { name: tr("Continue") })).toBeInViewport();
    await page.getByRole("button", { name: tr("Continue") }).click();
    await expect(
      page.getByRole("heading", { name: tr("Assess trailer {trailerNumber}", { trailerNumber: number }) }),
    ).toBeVisible();
    // Every damage layout: each place a named checkbox a thumb can hit.
    for (const screen of DAMAGE_CATEGORIES) {
      await page.goto(`/trailers/trailerAssessment/${screen}`);
      await expect(page.getByRole("checkbox").first()).toBeVisible();
      await expectAccessible(page);
    }
    await page.goto("/trailers/trailerAssessment/attach?resetAssessment=true");
    await assess(page, tr, number, { flatTire: true, audit: true });
    // The Photos step: each view's screen audited, where to stand drawn until its photo takes the place.
    await expect(page.getByRole("heading", { name: tr("Take photos of each side") })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: tr("Start with the trailer front") }).click();
    for (const index of VIEWS.keys()) {
      await expect(page.locator("svg.where-to-stand")).toBeVisible();
      await takePhoto(page, tr, index);
      await expect(page.locator("svg.where-to-stand")).toHaveCount(0);
      await expectAccessible(page);
      if (index === 0) {
        await expectReflowAtDoubleText(
          page,
          page.getByRole("link", { name: tr("Next photo") }),
          "A photo's view",
        );
      }
      if (index === VIEWS.length - 1) {
        await page.getByRole("link", { name: tr("Check the photos") }).click();
        await expect(page.getByRole("heading", { name: tr("Roadworthy confirmation") })).toBeVisible();
        await expectAccessible(page);
        await page.screenshot({ path: info.outputPath("roadworthy.png"), fullPage: true });
        await page.goBack();
      }
      await nextView(page, tr, index);
    }
    await expect(
      page.getByRole("heading", { name: tr("Confirm trailer {trailerNumber}", { trailerNumber: number }) }),
    ).toBeVisible();
    expect(await assessmentsOf(number)).toHaveLength(1);
    await tapWrite(page, tr, page.getByRole("button", { name: tr("Attach trailer") }));
    // Recorded, whether the tap's answer came on the screen ("Attached to trailer") or, on a busy
    // machine, the write was kept and sent a moment later (its alert then closed).
    await expect(
      page.getByText(tr("Attached now: trailer <0>{attachedNumber}</0>", { attachedNumber: number })),
    ).toBeVisible();
    expect(await associationCount(number)).toBe(1);
    await expect.poll(async () => (await storedPhotos(number)).length, { timeout: 30_000 }).toBe(6);
    await page.screenshot({ path: info.outputPath("attached.png"), fullPage: true });
    const [stored] = await assessmentsOf(number);
    expect(stored?.items.map((item) => item.comment)).toContain("Seal 123456");

    // The driver's copy (decision 054): opened from Manage trailer, audited, printed to a PDF.
    const copy = tr("Condition report: attach of trailer {trailer}", { trailer: number });
    // The link's name is the report's and its time: the name given here is a part of it.
    await page.getByRole("link", { name: copy }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Trailer condition report/ })).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByText("Flat tire on the rear axle")).toBeVisible();
    // The seal in the record's English, and in the driver's language beside it.
    await expect(page.getByText("Seal 123456", { exact: true })).toBeVisible();
    await expect(page.locator(".copy-photo img")).toHaveCount(6);
    await expect(page.locator(".copy-photo .copy-state-done")).toHaveCount(6);
    await page.screenshot({ path: info.outputPath("drivers-copy.png"), fullPage: true });
    // Printed from a phone in its dark theme: the copy on paper is still dark on white.
    await page.emulateMedia({ media: "print", colorScheme: "dark" });
    await expect(page.getByRole("button", { name: tr("Print or save as PDF") })).toBeHidden();
    const printed = await page.evaluate(() => {
      const style = (element: Element) => getComputedStyle(element);
      const heading = document.querySelector("h1");
      return [style(document.documentElement).backgroundColor, heading && style(heading).color];
    });
    expect(printed).toEqual(["rgb(255, 255, 255)", "rgb(11, 31, 51)"]);
    await expect(page.getByRole("heading", { level: 1, name: /Trailer condition report/ })).toBeVisible();
    const pdf = await page.pdf({
      path: info.outputPath("drivers-copy.pdf"),
      format: "Letter",
      printBackground: true,
    });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    await page.emulateMedia({ media: "screen", colorScheme: "light" });

    // The drop on the same phone (decision 127): beside each category what the pickup recorded;
    // Same as at pickup fills the answers, each confirmed; what changed listed; the pickup's photo
    // beside the camera, the step's heading and camera in view.
    await page.goto("/manageTrailer");
    await page
      .getByRole("button", { name: tr("Detach trailer {attachedNumber}", { attachedNumber: number }) })
      .click();
    await page.getByRole("link", { name: tr("Full detach assessment") }).click();
    await expect(
      page.getByRole("heading", { name: tr("Assess trailer {trailerNumber}", { trailerNumber: number }) }),
    ).toBeVisible();
    const tires = page.getByRole("group", { name: tr("Tires and wheels") });
    await expect(tires.getByText(tr("At pickup: Damaged"))).toBeVisible();
    await expect(tires.getByText("Flat tire on the rear axle")).toBeVisible();
    await page.getByRole("button", { name: tr("Same as at pickup") }).click();
    const confirms = page.getByRole("button", {
      name: new RegExp(`^${tr("Confirm {categoryName}", { categoryName: "" })}`),
    });
    await expect(confirms).toHaveCount(7);
    await expectAccessible(page, "The drop's assessment filled as at pickup, to confirm");
    for (let left = 7; left > 0; left--) await confirms.first().click();
    await expect(confirms).toHaveCount(0);
    await page.getByRole("textbox", { name: tr("Seal number") }).fill("123456");
    const changes = page.getByRole("region", { name: tr("What changed since pickup") });
    await expect(changes.getByText(tr("Seal: the same as at pickup."))).toBeVisible();
    await page.screenshot({ path: info.outputPath("drop-beside-pickup.png"), fullPage: true });
    await page.getByRole("button", { name: tr("Submit assessment") }).click();
    await page.getByRole("link", { name: tr("Start with the trailer front") }).click();
    const front = tr("Trailer front");
    const atPickup = page.getByRole("img", { name: tr("At pickup: {label}", { label: front }) });
    await expect(atPickup).toBeVisible();
    await expect
      .poll(() => atPickup.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await expect(
      page.getByRole("heading", {
        name: tr("Photo {number} of {total}: {label}", { number: "1", total: "6", label: front }),
      }),
    ).toBeInViewport();
    await expect(page.locator("label.camera-button")).toBeInViewport();
    await expectAccessible(page, "A view with the pickup's photo");
    await page.screenshot({ path: info.outputPath("drop-photo-beside-pickup.png") });
    await takePhoto(page, tr, 0);
    // The drop's own photo beside the pickup's, each half the width.
    await expect(atPickup).toBeVisible();
    await expect(page.locator(".photo-beside img")).toHaveCount(2);
    await page.screenshot({ path: info.outputPath("drop-photo-taken-beside-pickup.png"), fullPage: true });
    // The next view, whose words run longer in Spanish: the camera, beside the pickup's photo, whole
    // on the screen (decision 107).
    await page.getByRole("link", { name: tr("Next photo") }).click();
    await expect(
      page.getByRole("img", { name: tr("At pickup: {label}", { label: tr(VIEWS[1]!) }) }),
    ).toBeVisible();
    await expect(page.locator("label.camera-button")).toBeInViewport({ ratio: 1 });
  },
);

test(
  "a loaded trailer's seal: asked, kept through a reload, stored in the assessment's comment",
  { tag: "@en" },
  async ({ page }, info) => {
    // Decision 123: the record's words are English whatever the screen's.
    const { tr, number } = await setUp(page, info);
    await page.getByRole("link", { name: tr("Enter the number instead") }).click();
    await page.getByLabel(tr("Trailer number")).fill(number);
    await page.getByRole("button", { name: tr("Complete Assessment") }).click();
    await page.getByRole("radio", { name: tr("My empty trailer for the shipper") }).check();
    await expect(page.getByRole("textbox", { name: tr("Seal number") })).toHaveCount(0);
    await page.getByRole("radio", { name: tr("Loaded trailer") }).check();
    await page.getByRole("button", { name: tr("Continue") }).click();
    await expect(page.getByText(tr("Type the seal number, or choose No seal."))).toBeVisible();
    await page.getByRole("textbox", { name: tr("Seal number") }).fill("12 3456");
    await page.reload();
    await expect(page.getByRole("textbox", { name: tr("Seal number") })).toHaveValue("12 3456");
    await page.getByRole("button", { name: tr("Continue") }).click();
    await assess(page, tr, number);
    await expect
      .poll(async () => (await assessmentsOf(number)).map((a) => a.items.map((item) => item.comment)), {
        timeout: 30_000,
      })
      .toEqual([["Seal 123456"]]);
  },
);

test(
  "scan a stolen, a reserved and a red-tagged trailer: each one's own reason; an unknown sticker reported",
  {
    tag: "@es",
  },
  async ({ page }, info) => {
    // This driver's phone has no WebCodecs (an iPhone before iOS 16.4): the scanner reads the camera's
    // pixels on the page instead of handing frames to its worker. The first test scans with WebCodecs.
    await page.addInitScript(() => Reflect.deleteProperty(window, "VideoFrame"));
    const { tr } = await setUp(page, info, { trailers: 0 });
    const cases = [
      ["HQR-400203", "This trailer is reported stolen."],
      ["HQR-400207", "This trailer is pre-assigned to an asset driver."],
      [
        "HQR-400201",
        "This trailer is damaged and awaiting repairs: another driver or the shop marked it unsafe.",
      ],
    ] as const;
    for (const [sticker, reason] of cases) {
      await page.goto("/manageTrailer");
      await scan(page, tr, sticker);
      await expect(page.getByRole("heading", { name: tr("Trailer Unavailable") })).toBeVisible();
      await expect(page.getByText(tr(reason))).toBeVisible();
      for (const [, other] of cases.filter(([s]) => s !== sticker)) {
        await expect(page.getByText(tr(other))).toHaveCount(0);
      }
    }
    await page.screenshot({ path: info.outputPath("red-tagged.png"), fullPage: true });
    await expectAccessible(page);

    // A sticker that maps to no trailer: reported, then on with the number.
    showSticker("HQR-NOTRAILER");
    await page.getByRole("link", { name: tr("Scan Another Trailer") }).click();
    await expect(page.getByRole("heading", { name: tr("Invalid QR") })).toBeVisible();
    await expectAccessible(page, "Invalid QR");
    await page.getByRole("link", { name: tr("Report this sticker") }).click();
    await expect(
      page.getByRole("heading", { name: tr("This trailer's QR code isn't working") }),
    ).toBeVisible();
    await expectAccessible(page, "Report the sticker");
    await page.getByLabel(tr("Trailer number")).fill("400101");
    await page.getByRole("button", { name: tr("Report and continue") }).click();
    await expect(
      page.getByText(tr("Thank you: the sticker was reported. Now continue with the trailer number.")),
    ).toBeVisible();
    await expect(page.getByLabel(tr("Trailer number"))).toHaveValue("400101");
  },
);

test(
  "the previous order's trailer: still using it, not near it, then detach it",
  { tag: "@en" },
  async ({ page }, info) => {
    // Signed in, the driver is asked about it straight away.
    const { tr, fixture } = await setUp(
      page,
      info,
      { trailers: 0, heldFromPreviousOrder: true },
      "Are you still attached?",
    );
    const number = fixture.heldFromPreviousOrder!.trailerNumber;
    await expect(page.getByText(number, { exact: true })).toBeVisible();
    await expectAccessible(page, "Attached from a previous order");
    await page.getByRole("button", { name: tr("I am still using it") }).click();
    await expect(page.getByRole("heading", { name: tr("Are you still near the trailer?") })).toBeVisible();
    await expectAccessible(page, "Still near the trailer?");
    await page.getByRole("button", { name: tr("No") }).click();
    await expect(
      page.getByText(
        tr(
          "A detach must be reported at the time you drop the trailer. Not doing so leads to disqualification from Power Only loads.",
        ),
      ),
    ).toBeVisible();
    await expectAccessible(page, "Away from the trailer");
    await page.getByRole("button", { name: tr("Back") }).click();
    await page.getByRole("button", { name: tr("Detach it") }).click();
    await expect(
      page.getByRole("heading", { name: tr("Detach trailer {trailerNumber}", { trailerNumber: number }) }),
    ).toBeVisible();
    await page.getByRole("button", { name: tr("Detach trailer") }).click();
    await expect(page.getByText(tr("Required"))).toBeVisible();
    await expectAccessible(page, "Detach with its error");
    await page
      .getByRole("checkbox", { name: tr("I certify that I reported all damage to this trailer.") })
      .check();
    await tapWrite(page, tr, page.getByRole("button", { name: tr("Detach trailer") }));
    await expect(page.getByText(tr("Detached from trailer"))).toBeVisible();
    expect(await associationCount(number, { kind: "detach" })).toBe(1);
  },
);

test.describe("with location denied", () => {
  test.use({ permissions: [] });

  test(
    "manual entry: the plate read off the trailer proves the driver is there",
    { tag: "@es" },
    async ({ page }, info) => {
      const { tr, number } = await setUp(page, info);
      await page.getByRole("link", { name: tr("Enter the number instead") }).click();
      await page.getByLabel(tr("Trailer number")).fill(`SWFZ${number}`);
      await expect(page.getByText(tr("The prefix SWFZ is left out."))).toBeVisible();
      await expectAccessible(page, "Enter the number");
      await page.getByRole("button", { name: tr("Complete Assessment") }).click();
      await expect(
        page.getByRole("heading", { name: tr("Verify trailer {trailerNumber}", { trailerNumber: number }) }),
      ).toBeVisible();
      await page.getByLabel(tr("License plate")).fill("kx 99999");
      await page.getByRole("button", { name: tr("Verify") }).click();
      await expect(page.getByText(tr("Not found!"))).toBeVisible();
      await expectAccessible(page, "Verify the trailer, not found");
      // Plates are KX, the number's first digit and its last four (README, Demo data).
      await page.getByLabel(tr("License plate")).fill(`kx ${number[0]}${number.slice(-4)}`);
      await page.getByRole("button", { name: tr("Verify") }).click();
      await expect(
        page.getByRole("heading", {
          name: tr("Take possession of trailer {trailerNumber}", { trailerNumber: number }),
        }),
      ).toBeVisible();
      await page.getByRole("radio", { name: tr("My empty trailer to return") }).check();
      await page.getByRole("button", { name: tr("Continue") }).click();
      await assess(page, tr, number);
      // Location denied: the photos are kept without a place.
      await takeSixPhotos(page, tr);
      await page.getByRole("button", { name: tr("Attach trailer") }).click();
      await expect(page.getByText(tr("Attached to trailer"))).toBeVisible();
      expect(await associationCount(number)).toBe(1);
    },
  );
});

test(
  "an attach with six photos, the network cut after the second and the page reloaded: each stored once",
  {
    tag: "@en",
  },
  async ({ page, context }, info) => {
    const { tr, number } = await setUp(page, info);
    await page.getByRole("link", { name: tr("Enter the number instead") }).click();
    await page.getByLabel(tr("Trailer number")).fill(number);
    await page.getByRole("button", { name: tr("Complete Assessment") }).click();
    await page.getByRole("radio", { name: tr("Loaded trailer") }).check();
    await page.getByRole("checkbox", { name: tr("No seal on this trailer") }).check();
    await page.getByRole("button", { name: tr("Continue") }).click();
    await assess(page, tr, number, { flatTire: true });
    await expect(page.getByRole("heading", { name: tr("Take photos of each side") })).toBeVisible();
    await page.getByRole("link", { name: tr("Start with the trailer front") }).click();
    for (const index of [0, 1]) {
      await takePhoto(page, tr, index);
      await nextView(page, tr, index);
    }

    // No signal from the third photo on; the page is reloaded on the third view: the app comes from
    // the phone, the two photos taken are still there, the compressor still works.
    await untilServiceWorkerControls(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole("link", { name: tr("All six photos") }).click();
    await expect(page.getByText(tr("Taken"), { exact: true })).toHaveCount(2);
    await page.getByRole("link", { name: tr("Take the next photo") }).click();
    for (const index of [2, 3, 4, 5]) {
      await takePhoto(page, tr, index);
      await nextView(page, tr, index);
    }
    const attach = page.getByRole("button", { name: tr("Attach trailer") });
    await tapWrite(page, tr, attach);
    // The attach and the six photos wait on the phone, across another reload: one job, its writes
    // listed once opened (decision 107).
    const attachJob = tr("Attach trailer {trailer}", { trailer: number });
    const waiting = (await openJob(page, tr, attachJob)).getByText(tr("Waiting for signal"), { exact: true });
    await expect(waiting).toHaveCount(7);
    await page.reload();
    await openJob(page, tr, attachJob);
    await expect(waiting).toHaveCount(7);
    expect(await associationCount(number)).toBe(0);
    expect(await storedPhotos(number)).toHaveLength(0);
    await page.screenshot({ path: info.outputPath("offline-waiting.png"), fullPage: true });

    await context.setOffline(false);
    const job = await openJob(page, tr, attachJob);
    await expect(job.getByText(tr("Sent"), { exact: true })).toHaveCount(8, { timeout: 60_000 });
    await expect(
      page.getByText(tr("Attached now: trailer <0>{attachedNumber}</0>", { attachedNumber: number })),
    ).toBeVisible();
    expect(await associationCount(number)).toBe(1);
    expect(await assessmentsOf(number)).toHaveLength(1);
    // Six taken, six stored: none twice (a retry carries the same clientUploadId), none lost.
    expect(await storedPhotos(number)).toHaveLength(6);
  },
);

test(
  "an attach the carrier refuses is shown as refused, with its reason, never as sent",
  { tag: "@es" },
  async ({ page }, info) => {
    const { tr, number, fixture } = await setUp(page, info);
    const me = fixture.mobileNumber;
    await page.getByRole("link", { name: tr("Enter the number instead") }).click();
    await page.getByLabel(tr("Trailer number")).fill(number);
    await page.getByRole("button", { name: tr("Complete Assessment") }).click();
    await page.getByRole("radio", { name: tr("Loaded trailer") }).check();
    await page.getByRole("checkbox", { name: tr("No seal on this trailer") }).check();
    await page.getByRole("button", { name: tr("Continue") }).click();
    await assess(page, tr, number);
    await takeSixPhotos(page, tr);
    await expect(
      page.getByRole("heading", { name: tr("Confirm trailer {trailerNumber}", { trailerNumber: number }) }),
    ).toBeVisible();

    // Between the check and the attach, another driver takes the trailer.
    const other = await apiDriver((await makeFixture({ trailers: 0 })).mobileNumber);
    await other.attach(`${number}-knight`, "loadedTrailer", {
      lat: YARD.latitude,
      lon: YARD.longitude,
      accuracy: 10,
    });

    const firstTry = page.waitForResponse((res) => res.url().endsWith("/api/associations/attach"));
    await page.getByRole("button", { name: tr("Attach trailer") }).click();
    const refusal = tr(
      "The carrier did not accept it: this trailer cannot be attached to you (reason {reason}). Scan another trailer, or contact your broker.",
      { reason: "440" },
    );
    // At once, or after the outbox's next try (below).
    await expect(page.getByRole("alert").filter({ hasText: refusal })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(tr("Attached to trailer"))).toHaveCount(0);
    if ((await firstTry).status() === 504) {
      // The first try's answer was lost between the edge and the carrier (on a loaded machine the
      // reference API has dropped a connection): the screen said the attach was saved and would
      // be sent, and moved on; the outbox's next try met the refusal, told on Manage trailer.
      await expect(page.getByRole("heading", { name: tr("Manage trailer") })).toBeVisible();
    } else {
      // A new try cannot change a 440: the step offers none.
      await expect(page.getByRole("button", { name: tr("Attach trailer") })).toHaveCount(0);
      await expectAccessible(page, "The attach refused");
      await page.screenshot({ path: info.outputPath("attach-refused.png"), fullPage: true });
      await page.getByRole("link", { name: tr("Cancel") }).click();
      await expect(page.getByRole("heading", { name: tr("Manage trailer") })).toBeVisible();
    }
    const recent = page.getByRole("region", { name: tr("Your recent work") });
    const attach = recent.getByRole("listitem").filter({
      hasText: tr("Attach trailer {trailer}", { trailer: number }),
    });
    await expect(
      attach.getByText(tr("Not accepted: {reason}", { reason: refusal }, "outbox state")),
    ).toBeVisible();
    await expect(attach.getByText(tr("Sent", {}, "outbox state"), { exact: true })).toHaveCount(0);
    await expect(attach.getByRole("button", { name: tr("Send again") })).toHaveCount(0);
    await expect(page.getByText(tr("No trailer is attached to this order."))).toBeVisible();
    await expect(page.getByText(/Up to date|Al día/)).toHaveCount(0);
    await expectAccessible(page, "Manage trailer with the refused attach");
    await page.screenshot({ path: info.outputPath("attach-refused-recent-work.png"), fullPage: true });
    // The system of record holds the other driver's attach, and none of this driver's.
    expect(await associationCount(number, { driver: me })).toBe(0);
    expect(await associationCount(number)).toBe(1);
  },
);
