// The assessment, the virtual red tag and the six photos (decisions 049, 051, 053) as a driver
// meets them on a phone: an attach with a flat tire, its comment and its close-up (decision 126) whose photos
// wait out a lost signal and a reload, each then stored once; a red tag (after
// damage showing nothing of where was refused) that the next driver is refused
// with; the photos flag off, which leaves the Status step; a photo the system of
// record refuses, retaken from Manage trailer. The
// phone stands at the demo yard. Each test has drivers and trailers of its own
// (made for it: decision 116), per
// language; each test runs once, in the language its tag names, signed in without the
// sign-in screens (decision 080). The photos flag is off for the whole of a run of its
// own (scripts/e2e-server.ts, decision 081).
import { type Browser, expect, type Page, type TestInfo, test } from "@playwright/test";
import { apiErrorBody } from "#shared/api-error.ts";
import { assess, markFlatTire, type Tr } from "#tests/e2e/support/assessment.ts";
import { translator } from "#tests/e2e/support/catalogs.ts";
import { showSticker } from "#tests/e2e/support/fake-camera.ts";
import { makeFixture, onlyTrailer } from "#tests/e2e/support/fixtures.ts";
import { cameraJpeg, nextView, takePhoto, takeSixPhotos, VIEWS } from "#tests/e2e/support/photos.ts";
import { openJob } from "#tests/e2e/support/recent-work.ts";
import { assessmentsOf, associationCount, recordsOf } from "#tests/e2e/support/records.ts";
import { expectAccessible } from "#tests/e2e/support/screen-audit.ts";
import { untilServiceWorkerControls } from "#tests/e2e/support/service-worker.ts";
import { signedInAs } from "#tests/e2e/support/sign-in.ts";
import { languages } from "#tests/e2e/support/text.ts";
import { E2E_SERVERS, type E2eServer } from "#tests/e2e/support/urls.ts";
import { tapWrite } from "#tests/e2e/support/write-tap.ts";

/** The demo yard (README, Demo data): the seeded trailers stand within a few hundred feet. */
const YARD = { latitude: 33.4255, longitude: -112.02, accuracy: 10 };
test.use({ geolocation: YARD, permissions: ["geolocation", "camera"] });

/** The photos stored for the trailer's one assessment, how many of the six views they show, and its close-ups. */
async function photosOfAssessment(number: string) {
  const [assessment, ...more] = await assessmentsOf(number);
  expect(more, "one assessment").toEqual([]);
  const photos = assessment?.photos ?? [];
  const views = photos.filter((p) => p.photoType === "trailerPhoto");
  return {
    photos: photos.length,
    views: new Set(views.map((p) => p.sideName)).size,
    closeUps: photos.filter((p) => p.photoType === "assessmentPhoto").length,
  };
}

/** The comment on the flat tire, as a driver of each language would type it. */
const COMMENT = { en: "Flat tire on the rear axle", es: "Llanta ponchada en el eje trasero" } as const;

/** A driver and a trailer made for the test (decision 116), the driver signed in on Manage trailer. */
async function signedIn(page: Page, info: TestInfo, server: E2eServer = E2E_SERVERS.main) {
  const tr = await translator(languages(info).mine);
  const fixture = await makeFixture({}, server.api);
  await signedInAs(page, fixture.mobileNumber, tr("Manage trailer"), server);
  return { tr, number: onlyTrailer(fixture).trailerNumber };
}

/** From Manage trailer: the trailer's number typed, checked; the driver stands next to it. */
async function typeTrailer(page: Page, tr: Tr, number: string): Promise<void> {
  await page.getByRole("link", { name: tr("Enter the number instead") }).click();
  await page.getByLabel(tr("Trailer number")).fill(number);
  await page.getByRole("button", { name: tr("Complete Assessment") }).click();
}

/** On Take possession: a loaded trailer, on to the assessment. */
async function takeLoaded(page: Page, tr: Tr, number: string): Promise<void> {
  await expect(
    page.getByRole("heading", {
      name: tr("Take possession of trailer {trailerNumber}", { trailerNumber: number }),
    }),
  ).toBeVisible();
  await page.getByRole("radio", { name: tr("Loaded trailer") }).check();
  await page.getByRole("checkbox", { name: tr("No seal on this trailer") }).check();
  await page.getByRole("button", { name: tr("Continue") }).click();
}

