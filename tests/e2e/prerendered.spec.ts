// The public screens reach the phone as ready HTML in the driver's language and
// the app takes them over without drawing them again (decision 055). The app's
// script is held back, as one bar of signal would, while the driver reads and
// types; then it runs. The screens' hydration runs in both languages, each screen
// drawn in its own; every other test in one (decisions 080 and 131). A signed-in driver's Manage trailer and scanner come the
// same way, with their order's data in the page (decision 086), and a step of the
// trailer workflow with the trailer the phone is at (decision 087); the scanner's
// starts its camera before the app's script (decision 097); Manual entry keeps the number typed on its
// shell (decision 133); every other screen's shell carries the same order's data (decision 137).
import { expect, type Page, type Request, test } from "@playwright/test";
import { signInViaApp } from "#scripts/lib/demo-session.ts";
import { textsSince } from "#scripts/lib/outbox.ts";
import { SHELL_CAMERA } from "#shared/signed-in-shells.ts";
import { translator } from "#tests/e2e/support/catalogs.ts";
import { showSticker } from "#tests/e2e/support/fake-camera.ts";
import { makeFixture, onlyTrailer } from "#tests/e2e/support/fixtures.ts";
import { takePhoto, VIEWS } from "#tests/e2e/support/photos.ts";
import { enterTextedCode, signedInAs, testOrder } from "#tests/e2e/support/sign-in.ts";
import { languages } from "#tests/e2e/support/text.ts";
import { API_URL, APP_URL } from "#tests/e2e/support/urls.ts";
import { CAMERA_LIVE_MARK } from "#web/features/scan/timing-marks.ts";

/** Holds the app's entry script until `release()`; collects what the page reports as errors. */
async function slowScript(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { errors, release };
}

/** Marks the screen's heading node, to tell hydration (the same node) from a fresh render. */
const markHeading = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading =
      document.querySelector("h1");
  });
const sameHeading = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector("h1") ===
      (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading,
  );
/** Once React owns the heading on screen (it keeps its fiber on the node): the app has taken over. */
const reactOwnsHeading = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.querySelector("h1") ?? {}).some((k) => k.startsWith("__reactFiber")),
  );

test(
  "Login is on screen before its script, and what the driver typed meanwhile is kept",
  { tag: "@en" },
  async ({ page }, info) => {
    const { t } = languages(info);
    const { errors, release } = await slowScript(page);
    await page.goto("/login", { waitUntil: "commit" });

    // Ready HTML in the browser's language, with no script run yet.
    await expect(page.getByRole("heading", { name: t.signIn })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", t.lang);
    await markHeading(page);
    const order = testOrder();
    await page.getByLabel(t.orderNumber).fill(order);
    await page.getByLabel(t.mobileNumber).fill("5550100099");
    await page.getByRole("checkbox").check();

    release();
    // The form's own handling has run on what was typed: the phone is formatted as it is when typed.
    await expect(page.getByLabel(t.mobileNumber)).toHaveValue("(555) 010-0099");
    await expect(page.getByLabel(t.orderNumber)).toHaveValue(order);
    await expect(page.getByRole("checkbox")).toBeChecked();
    // In the form's state (the draft it keeps), not only on screen.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("hitch:draft:login")))
      .toBe(JSON.stringify({ orderNumber: order, mobileNumber: "(555) 010-0099", consent: true }));
    expect(await reactOwnsHeading(page)).toBe(true);
    expect(await sameHeading(page), "the prerendered heading is the one on screen (hydrated)").toBe(true);
    expect(errors).toEqual([]);
  },
);

test(
  "Continue tapped before the script runs signs in once the app is up: one code, sent for what was typed",
  {
    tag: "@en",
  },
  async ({ page }, info) => {
    const { t } = languages(info);
    const { mobileNumber: phone } = await makeFixture({ trailers: 0 });
    const { errors, release } = await slowScript(page);
    await page.goto("/login", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: t.signIn })).toBeVisible();
    const sentAt = new Date(Date.now() - 2000);
    await page.getByLabel(t.orderNumber).fill(testOrder());
    await page.getByLabel(t.mobileNumber).fill(phone);
    await page.getByRole("checkbox").check();
    const continueButton = page.getByRole("button", { name: t.continue, exact: true });
    // Twice, as an impatient thumb would: the page stays put (no post of the form) and the tap is taken.
    await continueButton.click();
    await continueButton.click();
    await expect(continueButton).toHaveAttribute("data-early-tap", "");
    await expect(page).toHaveURL(/\/login$/);

    release();
    // The code is asked for what the driver typed, and the driver enters it as they would have.
    await enterTextedCode(page, t, phone, sentAt);
    expect(await textsSince(API_URL, phone, sentAt), "one text for the two taps").toBe(1);
    expect(errors).toEqual([]);
  },
);

