// The driver's main journeys in WebKit, the engine of every iPhone browser
// (decision 072): WebKitGTK's MiniBrowser through WebDriver, at 390×844, on the
// local production run over plain http. One driver, one phone, in Spanish, one
// journey after another as a driver's day goes: a sticker opened signed out (the
// QR landing, the sign-in, a refusal's reason); the scanner reading a sticker with
// zxing-wasm (WebKit has no BarcodeDetector), an attach with the assessment and six
// 12 MP photos compressed in WebKit's worker; a detach; an attach with the signal
// cut and the app reloaded. WebKit has no location provider: each time, the driver
// takes the way forward the waiting screen offers.
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { latestCode } from "#scripts/lib/outbox.ts";
import { translator } from "#tests/e2e/support/catalogs.ts";
import { makeFixture } from "#tests/e2e/support/fixtures.ts";
import { dataUrlBytes, drawCameraJpeg, TWELVE_MP, VIEWS } from "#tests/e2e/support/photos.ts";
import { assessmentsOf, associationCount, storedPhotos } from "#tests/e2e/support/records.ts";
import { testOrder } from "#tests/e2e/support/sign-in.ts";
import { API_URL, APP_URL } from "#tests/e2e/support/urls.ts";
import type { Phone } from "#tests/webkit/support/phone.ts";
import { showSticker } from "#tests/webkit/support/sticker-camera.ts";
import { openPhone } from "#tests/webkit/support/webkit-browser.ts";

test.describe.configure({ mode: "serial" });

/** The driver and trailers made for these tests (decision 116), in `beforeAll`. */
let DRIVER = "";
/** Scanned, attached loaded, then detached. */
let SCANNED = "";
/** Attached with the signal cut. */
let OFFLINE = "";
/** Plates are KX, the number's first digit and its last four (README, Demo data). */
const plate = (number: string) => `KX${number[0]}${number.slice(-4)}`;

type Tr = Awaited<ReturnType<typeof translator>>;
let tr: Tr;
let phone: Phone;
let close: (() => Promise<void>) | undefined;
let started = 0;

// biome-ignore lint/correctness/noEmptyPattern: Playwright wants the fixtures a hook uses destructured; it uses none.
test.beforeAll(async ({}, info) => {
  test.setTimeout(60_000);
  started = Date.now();
  // Spanish: the catalog loaded on demand, the longest words at 390 px, Intl's Spanish dates.
  tr = await translator("es");
  const fixture = await makeFixture({ trailers: 2 });
  DRIVER = fixture.mobileNumber;
  [SCANNED, OFFLINE] = fixture.trailers.map((trailer) => trailer.trailerNumber) as [string, string];
  ({ phone, close } = await openPhone(APP_URL, info.outputPath("webkit-browser.log")));
});

