// The app against a carrier's API that keeps to docs/product.md §3 and §7 and no more
// (decision 061): a run of its own whose reference API answers as one would
// for the whole run (scripts/e2e-server.ts, decision 081; logistics-api/src/middleware/dialect.ts:
// no Hitch extensions, no null optional fields, date-times with the yard's offset, writes
// refused as 200 isSuccessful false). A driver lands from a scanned sticker and signs in, reads a refusal's
// reason from the carrier's own message, and is told that an attach the carrier
// refused was refused, never that it was sent.
// Its drivers and trailer are made for it (decision 116).
import { expect, test } from "@playwright/test";
import { assess } from "#tests/e2e/support/assessment.ts";
import { translator } from "#tests/e2e/support/catalogs.ts";
import { apiDriver } from "#tests/e2e/support/finder.ts";
import { makeFixture, onlyTrailer } from "#tests/e2e/support/fixtures.ts";
import { takeSixPhotos } from "#tests/e2e/support/photos.ts";
import { associationCount } from "#tests/e2e/support/records.ts";
import { expectAccessible } from "#tests/e2e/support/screen-audit.ts";
import { signIn } from "#tests/e2e/support/sign-in.ts";
import { languages } from "#tests/e2e/support/text.ts";
import { E2E_SERVERS } from "#tests/e2e/support/urls.ts";

const { specCarrier } = E2E_SERVERS;

/** The demo yard (README, Demo data): the seeded trailers stand within a few hundred feet. */
const YARD = { latitude: 33.4255, longitude: -112.02, accuracy: 10 };
test.use({ geolocation: YARD, permissions: ["geolocation", "camera"], baseURL: specCarrier.app });

test.beforeAll(async () => {
  const res = await fetch(`${specCarrier.api}/__dev/dialect`);
  expect(await res.json(), "the spec carrier's run answers in the spec dialect").toEqual({ dialect: "spec" });
});

// The dialect is the carrier's, not the driver's language: once (decision 080).
test(
  "a sticker, sign-in, a refusal's reason and a refused attach, against a carrier keeping to the spec alone",
  {
    tag: "@en",
  },
  async ({ page }, info) => {
    test.setTimeout(180_000);
    const { t, mine } = languages(info);
    const tr = await translator(mine);
    const fixture = await makeFixture({}, specCarrier.api);
    const phone = fixture.mobileNumber;
    const otherDriver = (await makeFixture({ trailers: 0 }, specCarrier.api)).mobileNumber;
    const number = onlyTrailer(fixture).trailerNumber;
    const takePossession = tr("Take possession of trailer {trailerNumber}", { trailerNumber: number });

    // A sticker scanned with the phone's own camera, signed out: sign in (the order's load has the
    // yard's offset on its date and no empty slots named), then straight on with that trailer, found
    // from the fields §7 lists for a QR lookup alone.
    await page.goto(`/trailers/HQR-${number}`);
    await expect(page).toHaveURL(/\/login\?next=/);
    await signIn(page, t, phone, takePossession, specCarrier.api);
    await expectAccessible(page);

    // A refusal's reason from §3's type, result and message alone: a failing trailer status is a
    // wrong status, stolen or in the shop, so the carrier's message says which, as given.
    await page.goto("/trailers/manualEntry/attach");
    await page.getByLabel(tr("Trailer number")).fill("400203");
    await page.getByRole("button", { name: tr("Complete Assessment") }).click();
    await expect(page.getByRole("heading", { name: tr("Trailer Unavailable") })).toBeVisible();
    await expect(
      page.getByText("Trailer is reported stolen: open a police report, contact security and your broker."),
    ).toBeVisible();
    await expectAccessible(page);

    // The sticker again, signed in: on to take possession, the assessment and the photos.
    await page.goto(`/trailers/HQR-${number}`);
    await expect(page.getByRole("heading", { name: takePossession })).toBeVisible();
    await page.getByRole("radio", { name: tr("Loaded trailer") }).check();
    await page.getByRole("checkbox", { name: tr("No seal on this trailer") }).check();
    await page.getByRole("button", { name: tr("Continue") }).click();
    await assess(page, tr, number);
    await takeSixPhotos(page, tr);
    await expect(
      page.getByRole("heading", { name: tr("Confirm trailer {trailerNumber}", { trailerNumber: number }) }),
    ).toBeVisible();

    // Meanwhile another driver takes it: the carrier refuses the attach with a 200 that says no (440).
    const other = await apiDriver(otherDriver, specCarrier.api);
    await other.attach(`${number}-knight`, "inboundEmpty", {
      lat: YARD.latitude,
      lon: YARD.longitude,
      accuracy: 10,
    });
    await page.getByRole("button", { name: tr("Attach trailer") }).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expect(page.getByText(tr("Attached to trailer"))).toHaveCount(0);
    await expect(page.getByRole("heading", { name: tr("Manage trailer") })).toHaveCount(0);
    await expectAccessible(page);
    // The carrier recorded the other driver's attach only.
    expect(await associationCount(number, {}, specCarrier.api)).toBe(1);
  },
);