test(
  "Welcome comes in the language the driver chose before, whatever the browser's",
  {
    tag: "@es",
  },
  async ({ page, context }, info) => {
    const { o, t } = languages(info);
    await context.addCookies([{ name: "lang", value: o.lang, url: APP_URL }]);
    const { errors, release } = await slowScript(page);
    await page.goto("/", { waitUntil: "commit" });

    await expect(page.getByRole("heading", { name: o.welcome })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", o.lang);
    await markHeading(page);

    release();
    await expect.poll(() => reactOwnsHeading(page)).toBe(true);
    expect(await sameHeading(page), "hydrated in the chosen language, not drawn again").toBe(true);
    // Running, the app speaks that language: its switch offers the browser's, and switching back is
    // the cookie's choice for the next visit.
    await page.getByRole("button", { name: t.languageName }).click();
    await expect(page.getByRole("heading", { name: t.welcome })).toBeVisible();
    expect((await context.cookies(APP_URL)).find((c) => c.name === "lang")?.value).toBe(t.lang);
    expect(errors).toEqual([]);
  },
);

test("every prerendered screen is taken over without being drawn again", async ({ page }, info) => {
  const { t } = languages(info);
  for (const [path, heading] of [
    ["/", t.welcome],
    ["/privacyPolicy", undefined],
    ["/termsOfUse", undefined],
    ["/unauthorized", t.sessionExpired],
  ] as const) {
    const { errors, release } = await slowScript(page);
    await page.goto(path, { waitUntil: "commit" });
    const h1 = page.getByRole("heading", { level: 1, ...(heading ? { name: heading } : {}) });
    await expect(h1).toBeVisible();
    await markHeading(page);
    release();
    await expect.poll(() => reactOwnsHeading(page), `${path} taken over`).toBe(true);
    expect(await sameHeading(page), `${path} hydrated, not drawn again`).toBe(true);
    expect(errors, path).toEqual([]);
    await page.unrouteAll();
  }
});

/** The scanner's heading, per language. */
const SCANNER = { "en-US": "Scan the trailer's QR code", es: "Escanee el código QR del remolque" } as const;

test(
  "a signed-in driver's Manage trailer and scanner are on screen before the script, and the app asks for nothing they came with",
  { tag: "@es" },
  async ({ page }, info) => {
    const { t } = languages(info);
    const order = testOrder();
    const { mobileNumber: phone } = await makeFixture({ trailers: 0 });
    const { cookie } = await signInViaApp(APP_URL, API_URL, phone, order);
    // The shell inlines the standing notice and the flags when they are to hand within its wait
    // (INLINE_WAIT_MS); past their minute of freshness they come from the carrier again, which on a
    // loaded machine can take longer, and the page then rightly asks for them. Read once now, they
    // are the edge's cached copies for this test, as they are for a driver after the first.
    for (const path of ["/api/alerts/persistent", "/api/feature-flags"]) {
      expect((await fetch(`${APP_URL}${path}`, { headers: { cookie } })).status, path).toBe(200);
    }
    const separator = cookie.indexOf("=");
    await page.context().addCookies([
      {
        name: cookie.slice(0, separator),
        value: cookie.slice(separator + 1),
        url: APP_URL,
        httpOnly: true,
      },
    ]);
    // The camera films a blank label: the scanner, once the app runs, reads no sticker a test before
    // this one in the same worker left in front of it, and stays on screen. The driver allowed it before.
    showSticker(null);
    await page.context().grantPermissions(["camera"]);
    const asked: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/api/")) asked.push(pathname);
    });
    for (const [path, heading] of [
      ["/manageTrailer", t.manageTrailer],
      ["/trailers/scan", SCANNER[t.lang]],
    ] as const) {
      const { errors, release } = await slowScript(page);
      asked.length = 0;
      await page.goto(path, { waitUntil: "commit" });
      // The screen in the driver's language, with their order filled in, before any script of the app.
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", t.lang);
      if (path === "/manageTrailer") await expect(page.getByText(order, { exact: true })).toBeVisible();
      expect(await reactOwnsHeading(page)).toBe(false);
      if (path === "/trailers/scan") {
        // The scanner's shell has opened the camera with no script of the app run (decision 097).
        const shellCamera = () =>
          page.evaluate(async (held) => {
            const stream = await (window as unknown as Record<string, Promise<MediaStream | undefined>>)[
              held
            ];
            return stream?.getVideoTracks()[0]?.readyState;
          }, SHELL_CAMERA);
        expect(await shellCamera(), "the camera opened by the scanner's shell").toBe("live");
      }

      // The driver taps Menu on the shell, before the app runs: it opens once the app has drawn it.
      if (path === "/manageTrailer") await page.getByRole("button", { name: t.menu }).click();

      release();
      await expect.poll(() => reactOwnsHeading(page), `${path} taken over`).toBe(true);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      if (path === "/manageTrailer") {
        await expect(page.getByRole("menuitem", { name: t.logOut })).toBeVisible();
        await page.getByRole("button", { name: t.menu }).click();
        await expect(page.getByRole("menuitem", { name: t.logOut })).toBeHidden();
        // The order's state came at the end of the page: the screen shows it without asking.
        await expect(page.getByText(order, { exact: true })).toBeVisible();
        await expect(page.getByText("KPO", { exact: true })).toBeVisible();
      }
      if (path === "/trailers/scan") {
        // The scanner took that camera: it is live on screen, and nothing is left for the shell to stop.
        await expect
          .poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length, CAMERA_LIVE_MARK))
          .toBe(1);
        expect(await page.evaluate((held) => held in window, SHELL_CAMERA)).toBe(false);
      }
      expect(asked, `${path}: who is signed in and the order's data came with the page`).toEqual([]);
      expect(errors, path).toEqual([]);
      await page.unrouteAll();
    }

    // A screen with no shell of its own: the app's shell came with the same data (decision 137), so
    // the screen is drawn with nothing asked first, the carrier's notice on it.
    const tr = await translator(languages(info).mine);
    asked.length = 0;
    await page.goto("/reportIssue");
    await expect(page.getByRole("heading", { level: 1, name: tr("Report an issue") })).toBeVisible();
    await expect(page.getByText(/Demo yard gate 3/).first()).toBeVisible();
    expect(asked, "/reportIssue: who is signed in and the order's data came with the page").toEqual([]);

    // Signed out, the same address is the sign-in flow, as before.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto("/manageTrailer");
    await expect(page.getByRole("heading", { level: 1, name: t.signIn })).toBeVisible();
    await expect(page.getByLabel(t.orderNumber)).toBeEmpty();
  },
);