test.afterAll(async () => {
  await close?.();
  for (const path of photos.values()) rmSync(path, { force: true });
  console.log(`WebKit journeys: ${Math.round((Date.now() - started) / 1000)} s`);
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright wants the fixtures a hook uses destructured; it uses none.
test.afterEach(async ({}, info) => {
  if (info.status !== info.expectedStatus && phone) {
    await info.attach("webkit-screen.png", {
      body: Buffer.from(await phone.driver.takeScreenshot(), "base64"),
      contentType: "image/png",
    });
  }
});

/**
 * The check step waits for the phone's position, which WebKit never gives: the way forward shows
 * after a few seconds, and the driver takes it.
 */
async function goOnWithoutLocation(way: string) {
  await phone.find({ text: tr("Getting your location…") });
  await phone.tap({ role: "button", name: tr(way) });
}

const photos = new Map<number, string>();
/** A 12 MP camera JPEG drawn in WebKit, kept in a file for the file input (drawn once per run). */
async function cameraPhoto(seed: number): Promise<string> {
  let path = photos.get(seed);
  if (!path) {
    path = join(tmpdir(), `hitch-webkit-photo-${process.pid}-${seed}.jpg`);
    writeFileSync(path, dataUrlBytes(await phone.run(drawCameraJpeg, { seed, ...TWELVE_MP })));
    photos.set(seed, path);
  }
  return path;
}

/** On a view's screen: the camera's photo handed over, compressed in WebKit's worker, shown. */
async function takePhoto(index: number) {
  const label = tr(VIEWS[index]!);
  const total = String(VIEWS.length);
  await phone.find({
    role: "heading",
    name: tr("Photo {number} of {total}: {label}", { number: String(index + 1), total, label }),
  });
  await phone.giveFile({ label: tr("Take photo") }, await cameraPhoto(index));
  await phone.find({ role: "img", name: tr("Your photo: {label}", { label }) }, 40_000);
}

/** From the view on screen: Next, or after the last one the roadworthy confirmation. */
async function nextView(index: number) {
  if (index < VIEWS.length - 1) return phone.tap({ role: "link", name: tr("Next photo") });
  await phone.tap({ role: "link", name: tr("Check the photos") });
  await phone.find({ role: "heading", name: tr("Roadworthy confirmation") });
  await phone.choose({ role: "checkbox" });
  await phone.tap({ role: "button", name: tr("Continue") });
}

/** Verify by plate, take it in `slot`, every category good: on to the Photos step. */
async function verifyTakeAndAssess(number: string, slot: string) {
  await phone.find({
    role: "heading",
    name: tr("Verify trailer {trailerNumber}", { trailerNumber: number }),
  });
  await phone.type({ label: tr("License plate") }, plate(number));
  await phone.tap({ role: "button", name: tr("Verify") });
  await phone.find({
    role: "heading",
    name: tr("Take possession of trailer {trailerNumber}", { trailerNumber: number }),
  });
  // The slot's name goes on with the trailer it holds now, if any ("Loaded trailer Now: trailer …").
  await phone.choose({ role: "radio", name: new RegExp(`^${escapeRegExp(tr(slot))}`) });
  // The loaded trailer's seal (decision 123).
  if (slot === "Loaded trailer")
    await phone.choose({ role: "checkbox", name: tr("No seal on this trailer") });
  await phone.tap({ role: "button", name: tr("Continue") });
  await phone.find({
    role: "heading",
    name: tr("Assess trailer {trailerNumber}", { trailerNumber: number }),
  });
  await phone.tap({ role: "button", name: tr("Mark all as good") });
  await phone.tap({ role: "button", name: tr("Submit assessment") });
  await phone.find({ role: "heading", name: tr("Take photos of each side") });
  await phone.tap({ role: "link", name: tr("Start with the trailer front") });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("a sticker opened signed out: Spanish chosen, signed in over plain http, the trailer's refusal", async () => {
  // The phone's own camera app opened a stolen trailer's sticker: sign in first.
  await phone.goto("/trailers/HQR-400203");
  await phone.find({ role: "heading", name: "Sign in" });
  await phone.tap({ role: "button", name: "Español" });
  await phone.find({ role: "heading", name: tr("Sign in") });
  await phone.type({ label: tr("Order number") }, testOrder());
  await phone.type({ label: tr("Mobile phone number") }, DRIVER);
  await phone.choose({ role: "checkbox" });
  const sentAt = new Date(Date.now() - 2000);
  await phone.tap({ role: "button", name: tr("Continue") });
  await phone.type({ label: tr("Verification code") }, await latestCode(API_URL, DRIVER, sentAt));
  await phone.tap({ role: "button", name: tr("Submit") });

  // Signed in (WebKit kept the session cookie an http page may have), then on with the sticker.
  await goOnWithoutLocation("Verify with the plate or VIN instead");
  await phone.find({ role: "heading", name: tr("Trailer Unavailable") });
  await phone.find({ text: tr("This trailer is reported stolen.") });
  const cookies = await phone.driver.manage().getCookies();
  expect(cookies.find((c) => c.name.endsWith("hitch_session"))).toMatchObject({
    name: "hitch_session",
    httpOnly: true,
    secure: false,
  });
});

test("the scanner reads a sticker with zxing-wasm, then an attach with the assessment and six 12 MP photos", async () => {
  test.setTimeout(240_000);
  // The camera goes in the app's page, not the edge's shell before it (goto waits for the app).
  await phone.goto("/manageTrailer");
  await phone.find({ role: "heading", name: tr("Manage trailer") });
  // What WebKit has and has not: the scanner takes its worker path, frames as VideoFrames.
  expect(
    await phone.run(() => [
      typeof Reflect.get(window, "BarcodeDetector"),
      typeof VideoFrame,
      typeof OffscreenCanvas,
    ]),
  ).toEqual(["undefined", "function", "function"]);
  // The sticker holds this app's own trailer URL (at the origin the phone reaches it on).
  await showSticker(phone, `${phone.signal.origin}/trailers/HQR-${SCANNED}`);
  // The scanner reads the sticker within moments of opening (decision 089): what follows is its answer.
  await phone.tap({ role: "link", name: tr("Attach a trailer") });
  await goOnWithoutLocation("Verify with the plate or VIN instead");
  await verifyTakeAndAssess(SCANNED, "Loaded trailer");
  for (const index of VIEWS.keys()) {
    await takePhoto(index);
    await nextView(index);
  }
  // Continue waits for the six 12 MP photos compressed behind their views (decision 144), each of
  // which could take the 40 s a photo's view is given above on this machine's two busy cores.
  await phone.find(
    { role: "heading", name: tr("Confirm trailer {trailerNumber}", { trailerNumber: SCANNED }) },
    120_000,
  );
  await phone.tap({ role: "button", name: tr("Attach trailer") });
  await phone.find({ role: "heading", name: tr("Manage trailer") });
  await phone.find({ text: tr("Attached to trailer") });
  expect(await associationCount(SCANNED, { kind: "attach" })).toBe(1);
  await expect.poll(async () => (await storedPhotos(SCANNED)).length, { timeout: 30_000 }).toBe(6);
  // Compressed on the phone: each at most 0.25 MB (decision 050), from 12 MP JPEGs of several MB.
  for (const { sizeBytes } of await storedPhotos(SCANNED)) expect(sizeBytes).toBeLessThanOrEqual(250_000);
});

test("a detach of the scanned trailer, with the damage certification, the seal and the reporting rule", async () => {
  await phone.goto("/manageTrailer");
  await phone.tap({
    role: "button",
    name: tr("Detach trailer {attachedNumber}", { attachedNumber: SCANNED }),
  });
  await goOnWithoutLocation("Continue without your location");
  await phone.find({
    role: "heading",
    name: tr("Detach trailer {trailerNumber}", { trailerNumber: SCANNED }),
  });
  await phone.choose({ role: "checkbox", name: tr("I certify that I reported all damage to this trailer.") });
  // Taken loaded with no seal: the quick drop asks again, and says the answer matches (decision 141).
  await phone.choose({ role: "checkbox", name: tr("No seal on this trailer") });
  await phone.find({ text: tr("It matches.") });
  // Without a position the phone cannot say the driver is at the trailer: the reporting rule is asked.
  await phone.choose({
    role: "checkbox",
    name: tr("I understand that detaching must be reported when the trailer is dropped."),
  });
  await phone.tap({ role: "button", name: tr("Detach trailer") });
  await phone.find({ role: "heading", name: tr("Manage trailer") });
  await phone.find({ text: tr("Detached from trailer") });
  expect(await associationCount(SCANNED, { kind: "detach" })).toBe(1);
});

test("an attach with six photos, the signal cut after the second and the app reloaded: each stored once", async () => {
  test.setTimeout(240_000);
  await phone.goto("/manageTrailer");
  // No camera in this browser: the scanner says so and offers the number.
  await phone.tap({ role: "link", name: tr("Attach a trailer") });
  await phone.find({
    text: tr("This phone's camera could not be opened. Enter the trailer number instead."),
  });
  await phone.tap({ role: "link", name: tr("Manual Entry") });
  await phone.type({ label: tr("Trailer number") }, OFFLINE);
  await phone.tap({ role: "button", name: tr("Complete Assessment") });
  await goOnWithoutLocation("Verify with the plate or VIN instead");
  await verifyTakeAndAssess(OFFLINE, "My empty trailer to return");
  for (const index of [0, 1]) {
    await takePhoto(index);
    await nextView(index);
  }

  // No signal from the third photo on, and the page reloaded: the app comes from WebKit's service
  // worker, the two photos taken are still there, the compressor still works.
  await phone.until(
    () => phone.run(() => navigator.serviceWorker.controller !== null),
    "the service worker to control the page",
  );
  phone.signal.cut();
  await phone.reload();
  await phone.tap({ role: "link", name: tr("All six photos") });
  await phone.expectCount({ text: tr("Taken") }, 2);
  await phone.tap({ role: "link", name: tr("Take the next photo") });
  for (const index of [2, 3, 4, 5]) {
    await takePhoto(index);
    await nextView(index);
  }
  // Continue waits for the photos still being compressed (decision 144).
  await phone.find(
    { role: "heading", name: tr("Confirm trailer {trailerNumber}", { trailerNumber: OFFLINE }) },
    120_000,
  );
  await phone.tap({ role: "button", name: tr("Attach trailer") });
  await phone.find({ role: "heading", name: tr("Manage trailer") });
  // The attach and the six photos wait on the phone, across another reload: one line for the job,
  // its photos summed up under it (decision 107).
  const waiting = { text: tr("Waiting for signal", {}, "outbox state") };
  await phone.expectCount(waiting, 1);
  await phone.reload();
  await phone.expectCount(waiting, 1);
  expect(await associationCount(OFFLINE)).toBe(0);
  expect(await storedPhotos(OFFLINE)).toHaveLength(0);

  // The signal returns. WebKit's navigator.onLine never changed (the signal was cut in the network,
  // not on the phone): the test says it is back, as the phone would.
  phone.signal.restore();
  await phone.run(() => window.dispatchEvent(new Event("online")));
  await phone.expectCount(waiting, 0, 60_000);
  await expect.poll(() => associationCount(OFFLINE, { kind: "attach" }), { timeout: 30_000 }).toBe(1);
  expect(await assessmentsOf(OFFLINE)).toHaveLength(1);
  // Six taken, six stored: none twice (a retry carries the same clientUploadId), none lost.
  await expect.poll(async () => (await storedPhotos(OFFLINE)).length, { timeout: 30_000 }).toBe(6);
});
