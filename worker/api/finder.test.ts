import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  FINDER_LINK_HEADER,
  FinderAnswerSchema,
  FinderLinkAnswerSchema,
  FinderTrailerSchema,
} from "#shared/api/finder.ts";
import { ApiErrorSchema } from "#shared/api-error.ts";
import { confidenceRadiusMetres } from "#shared/location-confidence.ts";
import {
  FINDER_TRAILERS,
  GOOD_TRAILER,
  newPhone,
  ORDER_WITH_TRAILERS,
  TEST_FINDER_LINK_KEY,
} from "#tests/mocks/logistics-data.ts";
import {
  type FinderLinkClaims,
  finderLinkExpiry,
  finderLinkOrderTag,
  signFinderLink,
} from "#worker/finder/link-token.ts";
import { RATE_LIMITS } from "#worker/rate-limit/limits.ts";
import {
  call,
  type EnvOverrides,
  getRequest,
  jsonRequest,
  lastMockRequest,
  mockRequests,
  newClientIp,
  signIn,
} from "#worker/test/helpers.ts";

const { located, noPosition, fromPreviousOrder, elsewhere, unknown } = FINDER_TRAILERS;

afterEach(() => {
  vi.restoreAllMocks();
});

/** Only these keys may ever reach an anonymous viewer. */
const NARROW_KEYS = Object.keys(FinderTrailerSchema.shape).sort();

function viewLink(token: string | undefined, ip = newClientIp(), overrides: EnvOverrides = {}) {
  const headers = new Headers({ "sec-fetch-site": "same-origin", "cf-connecting-ip": ip });
  if (token !== undefined) headers.set(FINDER_LINK_HEADER, token);
  return call("/api/finder/link", { headers }, overrides);
}

const link = (claims: Partial<FinderLinkClaims> = {}) =>
  signFinderLink(TEST_FINDER_LINK_KEY, {
    scope: "trailer",
    trailers: [{ trailerNumber: located, company: "knight", slot: null }],
    expiresAt: finderLinkExpiry(Date.now()),
    ...claims,
  });

async function errorOf(res: Response) {
  return ApiErrorSchema.parse(await res.json());
}

/** The driver of ORDER_WITH_TRAILERS, signed in. */
async function driver() {
  const { cookie } = await signIn(newPhone("driver"), ORDER_WITH_TRAILERS);
  return cookie;
}

