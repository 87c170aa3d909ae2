// The app against a carrier's API that keeps to docs/product.md §3 and §7 and no more
// (issue 16, decision 061): the reference API switched to answer as one would
// (logistics-api/src/middleware/dialect.ts: no Hitch extensions, no null optional
// fields, date-times with the yard's offset, writes refused as 200 isSuccessful
// false). A driver lands from a scanned sticker and signs in, reads a refusal's
// reason from the carrier's own message, and is told that an attach the carrier
// refused was refused, never that it was sent.
// Drivers 5550100081-84 and trailers 400419, 400420 are this test's (README, Demo data).
import { expect, test } from "@playwright/test";
import { assess } from "./support/assessment.ts";
import { translator } from "./support/catalogs.ts";
import { countRows } from "./support/database.ts";
import { apiDriver } from "./support/finder.ts";
import { takeSixPhotos } from "./support/photos.ts";
import { expectAccessible } from "./support/screen-audit.ts";
import { signIn } from "./support/sign-in.ts";
import { languages } from "./support/text.ts";
import { API_URL } from "./support/urls.ts";

/** The demo yard (README, Demo data): the seeded trailers stand within a few hundred feet. */
const YARD = { latitude: 33.4255, longitude: -112.02, accuracy: 10 };
test.use({ geolocation: YARD, permissions: ["geolocation", "camera"] });

async function answerAs(dialect: "spec" | "reference") {
  const res = await fetch(`${API_URL}/__dev/dialect`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ dialect }),
  });
  expect(await res.json()).toEqual({ dialect });
}

// The server is shared by every test: the reference API answers as itself again after this one.
test.beforeEach(() => answerAs("spec"));
test.afterEach(() => answerAs("reference"));

test("a sticker, sign-in, a refusal's reason and a refused attach, against a carrier keeping to the spec alone", async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const { t, mine } = languages(info);
  const tr = await translator(mine);
  const es = info.project.name === "es";
  const phone = es ? "5550100082" : "5550100081";
  const otherDriver = es ? "5550100084" : "5550100083";
  const number = es ? "400420" : "400419";
  const takePossession = tr("Take possession of trailer {trailerNumber}", { trailerNumber: number });

  // A sticker scanned with the phone's own camera, signed out: sign in (the order's load has the
  // yard's offset on its date and no empty slots named), then straight on with that trailer, found
  // from the fields §7 lists for a QR lookup alone.
  await page.goto(`/trailers/HQR-${number}`);
  await expect(page).toHaveURL(/\/login\?next=/);
  await signIn(page, t, phone, takePossession);
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
  await page.getByRole("button", { name: tr("Continue") }).click();
  await assess(page, tr, number);
  await takeSixPhotos(page, tr);
  await expect(
    page.getByRole("heading", { name: tr("Confirm trailer {trailerNumber}", { trailerNumber: number }) }),
  ).toBeVisible();

  // Meanwhile another driver takes it: the carrier refuses the attach with a 200 that says no (440).
  const other = await apiDriver(otherDriver);
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
  expect(countRows("associations", "trailer_id = ?", `${number}-knight`)).toBe(1);
});