// In Spanish: the comment as a Spanish-speaking driver types it, kept as typed beside the English record.
test(
  "an attach with a flat tire, its comment, its close-up and six photos; no signal after the second and a reload: each stored once",
  {
    tag: "@es",
  },
  async ({ page, context }, info) => {
    const { tr, number } = await signedIn(page, info);
    const comment = COMMENT[languages(info).mine];
    // The rear camera films the trailer's sticker.
    showSticker(`HQR-${number}`);
    await page.getByRole("link", { name: tr("Attach a trailer") }).click();
    await takeLoaded(page, tr, number);
    await assess(page, tr, number, { flatTire: true, comment, closeUp: await cameraJpeg(page, 9) });

    await expect(page.getByRole("heading", { name: tr("Take photos of each side") })).toBeVisible();
    await page.getByRole("link", { name: tr("Start with the trailer front") }).click();
    await takePhoto(page, tr, 0);
    await nextView(page, tr, 0);
    // The trailer front's picture again, for the next view: refused, naming the view that has it
    // (decision 124).
    await page.getByLabel(tr("Take photo")).setInputFiles({
      name: "IMG_1000.jpg",
      mimeType: "image/jpeg",
      buffer: await cameraJpeg(page, 0),
    });
    await expect(
      page.getByText(
        tr("This is the same picture as your {other} photo. Each view needs its own photo: take a new one.", {
          other: tr(VIEWS[0]!),
        }),
      ),
    ).toBeInViewport();
    await takePhoto(page, tr, 1);
    await nextView(page, tr, 1);
    // The signal goes after the second photo, and the page is reloaded with none: the app opens from
    // the phone with the two photos it kept.
    await untilServiceWorkerControls(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole("link", { name: tr("All six photos") }).click();
    await expect(page.getByText(tr("Taken"), { exact: true })).toHaveCount(2);
    await expectAccessible(page);
    await page.getByRole("link", { name: tr("Take the next photo") }).click();
    for (const index of [2, 3, 4, 5]) {
      await takePhoto(page, tr, index);
      await nextView(page, tr, index);
    }
    await tapWrite(page, tr, page.getByRole("button", { name: tr("Attach trailer") }));
    // The attach, the six photos and the close-up wait on the phone: one job, its writes listed once opened.
    const job = await openJob(page, tr, tr("Attach trailer {trailer}", { trailer: number }));
    await expect(job.getByText(tr("Waiting for signal"), { exact: true })).toHaveCount(8);
    await expectAccessible(page);

    await context.setOffline(false);
    // The assessment (sent before the signal went), the attach, the six photos and the close-up.
    await expect(job.getByText(tr("Sent"), { exact: true })).toHaveCount(9, { timeout: 60_000 });
    await expect(
      page.getByText(tr("Attached now: trailer <0>{attachedNumber}</0>", { attachedNumber: number })),
    ).toBeVisible();

    // The assessment once, with the flat tire in English words and the comment as typed.
    const assessments = await assessmentsOf(number);
    expect(assessments).toHaveLength(1);
    expect(assessments[0]!.items.filter((item) => item.comment !== null)).toEqual([
      { type: "tires", descriptionEn: expect.stringMatching(/tire/i), comment },
      // The loaded trailer's seal, answered "No seal", rides in the same assessment (decision 123).
      expect.objectContaining({ type: "other", comment: "No seal" }),
    ]);
    // Six photos and a close-up taken, seven stored for that assessment, one per view and the
    // close-up as its assessmentPhoto: none twice, none lost.
    expect(await photosOfAssessment(number)).toEqual({ photos: 7, views: 6, closeUps: 1 });
    expect(await associationCount(number)).toBe(1);

    // The driver's copy has the same: the comment once, each view's photo once and sent.
    await page
      .getByRole("link", { name: tr("Condition report: attach of trailer {trailer}", { trailer: number }) })
      .click();
    const report = page.getByRole("heading", { level: 1, name: /Trailer condition report/ });
    await expect(report).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByText(comment, { exact: true })).toHaveCount(1);
    for (const view of VIEWS) {
      // In English for the record: the photos are named in English in both languages.
      const photo = page.getByRole("img", { name: view, exact: true });
      await expect(photo).toHaveCount(1);
      await expect(
        page.getByRole("listitem").filter({ has: photo }).getByText("Sent", { exact: true }),
      ).toBeVisible();
    }
    // The close-up, after the six views, named in English for the record.
    const closeUp = page.getByRole("img", { name: "Close-up of the damage: Tires and wheels", exact: true });
    await expect(
      page.getByRole("listitem").filter({ has: closeUp }).getByText("Sent", { exact: true }),
    ).toBeVisible();
    // Printed or saved as a PDF: the app around the report (the carrier's notice, the report's navigation) left out.
    const around = [
      page.getByRole("navigation", { name: tr("Condition report") }),
      page.getByRole("region", { name: tr("Notices") }),
    ];
    for (const part of around) await expect(part).toBeVisible();
    await page.emulateMedia({ media: "print" });
    for (const part of around) await expect(part).toBeHidden();
    await expect(report).toBeVisible();
    const pdf = await page.pdf({ path: info.outputPath("drivers-copy.pdf"), format: "Letter" });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  },
);