describe("GET /api/finder/link (no session)", () => {
  it("answers position, confidence as a radius, age and slot, and nothing else", async () => {
    const res = await viewLink(
      await link({ trailers: [{ trailerNumber: located, company: "knight", slot: "loadedTrailer" }] }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const raw = (await res.json()) as { trailers: Record<string, unknown>[] };
    expect(Object.keys(raw).sort()).toEqual(["linkExpiresAt", "scope", "trailers"]);
    expect(Object.keys(raw.trailers[0]!).sort()).toEqual(NARROW_KEYS);
    expect(Object.keys(raw.trailers[0]!.position as object).sort()).toEqual(["lat", "lng", "radiusMetres"]);
    const answer = FinderAnswerSchema.parse(raw);
    expect(answer.scope).toBe("trailer");
    const [trailer] = answer.trailers;
    expect(trailer).toMatchObject({
      trailerNumber: located,
      company: "knight",
      slot: "loadedTrailer",
      found: true,
      position: { lat: 33.4258, lng: -112.0203, radiusMetres: confidenceRadiusMetres(90) },
    });
    expect(trailer!.ageSeconds).toBeGreaterThanOrEqual(600);
    expect(trailer!.ageSeconds).toBeLessThan(660);
    // The mock's trailer carries an order, a reservation, a plate, a VIN and a QR id: none gets out.
    const text = JSON.stringify(raw);
    for (const secret of [ORDER_WITH_TRAILERS, "ADRV042", "AZ12345", "1JJV532D4KL123456", `QR-${located}`]) {
      expect(text).not.toContain(secret);
    }
  });

  it("looks each trailer up by its id with the app token only, never an order", async () => {
    const token = await link({
      scope: "load",
      trailers: [
        { trailerNumber: located, company: "knight", slot: "inboundEmpty" },
        { trailerNumber: noPosition, company: "knight", slot: "loadedTrailer" },
      ],
    });
    const res = await viewLink(token);
    const answer = FinderAnswerSchema.parse(await res.json());
    expect(answer.scope).toBe("load");
    expect(answer.trailers.map((t) => [t.trailerNumber, t.slot, t.position === null])).toEqual([
      [located, "inboundEmpty", false],
      [noPosition, "loadedTrailer", true],
    ]);
    const lookups = (await mockRequests()).filter((r) => r.path.includes(`/getTrailerById/${noPosition}/`));
    expect(lookups.at(-1)).toMatchObject({
      method: "GET",
      path: `/api/trailers/getTrailerById/${noPosition}/knight`,
    });
    expect(lookups.at(-1)!.headers.authorization).toBeUndefined();
  });

  it("says a trailer is unknown, or has no position, rather than inventing one", async () => {
    const token = await link({
      scope: "load",
      trailers: [
        { trailerNumber: unknown, company: "knight", slot: "inboundEmpty" },
        { trailerNumber: noPosition, company: "knight", slot: "outboundEmpty" },
      ],
    });
    const answer = FinderAnswerSchema.parse(await (await viewLink(token)).json());
    expect(answer.trailers).toEqual([
      {
        trailerNumber: unknown,
        company: "knight",
        slot: "inboundEmpty",
        found: false,
        position: null,
        reportedAt: null,
        ageSeconds: null,
      },
      {
        trailerNumber: noPosition,
        company: "knight",
        slot: "outboundEmpty",
        found: true,
        position: null,
        reportedAt: null,
        ageSeconds: null,
      },
    ]);
  });

  it("shows a trailer only while it is on the order that made the link (decision 120)", async () => {
    const cookie = await driver();
    const made = FinderLinkAnswerSchema.parse(
      await (await call("/api/finder/links", jsonRequest("POST", {}, { cookie }))).json(),
    );
    const onOrder = FinderAnswerSchema.parse(await (await viewLink(made.path.split("#link=")[1])).json());
    expect(onOrder.trailers.find((t) => t.trailerNumber === located)?.position).not.toBeNull();

    // A link made by another order for trailers that have left it (the lookup says one is on
    // ORDER_WITH_TRAILERS now, the other on no order): nothing is shown for them, not where they are.
    const fromOtherOrder = await link({
      scope: "load",
      trailers: [
        { trailerNumber: located, company: "knight", slot: "inboundEmpty" },
        { trailerNumber: GOOD_TRAILER.number, company: "knight", slot: "loadedTrailer" },
      ],
      orderTag: await finderLinkOrderTag(TEST_FINDER_LINK_KEY, "HT9999"),
    });
    const res = await viewLink(fromOtherOrder);
    expect(res.status).toBe(200);
    const left = FinderAnswerSchema.parse(await res.json());
    const nothing = { found: true, position: null, reportedAt: null, ageSeconds: null };
    expect(left.trailers).toEqual([
      { trailerNumber: located, company: "knight", slot: "inboundEmpty", ...nothing },
      { trailerNumber: GOOD_TRAILER.number, company: "knight", slot: "loadedTrailer", ...nothing },
    ]);

    // A trailer on no order at all is not shown by a link of an order either.
    const detached = await link({
      trailers: [{ trailerNumber: GOOD_TRAILER.number, company: "knight", slot: null }],
      orderTag: await finderLinkOrderTag(TEST_FINDER_LINK_KEY, ORDER_WITH_TRAILERS),
    });
    const alone = FinderAnswerSchema.parse(await (await viewLink(detached)).json());
    expect(alone.trailers).toMatchObject([{ position: null, reportedAt: null }]);
  });

  it("refuses an expired link (410, linkExpired)", async () => {
    const res = await viewLink(await link({ expiresAt: Math.floor(Date.now() / 1000) - 1 }));
    expect(res.status).toBe(410);
    expect(await errorOf(res)).toMatchObject({ kind: "linkExpired" });
  });

  it("refuses a tampered or foreign link (403, linkInvalid) without looking anything up", async () => {
    const genuine = await link();
    const [body, signature] = genuine.split(".");
    const payload = JSON.parse(atob(body!.replace(/-/g, "+").replace(/_/g, "/")));
    payload.t = [[elsewhere, "knight", null]];
    const tampered = `${btoa(JSON.stringify(payload)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}.${signature}`;
    const foreign = await signFinderLink("a-key-this-worker-does-not-hold-0123", {
      scope: "trailer",
      trailers: [{ trailerNumber: elsewhere, company: "knight", slot: null }],
      expiresAt: finderLinkExpiry(Date.now()),
    });
    const before = await lastMockRequest();
    for (const token of [tampered, foreign]) {
      const res = await viewLink(token);
      // Status and body together, so a failure says which answer came instead.
      expect({ status: res.status, body: await res.json() }).toMatchObject({
        status: 403,
        body: { kind: "linkInvalid" },
      });
    }
    // After a sequence number: the mock keeps only its last 500 requests.
    expect(await mockRequests(before)).toEqual([]);
  });

  it("refuses a missing or malformed link, and never answers a bare trailer number", async () => {
    for (const token of [undefined, "", located, `${located}-knight`, "not.a-token"]) {
      const res = await viewLink(token);
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toMatchObject({ kind: "linkInvalid" });
    }
    // A link in the URL (where logs would keep it) is not read at all.
    const inQuery = await call(`/api/finder/link?link=${await link()}`, getRequest());
    expect(inQuery.status).toBe(403);
  });

  it("is rate limited per client address", async () => {
    const ip = newClientIp();
    const token = await link();
    const { limit } = RATE_LIMITS.finderRequestsPerClient;
    for (let i = 0; i < limit; i++) expect((await viewLink(token, ip)).status).toBe(200);
    const refused = await viewLink(token, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await errorOf(refused)).toMatchObject({ kind: "rateLimited" });
    // Even a bad link counts, so guessing does not get far; another client is untouched.
    expect((await viewLink("guess", ip)).status).toBe(429);
    expect((await viewLink(token)).status).toBe(200);
  });
});

describe("finder logs", () => {
  it("name the reason a link was refused and the kind of link made, never a token or a key", async () => {
    const lines: string[] = [];
    for (const method of ["log", "warn", "error"] as const) {
      vi.spyOn(console, method).mockImplementation((line: unknown) => {
        lines.push(String(line));
      });
    }
    const verbose = { LOG_LEVEL: "debug" };
    const cookie = await driver();
    const made = await call("/api/finder/links", jsonRequest("POST", {}, { cookie }), verbose);
    const token = FinderLinkAnswerSchema.parse(await made.json()).path.split("#link=")[1]!;
    const forged = `${token.slice(0, -4)}AAAA`;
    const headers = new Headers({ [FINDER_LINK_HEADER]: forged, "cf-connecting-ip": newClientIp() });
    expect((await call("/api/finder/link", { headers }, verbose)).status).toBe(403);

    const logged = lines.join("\n");
    expect(logged).toContain('"event":"finderLinkMade"');
    expect(logged).toContain('"reason":"forged"');
    for (const secret of [token, forged, token.split(".")[1]!, TEST_FINDER_LINK_KEY])
      expect(logged).not.toContain(secret);
  });
});

describe("GET /api/finder/mine (signed-in driver)", () => {
  it("refuses a trailer number without a session", async () => {
    const res = await call(`/api/finder/mine?trailer=${located}-knight`, getRequest());
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toMatchObject({ kind: "unauthorized" });
  });

  it("shows the trailers of the driver's own load, each with its slot", async () => {
    const cookie = await driver();
    const res = await call("/api/finder/mine", getRequest({ cookie }));
    expect(res.status).toBe(200);
    const answer = FinderAnswerSchema.parse(await res.json());
    expect(answer).toMatchObject({ scope: "load", linkExpiresAt: null });
    expect(answer.trailers.map((t) => [t.trailerNumber, t.slot])).toEqual([
      [located, "inboundEmpty"],
      [noPosition, "loadedTrailer"],
    ]);
    expect(JSON.stringify(answer)).not.toContain(ORDER_WITH_TRAILERS);
  });

  it("shows one of them, and the trailer still attached from a previous order", async () => {
    const cookie = await driver();
    const one = FinderAnswerSchema.parse(
      await (await call(`/api/finder/mine?trailer=${located}-knight`, getRequest({ cookie }))).json(),
    );
    expect(one).toMatchObject({
      scope: "trailer",
      trailers: [{ trailerNumber: located, slot: "inboundEmpty" }],
    });
    const previous = FinderAnswerSchema.parse(
      await (
        await call(`/api/finder/mine?trailer=${fromPreviousOrder}-knight`, getRequest({ cookie }))
      ).json(),
    );
    expect(previous.trailers).toMatchObject([{ trailerNumber: fromPreviousOrder, slot: null, found: true }]);
    expect(previous.trailers[0]!.position).not.toBeNull();
  });

  it("refuses a trailer of another load, the same way whether it exists or not", async () => {
    const cookie = await driver();
    for (const id of [`${elsewhere}-knight`, `${unknown}-knight`, `${located}-swift`]) {
      const res = await call(`/api/finder/mine?trailer=${id}`, getRequest({ cookie }));
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toMatchObject({
        kind: "notFound",
        message: "This trailer is not on your order.",
      });
    }
  });

  it("answers 400 for a malformed trailer id", async () => {
    const cookie = await driver();
    for (const id of [located, `${located}-acme`, "-knight", "a b-knight", "x".repeat(60)]) {
      const res = await call(`/api/finder/mine?trailer=${encodeURIComponent(id)}`, getRequest({ cookie }));
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ kind: "validation" });
    }
  });
});

