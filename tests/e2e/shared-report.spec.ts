// A condition report the driver shares (decision 128), as the broker meets it: a driver hooks a
// loaded trailer with a flat tire and its close-up (decision 126), seal 123456 and six photos, then
// drops it on the same phone with a new dent and the same seal, the pickup beside the drop (decision
// 127); shares the drop's report from their copy, and the link opens on another phone, signed out:
// "authentic", pickup and drop, the new dent marked, the seal matching, every photo, no phone number;
// the same link changed is said to be not valid. In each language: the report is English with the
// driver's language beside it.
import { expect, test } from "@playwright/test";
import { assess } from "#tests/e2e/support/assessment.ts";
import { translator } from "#tests/e2e/support/catalogs.ts";
import { makeFixture } from "#tests/e2e/support/fixtures.ts";
import { cameraJpeg, takeSixPhotos } from "#tests/e2e/support/photos.ts";
import { storedPhotos } from "#tests/e2e/support/records.ts";
import { expectAccessible } from "#tests/e2e/support/screen-audit.ts";
import { signedInAs } from "#tests/e2e/support/sign-in.ts";
import { languages } from "#tests/e2e/support/text.ts";
import { tapWrite } from "#tests/e2e/support/write-tap.ts";

/** The demo yard (README, Demo data): the seeded trailers stand within a few hundred feet. */
const YARD = { latitude: 33.4255, longitude: -112.02, accuracy: 10 };
test.use({ geolocation: YARD, permissions: ["geolocation", "camera"] });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("hook with a flat tire, drop with a new dent; the shared report opens signed out on another phone as authentic", async ({
  page,
  browser,
}, info) => {
  // Thirteen photos compressed, then a second phone: long on two busy cores.
  test.setTimeout(300_000);
  const { mine } = languages(info);
  const tr = await translator(mine);
  const fixture = await makeFixture();
  const number = fixture.trailers[0]?.trailerNumber ?? "";
  await signedInAs(page, fixture.mobileNumber, tr("Manage trailer"));

  // The pickup: a loaded trailer, seal 123456, a flat tire with its close-up, six photos.
  await page.getByRole("link", { name: tr("Enter the number instead") }).click();
  await page.getByLabel(tr("Trailer number")).fill(number);
  await page.getByRole("button", { name: tr("Complete Assessment") }).click();
  await page.getByRole("radio", { name: tr("Loaded trailer") }).check();
  await page.getByRole("textbox", { name: tr("Seal number") }).fill("123456");
  await page.getByRole("button", { name: tr("Continue") }).click();
  await assess(page, tr, number, { flatTire: true, closeUp: await cameraJpeg(page, 9) });
  await takeSixPhotos(page, tr);
  await tapWrite(page, tr, page.getByRole("button", { name: tr("Attach trailer") }));
  await expect.poll(async () => (await storedPhotos(number)).length, { timeout: 60_000 }).toBe(7);

  // The drop: as at pickup, each category confirmed, then a dent on the driver side; the same seal.
  await page
    .getByRole("button", { name: tr("Detach trailer {attachedNumber}", { attachedNumber: number }) })
    .click();
  await page.getByRole("link", { name: tr("Full detach assessment") }).click();
  await page.getByRole("button", { name: tr("Same as at pickup") }).click();
  const confirms = page.getByRole("button", {
    name: new RegExp(`^${escapeRegExp(tr("Confirm {categoryName}", { categoryName: "" }))}`),
  });
  await expect(confirms).toHaveCount(7);
  for (let left = 7; left > 0; left--) await confirms.first().click();
  await page
    .getByRole("group", { name: tr("Body damage") })
    .getByRole("radio", { name: tr("Damaged") })
    .click();
  const dent = tr("Driver side damage");
  await page.getByRole("checkbox", { name: dent }).check();
  await page.getByRole("link", { name: tr("Add a comment on {place}", { place: dent }) }).click();
  await page.getByLabel(tr("Describe the damage")).fill("Dent in the driver side panel");
  await page.getByRole("button", { name: tr("Save") }).click();
  await page.getByRole("link", { name: tr("Done") }).click();
  await page.getByRole("textbox", { name: tr("Seal number") }).fill("123456");
  const changed = page.getByRole("region", { name: tr("What changed since pickup") });
  await expect(changed.getByText(tr("Seal: the same as at pickup."))).toBeVisible();
  await page.getByRole("button", { name: tr("Submit assessment") }).click();
  await takeSixPhotos(page, tr);
  await expect(
    page.getByRole("heading", { name: tr("Detach trailer {trailerNumber}", { trailerNumber: number }) }),
  ).toBeVisible();
  await page
    .getByRole("checkbox", { name: tr("I certify that I reported all damage to this trailer.") })
    .check();
  await tapWrite(page, tr, page.getByRole("button", { name: tr("Detach trailer"), exact: true }));
  await expect.poll(async () => (await storedPhotos(number)).length, { timeout: 60_000 }).toBe(13);

  // The drop's copy shares the trailer's whole job: the pickup beside the drop.
  await page
    .getByRole("link", { name: tr("Condition report: detach of trailer {trailer}", { trailer: number }) })
    .click();
  const share = page.getByRole("button", { name: tr("Share condition report, pickup and drop") });
  await expect(share).toBeEnabled();
  await share.click();
  const field = page.getByRole("textbox", {
    name: new RegExp(`^${escapeRegExp(tr("Report link, works until {until}", { until: "" }))}`),
  });
  const url = await field.inputValue();
  expect(new URL(url).pathname).toMatch(/^\/reports\/[0-9a-f-]{36}$/);

  // Another phone, never signed in, in the same language.
  const other = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: info.project.use.locale,
  });
  const reader = await other.newPage();
  // The verdict and the report come in the page the edge serves (decision 142): none asked after it.
  const askedForReport: string[] = [];
  reader.on("request", (request) => {
    if (/^\/api\/reports\/[^/]+$/.test(new URL(request.url()).pathname)) askedForReport.push(request.url());
  });
  await reader.goto(url);
  await expect(reader.getByText(/^Authentic: Hitch signed this report/)).toBeVisible();
  if (mine === "es") await expect(reader.getByText(/^Auténtico: Hitch firmó este reporte/)).toBeVisible();
  await expect(reader.getByRole("heading", { level: 1, name: /Trailer condition report/ })).toBeVisible();
  const pickup = reader.getByRole("region", { name: /^Pickup/ });
  const drop = reader.getByRole("region", { name: /^Drop/ });
  await expect(pickup.getByText("Flat tire on the rear axle")).toBeVisible();
  await expect(drop.getByText("Dent in the driver side panel")).toBeVisible();
  await expect(pickup.getByText("Seal 123456", { exact: true })).toBeVisible();
  await expect(drop.getByText("Seal 123456, matches pickup", { exact: true })).toBeVisible();
  // The dent, and only it, is new at the drop.
  const changes = reader.getByRole("region", { name: /^What changed from pickup to drop/ });
  await expect(changes.getByRole("heading", { name: /^New at the drop/ })).toBeVisible();
  await expect(changes.getByRole("listitem")).toHaveCount(1);
  await expect(changes.getByRole("listitem")).toContainText("Driver side damage");
  // Every photo: the pickup's six and its close-up, the drop's six.
  await expect(pickup.locator(".report-photos img")).toHaveCount(7);
  await expect(pickup.getByRole("img", { name: "Close-up of damage" })).toBeVisible();
  await expect(drop.locator(".report-photos img")).toHaveCount(6);
  const photos = reader.locator(".report-photos img");
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  expect(askedForReport).toEqual([]);
  expect(await reader.content()).not.toContain(fixture.mobileNumber);
  await expectAccessible(reader, "A shared condition report");
  await reader.screenshot({ path: info.outputPath("shared-report.png"), fullPage: true });

  // The link with its expiry moved a day on: not valid, said plainly in the reader's language.
  const tampered = new URL(url);
  tampered.searchParams.set("e", String(Number(tampered.searchParams.get("e")) + 86_400));
  await reader.goto(tampered.href);
  await expect(
    reader.getByText(
      tr("This link is not valid: it may have been cut short or changed. Ask the driver to share it again."),
    ),
  ).toBeVisible();
  await expect(reader.getByText(/^Authentic/)).toHaveCount(0);
  expect(askedForReport).toEqual([]);
  await other.close();
});
