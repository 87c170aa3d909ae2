import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  type ReportAnswer,
  ReportAnswerSchema,
  ReportLinkSchema,
  type ServedReport,
  ServedReportSchema,
} from "#shared/api/reports.ts";
import { GOOD_TRAILER, newPhone, TEST_FINDER_LINK_KEY, YARD } from "#tests/mocks/logistics-data.ts";
import { signStoredReport } from "#worker/reports/signed-report.ts";
import { call, getRequest, jsonRequest, newClientIp, ORIGIN, signIn } from "#worker/test/helpers.ts";
import { jpeg } from "#worker/test/photo-files.ts";

const goodId = `${GOOD_TRAILER.number}-${GOOD_TRAILER.company}`;

/** A driver who checked the good trailer at the yard, signed in. */
async function driver() {
  const mobileNumber = newPhone("driver");
  const { cookie } = await signIn(mobileNumber);
  const check = await call(
    "/api/trailers/check",
    jsonRequest(
      "POST",
      { trailer: { trailerId: goodId }, association: "attach", location: YARD },
      { cookie },
    ),
  );
  expect(check.status).toBe(200);
  return { cookie, mobileNumber };
}

/** The driver's assessment sent through the edge, with one photo under it; its idempotency key. */
async function assess(
  cookie: string,
  association: "attach" | "detach",
  items: { type: string; subType?: string; comment?: string }[],
  eventTime = association === "attach" ? "2026-11-24T08:30:00-07:00" : "2026-11-26T16:10:00-07:00",
) {
  const idempotencyKey = crypto.randomUUID();
  const res = await call(
    "/api/assessments",
    jsonRequest(
      "POST",
      {
        trailer: { trailerId: goodId },
        association,
        items,
        redTag: false,
        location: YARD,
        eventTime,
        idempotencyKey,
      },
      { cookie },
    ),
  );
  expect(res.status).toBe(200);
  const { assessmentId } = (await res.json()) as { assessmentId: number };
  const data = new FormData();
  for (const [name, value] of Object.entries({
    trailerAssessmentId: String(assessmentId),
    sideName: "trailerFront",
    photoType: "trailerPhoto",
    clientUploadId: crypto.randomUUID(),
    takenAt: "2026-11-24T08:35:00-07:00",
    lat: String(YARD.lat),
    lng: String(YARD.lng),
  })) {
    data.set(name, value);
  }
  data.set("file", new File([jpeg(640, 480)], "photo.jpg", { type: "image/jpeg" }));
  const headers = new Headers({ "sec-fetch-site": "same-origin", origin: ORIGIN, cookie });
  headers.set("cf-connecting-ip", newClientIp());
  const upload = await call("/api/documents", { method: "POST", headers, body: data });
  expect(upload.status).toBe(200);
  return idempotencyKey;
}

const share = (cookie: string, assessments: string[], language = "es") =>
  call("/api/reports", jsonRequest("POST", { assessments, language }, { cookie }));

/** What the page of a link `path` carries at its end (decision 142), else undefined. */
async function servedInPage(path: string): Promise<ServedReport | undefined> {
  const res = await call(path, getRequest());
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  const html = await res.text();
  expect(html).toContain('<div id="root">');
  const block = html.match(/<script type="application\/json" id="hitch-report">(.*?)<\/script>/)?.[1];
  return block === undefined ? undefined : ServedReportSchema.parse(JSON.parse(block));
}

/** What opening a link answers, asked of the API; its page carries the same answer. */
async function open(path: string): Promise<{ status: number; answer: ReportAnswer }> {
  const res = await call(`/api${path}`, getRequest());
  const answer = ReportAnswerSchema.parse(await res.json());
  const url = new URL(path, ORIGIN);
  expect(await servedInPage(path)).toEqual({
    id: url.pathname.split("/")[2],
    e: url.searchParams.get("e"),
    sig: url.searchParams.get("sig"),
    // The API's answer names its request; the page's is the same answer, in another request.
    answer: { ...answer, requestId: undefined },
  });
  return { status: res.status, answer };
}

