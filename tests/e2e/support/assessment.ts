// The assessment step in the browser tests (decision 051), shared by the workflow's
// specs: the flat tire marked on the damage layout with its comment; each screen on
// the way checked (expectAccessible) when asked, by the one test that audits them in
// each language (trailer-workflow.spec.ts, the scan, decision 080).
import { expect, type Page } from "@playwright/test";
import type { translator } from "./catalogs.ts";
import { expectAccessible } from "./screen-audit.ts";

export type Tr = Awaited<ReturnType<typeof translator>>;

/** The comment the flat tire gets unless told otherwise (kept as typed, whatever the language). */
const FLAT_TIRE_COMMENT = "Flat tire on the rear axle";

/**
 * On the assessment: every category good, then Tires and wheels damaged with the driver side wheels
 * marked on its layout and `comment` on them; back on the assessment when done. With `audit`, the
 * layout and the comment are audited.
 */
export async function markFlatTire(
  page: Page,
  tr: Tr,
  comment = FLAT_TIRE_COMMENT,
  audit = false,
): Promise<void> {
  await page.getByRole("button", { name: tr("Mark all as good") }).click();
  await page
    .getByRole("group", { name: tr("Tires and wheels") })
    .getByRole("radio", { name: tr("Damaged") })
    // click, not check: choosing Damaged opens the category's layout, so the radio is gone at once.
    .click();
  await expect(page.getByRole("heading", { name: tr("Tires and wheels") })).toBeVisible();
  if (audit) await expectAccessible(page);
  const wheels = tr("Driver side tires and wheels");
  await page.getByRole("checkbox", { name: wheels }).check();
  await page.getByRole("link", { name: tr("Add a comment on {place}", { place: wheels }) }).click();
  await page.getByLabel(tr("Describe the damage")).fill(comment);
  if (audit) await expectAccessible(page);
  await page.getByRole("button", { name: tr("Save") }).click();
  await page.getByRole("link", { name: tr("Done") }).click();
}

/**
 * The assessment step: every category good, or with `flatTire` the driver side wheels marked on the
 * damage layout with a comment, and with `closeUp` that picture taken as its close-up (decision
 * 126); then submitted. With `audit`, each screen on the way is audited.
 */
export async function assess(
  page: Page,
  tr: Tr,
  number: string,
  {
    flatTire = false,
    comment = FLAT_TIRE_COMMENT,
    audit = false,
    closeUp,
  }: { flatTire?: boolean; comment?: string; audit?: boolean; closeUp?: Buffer } = {},
): Promise<void> {
  await expect(
    page.getByRole("heading", { name: tr("Assess trailer {trailerNumber}", { trailerNumber: number }) }),
  ).toBeVisible();
  if (audit) await expectAccessible(page);
  if (flatTire) await markFlatTire(page, tr, comment, audit);
  else await page.getByRole("button", { name: tr("Mark all as good") }).click();
  if (flatTire && closeUp) {
    const name = tr("Tires and wheels");
    const card = page.getByRole("group", { name });
    await card
      .getByLabel(tr("Take a close-up of the damage: {name}", { name }))
      .setInputFiles({ name: "IMG_2000.jpg", mimeType: "image/jpeg", buffer: closeUp });
    await expect(
      card.getByRole("img", { name: tr("Close-up {number}: {name}", { number: "1", name }) }),
    ).toBeVisible();
  }
  await page.getByRole("button", { name: tr("Submit assessment") }).click();
}
