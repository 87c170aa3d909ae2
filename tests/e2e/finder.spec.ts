// The trailer finder maps (decisions 026, 043), as a driver and a yard colleague meet them: a
// shared link opens the map with no sign-in, on the street map when its provider
// answers and on the plain map when it does not; an expired link and a bare
// trailer number are refused; 'Share location' on Manage trailer makes a link,
// and once the trailer is detached from the order the same link no longer shows
// where it is (decision 120).
//
// The detach is driven straight against the reference API (attach, detach, then
// updateLogisticsTrailerMappingOnDetach with the drop spot), as the app's own detach
// flow will send it once it exists. Each test runs in one language (decision 080), the
// finder page audited in both: the street map in Spanish, the plain map in English.
import { expect, type Page, test } from "@playwright/test";
import {
  apiDriver,
  failStreetMap,
  mapLightness,
  mapState,
  serveStreetMap,
  trailerLinkPath,
} from "#tests/e2e/support/finder.ts";
import { makeFixture } from "#tests/e2e/support/fixtures.ts";
import { expectAccessible } from "#tests/e2e/support/screen-audit.ts";
import { signedInAs } from "#tests/e2e/support/sign-in.ts";
import { type Language, languages } from "#tests/e2e/support/text.ts";

/** The demo yard, where the phone stands in these tests. */
const PHONE = { latitude: 33.4262, longitude: -112.0215 };
test.use({ geolocation: PHONE, permissions: ["geolocation"] });

const TEXT = {
  en: {
    whereIs: (n: string) => `Where is trailer ${n}?`,
    position: "Last known position",
    howSure: "How sure",
    reported: "Reported",
    distance: "Distance from you",
    google: "Directions in Google Maps",
    apple: "Directions in Apple Maps",
    plainMapNote: "The street map could not load",
    expired: "This link has expired",
    refused: "shown only to the driver of its order",
    signIn: "Sign in",
    find: (n: string) => `Find trailer ${n} on the map`,
    share: (n: string) => `Share location of trailer ${n}`,
    linkField: "Location link, works until",
    inboundEmpty: "Inbound empty",
    noPosition: "No position has been reported for this trailer yet.",
  },
  es: {
    whereIs: (n: string) => `¿Dónde está el remolque ${n}?`,
    position: "Última posición conocida",
    howSure: "Qué tan segura",
    reported: "Reportada",
    distance: "Distancia desde usted",
    google: "Cómo llegar en Google Maps",
    apple: "Cómo llegar en Apple Maps",
    plainMapNote: "El mapa de calles no pudo cargar",
    expired: "Este enlace ya venció",
    refused: "solo al chofer de su orden",
    signIn: "Iniciar sesión",
    find: (n: string) => `Ver el remolque ${n} en el mapa`,
    share: (n: string) => `Compartir la ubicación del remolque ${n}`,
    linkField: "Enlace de ubicación, vale hasta",
    inboundEmpty: "Vacío de entrada",
    noPosition: "Todavía no se ha reportado la posición de este remolque.",
  },
} as const;

const finderText = (language: Language) => TEXT[language];

/** Where the seed puts 400101 (README, Demo data). */
const SEEDED = { number: "400101", coordinates: "33.42580, -112.02030" };

async function expectTrailerInText(page: Page, f: (typeof TEXT)[Language], coordinates: string) {
  const card = page.getByRole("listitem");
  await expect(card.getByText(f.position)).toBeVisible();
  await expect(card.getByText(coordinates)).toBeVisible();
  await expect(card.getByText(f.howSure)).toBeVisible();
  await expect(card.getByText(f.reported)).toBeVisible();
  await expect(card.getByText(f.distance)).toBeVisible();
  const [lat, lng] = coordinates.split(", ").map(Number);
  const google = card.getByRole("link", { name: f.google });
  await expect(google).toHaveAttribute(
    "href",
    new RegExp(`destination=${lat!.toFixed(6)},${lng!.toFixed(6)}$`),
  );
  await expect(card.getByRole("link", { name: f.apple })).toHaveAttribute(
    "href",
    /^https:\/\/maps\.apple\.com\/\?daddr=/,
  );
}

test(
  "a shared link shows a seeded trailer on the street map: where, how sure, how far, how to get there",
  {
    tag: "@es",
  },
  async ({ page, context }, info) => {
    const { mine } = languages(info);
    const f = finderText(mine);
    const streetRequests = await serveStreetMap(context);

    await page.goto(await trailerLinkPath(SEEDED.number));
    await expect(page.getByRole("heading", { level: 1, name: f.whereIs(SEEDED.number) })).toBeVisible();
    expect(await mapState(page)).toEqual({ style: "tiles", markers: 1 });
    await expectTrailerInText(page, f, SEEDED.coordinates);
    // The configured key went to the map service with the style request.
    expect(streetRequests.some((r) => r.url().includes("styles/streets.json?key=dev-maps-key"))).toBe(true);
    expect(streetRequests.some((r) => r.url().includes("/tiles/"))).toBe(true);

    await expectAccessible(page, "Finder map (street map)");
    await page.screenshot({ path: info.outputPath("finder-street-map.png"), fullPage: true });
  },
);