/** Another phone: a context of its own with the same screen, language and place as the test's. */
async function anotherPhone(browser: Browser, info: TestInfo): Promise<Page> {
  const { viewport, locale, isMobile, hasTouch, baseURL } = info.project.use;
  const context = await browser.newContext({
    viewport,
    locale,
    isMobile,
    hasTouch,
    baseURL,
    geolocation: YARD,
    permissions: ["geolocation", "camera"],
  });
  return context.newPage();
}

test(
  "a virtual red tag: the trailer is refused to the next driver, with the reason",
  { tag: "@en" },
  async ({ page, browser }, info) => {
    const { tr, number } = await signedIn(page, info);
    await typeTrailer(page, tr, number);
    await takeLoaded(page, tr, number);
    await expect(
      page.getByRole("heading", { name: tr("Assess trailer {trailerNumber}", { trailerNumber: number }) }),
    ).toBeVisible();
    await markFlatTire(page, tr);
    // Brakes marked damaged with nothing shown of where (decision 103): refused, the reason on the
    // card, brought into view with its link focused, on the phone's screen.
    const brakes = page.getByRole("group", { name: tr("Brakes") });
    await brakes.getByRole("radio", { name: tr("Damaged") }).click();
    await page.getByRole("link", { name: tr("Done") }).click();
    await page
      .getByRole("checkbox", { name: tr("This trailer is unsafe to perform a load with (virtual red tag)") })
      .check();
    await page.getByRole("button", { name: tr("Continue to the red tag") }).click();
    const reason = brakes.getByText(
      tr("Show where the damage is: mark its place on the trailer, or describe it in a comment."),
    );
    await expect(reason).toBeInViewport();
    const markBrakes = brakes.getByRole("link", { name: tr("Mark the damage on the trailer") });
    await expect(markBrakes).toBeFocused();
    await expect(markBrakes).toBeInViewport();
    await markBrakes.click();
    await page.getByRole("checkbox", { name: tr("Passenger side brakes") }).check();
    await page.getByRole("link", { name: tr("Done") }).click();
    await page.getByRole("button", { name: tr("Continue to the red tag") }).click();
    await expect(page.getByRole("heading", { name: tr("Virtual red tag") })).toBeVisible();
    await expect(
      page.getByText(
        tr("Submitting confirms that trailer {trailerNumber} is unsafe to perform a load with.", {
          trailerNumber: number,
        }),
      ),
    ).toBeVisible();
    // Not on the driver's order: the plate read off the trailer is the proof, not the position.
    await expect(
      page.getByText(
        tr(
          "To send a red tag, read trailer {trailerNumber}'s license plate or the last 6 characters of its VIN off the trailer.",
          { trailerNumber: number },
        ),
      ),
    ).toBeVisible();
    await expectAccessible(page);
    const { licensePlate } = await recordsOf(number);
    await page.getByLabel(tr("License plate")).fill(licensePlate!);
    await page.getByRole("button", { name: tr("Submit red tag") }).click();
    // An unsafe trailer is not taken: back on Manage trailer, told the tag is in.
    await expect(page.getByRole("heading", { name: tr("Manage trailer") })).toBeVisible();
    await expect(page.getByText(tr("Trailer confirmed with virtual red tag"))).toBeVisible();
    expect(await recordsOf(number)).toMatchObject({
      assessments: [expect.objectContaining({ redTag: true })],
      redTags: 1,
      associations: [],
    });

    // The next driver, on another phone and the same order, types that trailer's number.
    const next = await anotherPhone(browser, info);
    try {
      await signedInAs(next, (await makeFixture({ trailers: 0 })).mobileNumber, tr("Manage trailer"));
      await typeTrailer(next, tr, number);
      await expect(next.getByRole("heading", { name: tr("Trailer Unavailable") })).toBeVisible();
      await expect(
        next.getByText(
          tr("This trailer is damaged and awaiting repairs: another driver or the shop marked it unsafe."),
        ),
      ).toBeVisible();
      await expectAccessible(next);
      await next.screenshot({ path: info.outputPath("red-tag-refused.png"), fullPage: true });
    } finally {
      await next.context().close();
    }
    expect(await associationCount(number)).toBe(0);
  },
);

