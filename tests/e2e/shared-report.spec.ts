// A condition report the driver shares (decision 128), as the broker meets it: a driver attaches a
// loaded trailer with a flat tire, seal 123456 and six photos, shares the report from their copy,
// and the link opens on another phone, signed out: "authentic", the damage, the seal, every photo,
// no phone number; the same link changed is said to be not valid. In each language: the report is
// English with the driver's language beside it.
import { expect, test } from "@playwright/test";
import { assess } from "#tests/e2e/support/assessment.ts";
import { translator } from "#tests/e2e/support/catalogs.ts";
import { makeFixture } from "#tests/e2e/support/fixtures.ts";
import { takeSixPhotos } from "#tests/e2e/support/photos.ts";
import { storedPhotos } from "#tests/e2e/support/records.ts";
import { expectAccessible } from "#tests/e2e/support/screen-audit.ts";
import { signedInAs } from "#tests/e2e/support/sign-in.ts";
import { languages } from "#tests/e2e/support/text.ts";

/** The demo yard (README, Demo data): the seeded trailers stand within a few hundred feet. */
const YARD = { latitude: 33.4255, longitude: -112.02, accuracy: 10 };
test.use({ geolocation: YARD, permissions: ["geolocation", "camera"] });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("share the condition report; it opens signed out on another phone as authentic", async ({
  page,
  browser,
}, info) => {
  // Six photos compressed, then a second phone: as the attach tour, long on two busy cores.
  test.setTimeout(180_000);
  const { mine } = languages(info);
  const tr = await translator(mine);
  const fixture = await makeFixture();
  const number = fixture.trailers[0]?.trailerNumber ?? "";
  await signedInAs(page, fixture.mobileNumber, tr("Manage trailer"));
  await page.getByRole("link", { name: tr("Enter the number instead") }).click();
  await page.getByLabel(tr("Trailer number")).fill(number);
  await page.getByRole("button", { name: tr("Complete Assessment") }).click();
  await page.getByRole("radio", { name: tr("Loaded trailer") }).check();
  await page.getByRole("textbox", { name: tr("Seal number") }).fill("123456");
  await page.getByRole("button", { name: tr("Continue") }).click();
  await assess(page, tr, number, { flatTire: true });
  await takeSixPhotos(page, tr);
  await page.getByRole("button", { name: tr("Attach trailer") }).click();
  await expect(page.getByRole("heading", { name: tr("Manage trailer") })).toBeVisible();
  await expect.poll(async () => (await storedPhotos(number)).length, { timeout: 30_000 }).toBe(6);

  await page
    .getByRole("link", { name: tr("Condition report: attach of trailer {trailer}", { trailer: number }) })
    .click();
  const share = page.getByRole("button", { name: tr("Share condition report"), exact: true });
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
  await reader.goto(url);
  await expect(reader.getByText(/^Authentic: Hitch signed this report/)).toBeVisible();
  if (mine === "es") await expect(reader.getByText(/^Auténtico: Hitch firmó este reporte/)).toBeVisible();
  await expect(reader.getByRole("heading", { level: 1, name: /Trailer condition report/ })).toBeVisible();
  await expect(reader.getByText("Flat tire on the rear axle")).toBeVisible();
  await expect(reader.getByText("Seal 123456", { exact: true })).toBeVisible();
  const photos = reader.locator(".report-photos img");
  await expect(photos).toHaveCount(6);
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  expect(await reader.content()).not.toContain(fixture.mobileNumber);
  await expectAccessible(reader, "A shared condition report");
  await reader.screenshot({ path: info.outputPath("shared-report.png"), fullPage: true });

  // The link with its expiry moved a day on: not valid, said plainly in the reader's language.
  const changed = new URL(url);
  changed.searchParams.set("e", String(Number(changed.searchParams.get("e")) + 86_400));
  await reader.goto(changed.href);
  await expect(
    reader.getByText(
      tr("This link is not valid: it may have been cut short or changed. Ask the driver to share it again."),
    ),
  ).toBeVisible();
  await expect(reader.getByText(/^Authentic/)).toHaveCount(0);
  await other.close();
});