test(
  "with the map service out of reach, the plain map still shows the trailer and says so",
  {
    tag: "@en",
  },
  async ({ page, context }, info) => {
    const { mine } = languages(info);
    const f = finderText(mine);
    await failStreetMap(context);

    await page.goto(await trailerLinkPath(SEEDED.number));
    expect(await mapState(page)).toEqual({ style: "fallback", markers: 1 });
    await expect(page.getByRole("status").filter({ hasText: f.plainMapNote })).toBeVisible();
    await expectTrailerInText(page, f, SEEDED.coordinates);
    await expectAccessible(page, "Finder map (plain map)");
    await page.screenshot({ path: info.outputPath("finder-plain-map.png"), fullPage: true });
    // At night the plain map is dark like the rest of the app, not a light panel in a dark screen.
    await expect.poll(() => mapLightness(page)).toBeGreaterThan(0.6);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(() => mapLightness(page)).toBeLessThan(0.2);
    expect(await mapState(page)).toEqual({ style: "fallback", markers: 1 });
    await page.screenshot({ path: info.outputPath("finder-plain-map-night.png"), fullPage: true });
  },
);

test("an expired link says so, and shows no map", { tag: "@en" }, async ({ page }, info) => {
  const f = finderText(languages(info).mine);
  const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
  await page.goto(await trailerLinkPath(SEEDED.number, "knight", anHourAgo));
  await expect(page.getByText(f.expired)).toBeVisible();
  await expect(page.locator(".finder-map")).toHaveCount(0);
  await expect(page.getByText(SEEDED.coordinates)).toHaveCount(0);
  await expectAccessible(page, "Finder map (expired link)");
});

test(
  "a bare trailer number, without a link or a session, is refused",
  { tag: "@es" },
  async ({ page, request }, info) => {
    const f = finderText(languages(info).mine);
    await page.goto(`/trailers/map?trailer=${SEEDED.number}-knight`);
    await expect(page.getByText(f.refused)).toBeVisible();
    await expect(page.getByRole("link", { name: f.signIn })).toBeVisible();
    await expect(page.locator(".finder-map")).toHaveCount(0);
    // And the Worker, asked directly, answers nothing either.
    const mine = await request.get(`/api/finder/mine?trailer=${SEEDED.number}-knight`);
    expect(mine.status()).toBe(401);
    const link = await request.get(`/api/finder/link?trailer=${SEEDED.number}-knight`);
    expect(link.status()).toBe(403);
    expect(JSON.stringify(await link.json())).not.toContain("33.42");
  },
);

test(
  "'Share location' makes a link; once the trailer is detached from the order, the link no longer shows where it is",
  { tag: "@es" },
  async ({ page, browser }, info) => {
    const { mine } = languages(info);
    const f = finderText(mine);
    // Per language: its own phones (made for it, decision 116) and trailer, so the two runs never meet.
    const es = mine === "es";
    const phones = {
      app: (await makeFixture({ trailers: 0 })).mobileNumber,
      api: (await makeFixture({ trailers: 0 })).mobileNumber,
    };
    const trailer = es ? "400103" : "400102";
    const yard = { lat: PHONE.latitude, lon: PHONE.longitude, accuracy: 10 };
    // The drop spot: across the lot, about 450 m north-east of the yard, pinned with a 20 m fix.
    const drop = { lat: 33.4291, lon: -112.0172, accuracy: 20 };

    const other = await apiDriver(phones.api);
    await other.attach(`${trailer}-knight`, "inboundEmpty", yard);

    await signedInAs(page, phones.app, languages(info).t.manageTrailer);
    await expect(page.getByText(f.inboundEmpty)).toBeVisible();
    await page.getByRole("link", { name: f.find(trailer) }).click();
    await expect(page.getByRole("heading", { level: 1, name: f.whereIs(trailer) })).toBeVisible();
    expect((await mapState(page)).markers).toBe(1);
    await page.goBack();

    await page.getByRole("button", { name: f.share(trailer) }).click();
    const linkField = page.getByRole("textbox", { name: new RegExp(f.linkField) });
    await expect(linkField).toHaveValue(/\/trailers\/map#link=/);
    const url = await linkField.inputValue();

    await other.detachAt(`${trailer}-knight`, drop);

    // A yard colleague's phone: never signed in, no street map service reachable.
    const colleague = await browser.newContext({
      ...info.project.use,
      geolocation: PHONE,
      permissions: ["geolocation"],
    });
    await failStreetMap(colleague);
    const theirs = await colleague.newPage();
    await theirs.goto(url);
    await expect(theirs.getByRole("heading", { level: 1, name: f.whereIs(trailer) })).toBeVisible();
    // The trailer has left the order that made the link (decision 120): no position, no marker,
    // not the drop spot.
    await expect(theirs.getByText(f.noPosition)).toBeVisible();
    await expect(theirs.locator(".finder-map:not([data-trailer-markers='0'])")).toHaveCount(0);
    await expect(theirs.getByText(`${drop.lat.toFixed(5)}, ${drop.lon.toFixed(5)}`)).toHaveCount(0);
    await theirs.screenshot({ path: info.outputPath("finder-left-the-order.png"), fullPage: true });
    await colleague.close();
  },
);