describe("POST /api/finder/links ('Share location')", () => {
  it("makes a load link carrying the load's trailers and slots as they are now, for 24 hours", async () => {
    const cookie = await driver();
    const res = await call("/api/finder/links", jsonRequest("POST", {}, { cookie }));
    expect(res.status).toBe(200);
    const made = FinderLinkAnswerSchema.parse(await res.json());
    expect(made.scope).toBe("load");
    expect(made.path).toMatch(/^\/trailers\/tacMap#link=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    const hours = (Date.parse(made.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const token = made.path.split("#link=")[1]!;
    const seen = FinderAnswerSchema.parse(await (await viewLink(token)).json());
    expect(seen.trailers.map((t) => [t.trailerNumber, t.slot])).toEqual([
      [located, "inboundEmpty"],
      [noPosition, "loadedTrailer"],
    ]);
    expect(seen.linkExpiresAt).toBe(made.expiresAt);
  });

  it("makes a trailer link for one of the driver's trailers only", async () => {
    const cookie = await driver();
    const made = FinderLinkAnswerSchema.parse(
      await (
        await call("/api/finder/links", jsonRequest("POST", { trailerId: `${located}-knight` }, { cookie }))
      ).json(),
    );
    expect(made.scope).toBe("trailer");
    expect(made.path.startsWith("/trailers/map#link=")).toBe(true);
    const seen = FinderAnswerSchema.parse(await (await viewLink(made.path.split("#link=")[1])).json());
    expect(seen.trailers).toMatchObject([{ trailerNumber: located, slot: "inboundEmpty" }]);

    const other = await call(
      "/api/finder/links",
      jsonRequest("POST", { trailerId: `${elsewhere}-knight` }, { cookie }),
    );
    expect(other.status).toBe(404);
  });

  it("needs a session, and a trailer on the order", async () => {
    expect((await call("/api/finder/links", jsonRequest("POST", {}))).status).toBe(401);
    const { cookie } = await signIn(newPhone("driver"));
    const none = await call("/api/finder/links", jsonRequest("POST", {}, { cookie }));
    expect(none.status).toBe(404);
    expect(await errorOf(none)).toMatchObject({ kind: "notFound" });
  });

  it("signs with the configured key only: a link made under another key is refused", async () => {
    const cookie = await driver();
    const made = FinderLinkAnswerSchema.parse(
      await (
        await call("/api/finder/links", jsonRequest("POST", {}, { cookie }), {
          FINDER_LINK_KEY: "rotated-finder-link-key-0123456789abcdef",
        })
      ).json(),
    );
    expect((await viewLink(made.path.split("#link=")[1])).status).toBe(403);
    expect(env.FINDER_LINK_KEY).toBe(TEST_FINDER_LINK_KEY);
  });

  it("during a key rotation reads links signed with the previous key too, and only while it is set", async () => {
    const madeBefore = await link();
    const NEW_KEY = "the-new-finder-link-key-0123456789abcdef";
    const rotating = { FINDER_LINK_KEY: NEW_KEY, FINDER_LINK_KEY_PREVIOUS: TEST_FINDER_LINK_KEY };
    expect((await viewLink(madeBefore, newClientIp(), rotating)).status).toBe(200);
    // After the longest life a link can have, the previous key goes: links it signed are refused.
    expect((await viewLink(madeBefore, newClientIp(), { FINDER_LINK_KEY: NEW_KEY })).status).toBe(403);
    // New links are signed with the new key, and read with it alone.
    const cookie = await driver();
    const made = FinderLinkAnswerSchema.parse(
      await (await call("/api/finder/links", jsonRequest("POST", {}, { cookie }), rotating)).json(),
    );
    const token = made.path.split("#link=")[1];
    expect((await viewLink(token, newClientIp(), { FINDER_LINK_KEY: NEW_KEY })).status).toBe(200);
    expect((await viewLink(token)).status).toBe(403);
  });
});