test("a signed-in driver's Manual entry is on screen before the script, and the number typed and the tap made there are kept", async ({
  page,
}, info) => {
  const { mine, t } = languages(info);
  const tr = await translator(mine);
  const fixture = await makeFixture({});
  const number = onlyTrailer(fixture).trailerNumber;
  const { cookie } = await signInViaApp(APP_URL, API_URL, fixture.mobileNumber, testOrder());
  const separator = cookie.indexOf("=");
  await page
    .context()
    .addCookies([
      { name: cookie.slice(0, separator), value: cookie.slice(separator + 1), url: APP_URL, httpOnly: true },
    ]);
  const asked: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/")) asked.push(pathname);
  });
  const { errors, release } = await slowScript(page);
  await page.goto("/trailers/manualEntry/attach", { waitUntil: "commit" });
  // Its heading, field and button in the driver's language, before any script of the app (decision 133).
  await expect(page.getByRole("heading", { level: 1, name: tr("Enter the trailer number") })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", t.lang);
  expect(await reactOwnsHeading(page)).toBe(false);
  // The driver types the number, key by key, and taps the button while the app's code is on its way.
  const field = page.getByLabel(tr("Trailer number"));
  await field.pressSequentially(number);
  const lookUp = page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith(`/api/trailers/number/${number}`),
  );
  await page.getByRole("button", { name: tr("Complete Assessment") }).click();
  await expect(page).toHaveURL(/\/trailers\/manualEntry\/attach$/);

  release();
  await expect.poll(() => reactOwnsHeading(page)).toBe(true);
  // The tap is made on the button the app drew, for the number typed on the shell: it is looked up.
  await lookUp;
  expect(asked, "who is signed in came with the page").not.toContain("/api/session");
  expect(errors).toEqual([]);
  await page.unrouteAll();
});