/** A pickup with a damaged tire and a drop with one more damage, shared: its link's path. */
async function sharedPickupAndDrop() {
  const { cookie, mobileNumber } = await driver();
  const pickup = await assess(cookie, "attach", [
    { type: "tires", subType: "driverSide", comment: "Tread worn" },
  ]);
  const drop = await assess(cookie, "detach", [
    { type: "tires", subType: "driverSide", comment: "Tread worn" },
    { type: "damage", subType: "passengerSide", comment: "New dent" },
  ]);
  const res = await share(cookie, [drop, pickup]);
  expect(res.status).toBe(200);
  return { link: ReportLinkSchema.parse(await res.json()), mobileNumber, cookie, pickup };
}

const idOf = (path: string) => new URL(path, ORIGIN).pathname.split("/")[2]!;

describe("a shared condition report (decision 128)", () => {
  it("opens signed out as authentic: pickup then drop, their answers and photos, no phone", async () => {
    const { link, mobileNumber } = await sharedPickupAndDrop();
    expect(link.path).toMatch(/^\/reports\/[0-9a-f-]{36}\?e=\d+&sig=[\w-]{43}$/);
    const res = await call(`/api${link.path}`, getRequest());
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    expect(text).not.toContain(mobileNumber);
    const { answer } = await open(link.path);
    expect(answer).toEqual(JSON.parse(text));
    if (answer.verdict !== "authentic") throw new Error(answer.verdict);
    const { report } = answer;
    expect(report).toMatchObject({ trailerNumber: GOOD_TRAILER.number, company: "knight", language: "es" });
    expect(report.records.map((r) => r.association)).toEqual(["attach", "detach"]);
    expect(report.records[1]!.items).toContainEqual({
      type: "damage",
      subType: "passengerSide",
      comment: "New dent",
    });
    expect(report.records.map((r) => r.photos.length)).toEqual([1, 1]);
    expect(report.records[0]!.photos[0]).toMatchObject({ side: "trailerFront", location: { lat: YARD.lat } });

    const photo = await call(`/api${link.path.replace("?", "/photos/1?")}`, getRequest());
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    const bytes = new Uint8Array(await photo.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  });

  it("reads pickup then drop when the carrier recorded both in the same second", async () => {
    const { cookie } = await driver();
    const second = "2026-11-24T08:30:00-07:00";
    const pickup = await assess(cookie, "attach", [], second);
    const drop = await assess(cookie, "detach", [], second);
    const res = await share(cookie, [drop, pickup]);
    const { answer } = await open(ReportLinkSchema.parse(await res.json()).path);
    if (answer.verdict !== "authentic") throw new Error(answer.verdict);
    expect(answer.report.records.map((r) => r.association)).toEqual(["attach", "detach"]);
  });

  it("says expired once the link's time is over", async () => {
    const { link } = await sharedPickupAndDrop();
    const stored = await env.EVIDENCE.get(`reports/${idOf(link.path)}/content`);
    const { content } = JSON.parse(await stored!.text()) as { content: string };
    // The same report signed anew with an expiry an hour ago, as a week after sharing.
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await signStoredReport(
      env.EVIDENCE,
      TEST_FINDER_LINK_KEY,
      { ...JSON.parse(content), expiresAt: new Date(past * 1000).toISOString() },
      idOf(link.path),
    );
    expect(await open(expired)).toMatchObject({ status: 410, answer: { verdict: "expired" } });
  });

  it("says altered when the stored report or one of its photos was changed after it was signed", async () => {
    const { link } = await sharedPickupAndDrop();
    const id = idOf(link.path);
    const stored = await env.EVIDENCE.get(`reports/${id}/photo-0`);
    const original = await stored!.arrayBuffer();
    await env.EVIDENCE.put(`reports/${id}/photo-0`, jpeg(320, 240));
    expect(await open(link.path)).toMatchObject({ status: 409, answer: { verdict: "altered" } });
    const photo = await call(`/api${link.path.replace("?", "/photos/0?")}`, getRequest());
    expect(photo.status).toBe(404);

    await env.EVIDENCE.put(`reports/${id}/photo-0`, original);
    expect((await open(link.path)).answer.verdict).toBe("authentic");
    const kept = JSON.parse(await (await env.EVIDENCE.get(`reports/${id}/content`))!.text()) as {
      content: string;
      mac: string;
    };
    // The new dent taken out of the drop, the MAC kept as it was.
    const edited = kept.content.replace(
      ',{"type":"damage","subType":"passengerSide","comment":"New dent"}',
      "",
    );
    expect(edited).not.toBe(kept.content);
    await env.EVIDENCE.put(`reports/${id}/content`, JSON.stringify({ content: edited, mac: kept.mac }));
    expect(await open(link.path)).toMatchObject({ status: 409, answer: { verdict: "altered" } });
  });

  it("says the link is not valid when its report id, expiry or signature was changed", async () => {
    const { link } = await sharedPickupAndDrop();
    const url = new URL(link.path, ORIGIN);
    const later = new URL(url);
    later.searchParams.set("e", String(Number(url.searchParams.get("e")) + 86_400));
    const otherSig = new URL(url);
    const sig = url.searchParams.get("sig")!;
    otherSig.searchParams.set("sig", `${sig[0] === "A" ? "B" : "A"}${sig.slice(1)}`);
    const otherId = url.pathname.replace(/\/[0-9a-f-]{36}$/, `/${crypto.randomUUID()}`);
    for (const path of [
      `${later.pathname}${later.search}`,
      `${otherSig.pathname}${otherSig.search}`,
      `${otherId}${url.search}`,
    ]) {
      expect(await open(path)).toMatchObject({ status: 403, answer: { verdict: "invalid" } });
    }
    const noPhoto = await call(`/api${otherId}/photos/0${url.search}`, getRequest());
    expect(noPhoto.status).toBe(404);
  });

  it("preloads with the answer the catalogs of the languages the report shows beside the reader's", async () => {
    const { link } = await sharedPickupAndDrop();
    const preloads = async (lang: string) => {
      const html = await (await call(link.path, getRequest({ cookie: `lang=${lang}` }))).text();
      const tail = html.slice(html.lastIndexOf('<div id="root">'));
      return [...tail.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        ([, href]) => href,
      );
    };
    // A Spanish driver's report: Spanish beside the English. The fixture build's catalogs
    // (worker/test/fixtures/client/_prerendered/route-chunks.json).
    expect(await preloads("en-US")).toEqual([
      "/assets/messages-es-8e9f0a1b.js",
      "/assets/workflow-es-9c0d1e2f.js",
    ]);
    expect(await preloads("es")).toEqual([
      "/assets/messages-en-4a5b6c7d.js",
      "/assets/workflow-en-5e6f7a8b.js",
    ]);
  });

  it("leaves the answer out of a page that is no link, or over its network's limit: the page asks", async () => {
    const { link } = await sharedPickupAndDrop();
    const url = new URL(link.path, ORIGIN);
    expect(await servedInPage(url.pathname)).toBeUndefined();
    expect(await servedInPage(`${url.pathname}?e=soon&sig=x`)).toBeUndefined();
    // The page counts in the finder's per-network limit, as the API does (60 in 10 minutes).
    const ip = newClientIp();
    for (let n = 0; n < 60; n++) await call(`${url.pathname}?e=1&sig=${"A".repeat(43)}`, getRequest({ ip }));
    const over = await call(link.path, getRequest({ ip }));
    expect(await over.text()).not.toContain('id="hitch-report"');
    expect((await call(`/api${link.path}`, getRequest({ ip }))).status).toBe(429);
  });

  it("refuses a record the edge did not forward for this driver: someone else's, or none", async () => {
    const { pickup } = await sharedPickupAndDrop();
    const other = await driver();
    const own = await assess(other.cookie, "attach", []);
    const refused = await share(other.cookie, [own, pickup]);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ kind: "notFound" });
    expect((await share(other.cookie, [crypto.randomUUID()])).status).toBe(404);
    // Signed out: no report at all.
    const signedOut = await call(
      "/api/reports",
      jsonRequest("POST", { assessments: [own], language: "en-US" }),
    );
    expect(signedOut.status).toBe(401);
    expect((await share(other.cookie, [own], "en-US")).status).toBe(200);
  });
});