test(
  "a photo the system of record refuses: retaken from Manage trailer, then each view stored once",
  {
    tag: "@en",
  },
  async ({ page }, info) => {
    const { tr, number } = await signedIn(page, info);
    // The first photo to reach the edge is refused for good, as the edge answers a file it cannot take.
    let refused = false;
    await page.route("**/api/documents", async (route) => {
      if (refused || route.request().method() !== "POST") return route.fallback();
      refused = true;
      await route.fulfill({
        status: 415,
        contentType: "application/json",
        body: JSON.stringify(
          apiErrorBody("unsupportedMediaType", 415, "The photo must be a JPEG, PNG or WebP image."),
        ),
      });
    });
    await typeTrailer(page, tr, number);
    await takeLoaded(page, tr, number);
    await assess(page, tr, number);
    await takeSixPhotos(page, tr);
    await tapWrite(page, tr, page.getByRole("button", { name: tr("Attach trailer") }));

    // Manage trailer says which photo was refused and offers to take it again.
    const recent = page.getByRole("region", { name: tr("Your recent work") });
    const retake = recent.getByRole("link", { name: tr("Retake and send") });
    await expect(retake).toHaveCount(1, { timeout: 60_000 });
    const attachJob = tr("Attach trailer {trailer}", { trailer: number });
    const sent = (await openJob(page, tr, attachJob)).getByText(tr("Sent"), { exact: true });
    await expect(sent).toHaveCount(7, { timeout: 60_000 });
    await expectAccessible(page, "Manage trailer with a refused photo");
    expect(await photosOfAssessment(number)).toEqual({ photos: 5, views: 5, closeUps: 0 });

    await retake.click();
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(number) })).toBeVisible();
    await expect(
      page.getByText(tr("The photo could not be stored. Retake it and send it again.")),
    ).toBeVisible();
    await expectAccessible(page, "Retake a refused photo");
    await page.getByLabel(tr("Retake and send")).setInputFiles({
      name: "IMG_2000.jpg",
      mimeType: "image/jpeg",
      buffer: await cameraJpeg(page, 20),
    });
    await expect(page.getByRole("heading", { name: tr("Manage trailer") })).toBeVisible({ timeout: 20_000 });
    await expect(retake).toHaveCount(0);
    await openJob(page, tr, attachJob);
    await expect(sent).toHaveCount(8, { timeout: 60_000 });
    // Six photos, one per view: the retaken one in the refused one's place.
    expect(await photosOfAssessment(number)).toEqual({ photos: 6, views: 6, closeUps: 0 });
  },
);

test.describe("with trailer photos switched off", () => {
  // The carrier's flag is off for the whole of this run (scripts/e2e-server.ts): nothing to switch
  // back, no other test to meet it, no wait for the edge's cached copy (decision 081).
  const { photosOff } = E2E_SERVERS;
  test.use({ baseURL: photosOff.app });

  // The progress stages' names come from the catalog in context ("Status"): in Spanish (decision 080).
  test(
    "the assessment leads to the Status step, which attaches with no photos",
    { tag: "@es" },
    async ({ page }, info) => {
      const { tr, number } = await signedIn(page, info, photosOff);
      // What the edge serves the app for the flag: the carrier's, off.
      const flags = await (await page.request.get("/api/feature-flags")).json();
      expect(flags).toEqual({ featureFlags: { trailerPhotosWorkflowEnabled: false } });
      await typeTrailer(page, tr, number);
      await takeLoaded(page, tr, number);
      await assess(page, tr, number);
      await expect(
        page.getByRole("heading", { name: tr("Confirm trailer {trailerNumber}", { trailerNumber: number }) }),
      ).toBeVisible();
      // The stages read Trailer, Assessment, Status, at Status.
      const stages = page.getByRole("navigation", { name: tr("Progress") }).getByRole("listitem");
      await expect(stages).toHaveText([
        tr("Trailer", {}, "progress stage"),
        tr("Assessment", {}, "progress stage"),
        tr("Status", {}, "progress stage"),
      ]);
      await expect(stages.last()).toHaveAttribute("aria-current", "step");
      await expectAccessible(page);
      await tapWrite(page, tr, page.getByRole("button", { name: tr("Attach trailer") }));
      await expect(
        page.getByText(tr("Attached now: trailer <0>{attachedNumber}</0>", { attachedNumber: number })),
      ).toBeVisible();
      const records = await recordsOf(number, photosOff.api);
      expect(records.associations).toHaveLength(1);
      expect(records.assessments).toHaveLength(1);
      expect(records.assessments.flatMap((a) => a.photos)).toEqual([]);
    },
  );
});