test(
  "at a workflow step's address the browser fetches the step's code while the app's script is still held",
  { tag: "@en" },
  async ({ page }, info) => {
    const { t } = languages(info);
    const { release } = await slowScript(page);
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto("/trailers/takePossession", { waitUntil: "commit" });
    // The edge named the step's chunk in the shell (the build's route-to-chunks manifest, decision 086):
    // it is on its way before the entry has run, not discovered after it.
    await expect
      .poll(() => fetched.find((path) => /^\/assets\/take-possession-page-[^/]+\.js$/.test(path)))
      .toBeDefined();
    const preloads = await page
      .locator('head link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(preloads).toContainEqual(expect.stringMatching(/^\/assets\/workflow-[^/]+\.js$/));
    release();
    // Signed out, the app, once it runs, sends the driver to sign in, as before.
    await expect(page.getByRole("heading", { level: 1, name: t.signIn })).toBeVisible();
    await page.unrouteAll();

    // At an address no screen is mounted at, the shell names no screen's code.
    await page.goto("/no/such/screen", { waitUntil: "commit" });
    await expect(page.locator('head link[rel="modulepreload"][href*="-page-"]')).toHaveCount(0);
  },
);

test.describe("a workflow step reopened signed in", () => {
  // The demo yard (README, Demo data): the trailer stands within a few hundred feet. No service
  // worker: the app's held script must come from the network, where the test holds it.
  test.use({
    geolocation: { latitude: 33.4255, longitude: -112.02, accuracy: 10 },
    permissions: ["geolocation"],
    serviceWorkers: "block",
  });

  test(
    "shows the trailer the driver is at before any script of the app, then the step itself; with no flow kept, no trailer at all",
    { tag: "@es" },
    async ({ page }, info) => {
      const _es = info.project.name === "es";
      const tr = await translator(languages(info).mine);
      // A driver and a trailer of this test's own (decision 116).
      const fixture = await makeFixture();
      const number = onlyTrailer(fixture).trailerNumber;
      await signedInAs(page, fixture.mobileNumber, tr("Manage trailer"));
      await page.getByRole("link", { name: tr("Enter the number instead") }).click();
      await page.getByLabel(tr("Trailer number")).fill(number);
      await page.getByRole("button", { name: tr("Complete Assessment") }).click();

      for (const [path, heading, line, onwards] of [
        [
          "/trailers/takePossession",
          tr("Take possession of trailer {trailerNumber}", { trailerNumber: number }),
          undefined,
          async () => {
            await page.getByRole("radio", { name: tr("Loaded trailer") }).check();
            await page.getByRole("checkbox", { name: tr("No seal on this trailer") }).check();
            await page.getByRole("button", { name: tr("Continue") }).click();
          },
        ],
        [
          "/trailers/trailerAssessment/attach",
          tr("Assess trailer {trailerNumber}", { trailerNumber: number }),
          undefined,
          async () => {
            await page.getByRole("button", { name: tr("Mark all as good") }).click();
            await page.getByRole("button", { name: tr("Submit assessment") }).click();
          },
        ],
        [
          "/trailers/trailerPhotos",
          tr("Take photos of each side"),
          tr(
            "Walk around trailer {trailerNumber} and take a photo from each of these six spots, in this order.",
            { trailerNumber: number },
          ),
          async () => {
            await expect(page.getByRole("list", { name: tr("The six photos") })).toBeVisible();
            await page.getByRole("link", { name: tr("Start with the trailer front") }).click();
          },
        ],
        // Where a driver walking round the trailer comes back to after the phone slept.
        [
          "/trailers/trailerPhotos/trailerFront",
          tr("Photo {number} of {total}: {label}", { number: "1", total: "6", label: tr("Trailer front") }),
          tr("Stand in front of the trailer, a few steps back, and fit its whole front in the picture."),
          async () => {
            for (const index of VIEWS.keys()) {
              await takePhoto(page, tr, index);
              const next = index < VIEWS.length - 1 ? "Next photo" : "Check the photos";
              await page.getByRole("link", { name: tr(next) }).click();
            }
          },
        ],
        // The six photos looked over: the attach's words at an address a detach shares (decision 087).
        [
          "/trailers/trailerPhotos/roadworthy",
          tr("Roadworthy confirmation"),
          tr(
            "Look over your photos of trailer {trailerNumber}. Retake any that is blurred or misses part of the trailer.",
            { trailerNumber: number },
          ),
          async () => {
            await page.getByRole("checkbox").check();
            await page.getByRole("button", { name: tr("Continue") }).click();
          },
        ],
        [
          "/trailerStatusIndication",
          tr("Confirm trailer {trailerNumber}", { trailerNumber: number }),
          undefined,
          async () => {
            await expect(page.getByRole("button", { name: tr("Attach trailer") })).toBeVisible();
          },
        ],
      ] as const) {
        // Reached through the app, as a driver reaches it; then opened again at its own address.
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        const { errors, release } = await slowScript(page);
        const stylesFetched: string[] = [];
        const noteStyles = (request: Request) => {
          if (request.resourceType() === "stylesheet") stylesFetched.push(new URL(request.url()).pathname);
        };
        page.on("request", noteStyles);
        await page.goto(path, { waitUntil: "commit" });
        await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeVisible();
        if (line) await expect(page.getByText(line)).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("lang", languages(info).t.lang);
        expect(await reactOwnsHeading(page), `${path} before the app`).toBe(false);
        release();
        await expect.poll(() => reactOwnsHeading(page), `${path} taken over`).toBe(true);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        // The step's styles came inline with the page (each named by a disabled link): its code neither
        // fetched them nor applied them again. The next step's, loaded ahead once the step is drawn
        // (decision 136), are not the step's.
        const ownStyles = await page
          .locator('link[rel="stylesheet"][disabled]')
          .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
        expect(
          stylesFetched.filter((style) => ownStyles.includes(style)),
          `${path}: its own stylesheets fetched`,
        ).toEqual([]);
        page.off("request", noteStyles);
        expect(errors, path).toEqual([]);
        await page.unrouteAll();
        await onwards();
      }

      // The flow ended (another tab's Cancel, say): the step's address shows no trailer before the
      // app runs, only the loading screen; the app then sends the driver to Manage trailer.
      await page.evaluate(() => localStorage.removeItem("hitch:trailerFlow"));
      const { errors, release } = await slowScript(page);
      await page.goto("/trailers/trailerPhotos", { waitUntil: "commit" });
      await expect(page.getByRole("status").filter({ hasText: tr("Loading…") })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
      await expect(page.getByText(number)).toHaveCount(0);
      release();
      await expect(page.getByRole("heading", { level: 1, name: tr("Manage trailer") })).toBeVisible();
      expect(errors).toEqual([]);
      await page.unrouteAll();
    },
  );
});
