import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiErrorSchema } from "#shared/api-error.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import {
  ERROR_API_URL,
  GARBAGE_API_URL,
  GOOD_QR_ID,
  GOOD_TRAILER,
  HANG_API_URL,
  identityTokenFor,
  LEAKED_UPSTREAM_TEXT,
  LEAKY_ERROR_API_URL,
  MOCK_API_URL,
  newPhone,
  ORDER_ONE_COMPANY,
  TERSE_ERROR_API_URL,
  TEST_APP_TOKEN,
  YARD,
} from "#tests/mocks/logistics-data.ts";
import { anyRequestId, call, getRequest, jsonRequest, mockRequests, signIn } from "#worker/test/helpers.ts";
import { upstreamMessage } from "./upstream-messages.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

/** Captures the Worker's JSON log lines (all levels). */
function captureLogs() {
  const lines: string[] = [];
  for (const method of ["log", "warn", "error"] as const) {
    vi.spyOn(console, method).mockImplementation((line: unknown) => {
      lines.push(String(line));
    });
  }
  return () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

const startSignIn = (overrides = {}) =>
  call(
    "/api/session/code",
    jsonRequest("POST", { orderNumber: ORDER_ONE_COMPANY, mobileNumber: newPhone() }),
    overrides,
  );

describe("the upstream client", () => {
  it("sends the app token on every call and the identity token when acting for the driver", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    const res = await call(`/api/trailers/qr/${GOOD_QR_ID}`, getRequest({ cookie }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ isFound: true, trailer: { trailerNumber: "5301234" } });

    const sent = await mockRequests();
    const lookup = sent.findLast((r) => r.path === `/api/trailers/getByQrId/${GOOD_QR_ID}?dryVansOnly=true`)!;
    expect(lookup.headers["x-app-token"]).toBe(TEST_APP_TOKEN);
    expect(lookup.headers.authorization).toBe(`Bearer ${identityTokenFor(mobileNumber)}`);
    // The browser's cookie is ours; it never travels upstream.
    expect(lookup.headers.cookie).toBeUndefined();
    // Calls that do not act for a driver carry no identity token. (Not every one carries this test's
    // app token: other files, side by side, send a refused one on purpose.)
    const loads = sent.filter((r) => r.path.startsWith("/api/loads/logisticsLoadsByLoadNumber/"));
    expect(loads.every((r) => r.headers["x-app-token"] !== undefined && !r.headers.authorization)).toBe(true);
  });

  it("an error answer becomes an ApiError: its HTTP status and reason code, in the app's own words", async () => {
    const logs = captureLogs();
    const res = await startSignIn({ EXTERNAL_API_URL: ERROR_API_URL, LOG_LEVEL: "warn" });
    expect(res.status).toBe(502);
    expect(ApiErrorSchema.parse(await res.json())).toEqual({
      message: "Unknown Error",
      statusCode: 500,
      reasonCode: 511,
      kind: "upstream",
      requestId: anyRequestId(),
    });
    expect(logs()).toContainEqual(
      expect.objectContaining({
        event: "apiErrorResponse",
        statusCode: 500,
        reasonCode: 511,
        reasonCodeName: "cacheFailure",
      }),
    );
  });

  it("no answer at all becomes 408 'No Response From API', logged as an API timeout", async () => {
    const logs = captureLogs();
    const res = await startSignIn({
      EXTERNAL_API_URL: HANG_API_URL,
      REQUEST_TIMEOUT_MS: "50",
      LOG_LEVEL: "warn",
    });
    // 504 on the wire (browsers resend requests answered 408); docs/product.md §8's 408 in the body.
    expect(res.status).toBe(504);
    expect(ApiErrorSchema.parse(await res.json())).toEqual({
      message: "No Response From API",
      statusCode: 408,
      reasonCode: -1,
      kind: "timeout",
      requestId: anyRequestId(),
    });
    expect(logs()).toContainEqual(
      expect.objectContaining({ level: "error", event: "apiTimeout", timeoutMs: 50 }),
    );
  });

  it("a read whose connection failed before any answer is sent once more; a write never is", async () => {
    const logs = captureLogs();
    const passOn = globalThis.fetch;
    const sent: string[] = [];
    // The network, at the edge of the system: each call's first connection is reset.
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      const call = `${request.method} ${new URL(request.url).pathname.split("/").slice(0, 4).join("/")}`;
      const first = !sent.includes(call);
      sent.push(call);
      if (first) throw new TypeError("Network connection lost.");
      return passOn(request);
    });

    const res = await startSignIn({ LOG_LEVEL: "warn" });
    // The order's loads (a read) are asked again and answered; the code request (a write: it texts
    // the driver) is not sent twice, and its lost connection is the answer: no response.
    expect(sent).toEqual([
      "GET /api/loads/logisticsLoadsByLoadNumber",
      "GET /api/loads/logisticsLoadsByLoadNumber",
      "POST /api/drivers/requestVerificationCode",
    ]);
    expect(res.status).toBe(504);
    expect(ApiErrorSchema.parse(await res.json())).toMatchObject({ kind: "timeout", statusCode: 408 });
    expect(logs()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          event: "apiConnectionRetried",
          action: "loadsByLoadNumber",
          cause: "TypeError",
        }),
        expect.objectContaining({
          event: "apiTimeout",
          action: "requestVerificationCode",
          cause: "TypeError",
        }),
      ]),
    );
  });

  it("a read whose connection fails three times is no response, after the third sending", async () => {
    const logs = captureLogs();
    const sent: string[] = [];
    // The network, at the edge of the system: no connection holds.
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      sent.push(new URL(new Request(input, init).url).pathname.split("/").slice(0, 4).join("/"));
      throw new TypeError("Network connection lost.");
    });
    const res = await startSignIn({ LOG_LEVEL: "warn" });
    expect(sent).toEqual(Array(3).fill("/api/loads/logisticsLoadsByLoadNumber"));
    expect(res.status).toBe(504);
    expect(logs()).toContainEqual(
      expect.objectContaining({ event: "apiTimeout", action: "loadsByLoadNumber", cause: "TypeError" }),
    );
  });

  it("a check (a POST that only reads) whose connections failed twice is sent a third time, its body whole", async () => {
    const logs = captureLogs();
    const { cookie } = await signIn();
    const passOn = globalThis.fetch;
    const sent: string[] = [];
    // The network, at the edge of the system: the check's first connection is reset.
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      const { pathname } = new URL(request.url);
      sent.push(`${request.method} ${pathname} ${await request.clone().text()}`);
      const isCheck = pathname.endsWith("/driverTrailerAttachability");
      // Two connections the server closed while they sat idle, one after the other.
      if (isCheck && sent.filter((line) => line.includes("/driverTrailerAttachability")).length <= 2) {
        throw new TypeError("Network connection lost.");
      }
      return passOn(request);
    });

    const res = await call(
      "/api/trailers/check",
      jsonRequest(
        "POST",
        {
          trailer: { trailerId: `${GOOD_TRAILER.number}-${GOOD_TRAILER.company}` },
          association: "attach",
          location: YARD,
        },
        { cookie },
      ),
      { LOG_LEVEL: "warn" },
    );
    expect(res.status).toBe(200);
    const checks = sent.filter((line) => line.includes("/driverTrailerAttachability"));
    expect(checks).toHaveLength(3);
    // The same request each time: the body was not spent by the earlier sendings.
    expect(new Set(checks).size).toBe(1);
    expect(checks[0]).toContain(GOOD_TRAILER.number);
    expect(logs()).toContainEqual(
      expect.objectContaining({
        event: "apiConnectionRetried",
        action: "attachability",
        attempt: 2,
        cause: "TypeError",
        detail: "Network connection lost.",
      }),
    );
  });

  it("an answer it cannot read is logged as unhandled, naming the call, and answered with that call's own message", async () => {
    const logs = captureLogs();
    const res = await startSignIn({ EXTERNAL_API_URL: GARBAGE_API_URL, LOG_LEVEL: "warn" });
    expect(res.status).toBe(502);
    expect(ApiErrorSchema.parse(await res.json())).toEqual({
      message: "The order could not be read.",
      statusCode: 502,
      reasonCode: -1,
      kind: "unreadableAnswer",
      requestId: anyRequestId(),
    });
    expect(logs()).toContainEqual(
      expect.objectContaining({
        level: "error",
        event: "apiUnhandledResponse",
        action: "loadsByLoadNumber",
        fields: "(not JSON)",
      }),
    );
  });

  it("a 401 refusing the app token (a rotation gone wrong) is an outage: 503, logged appTokenRejected", async () => {
    // The mock refuses a wrong app token with 401 and a body naming no refusal of the call's own.
    const logs = captureLogs();
    const res = await startSignIn({ APP_TOKEN: "not-the-app-token", LOG_LEVEL: "warn" });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      message: "Service Unavailable",
      statusCode: 503,
      reasonCode: -1,
      kind: "upstream",
      requestId: anyRequestId(),
    });
    // Not "not on file": the driver did nothing wrong. One error line, naming the call.
    expect(logs().filter((line) => line.level === "error")).toEqual([
      expect.objectContaining({ event: "appTokenRejected", action: "loadsByLoadNumber", statusCode: 401 }),
    ]);
  });

  it("a 401 that is the call's own refusal (a wrong code) is not mistaken for the app token", async () => {
    const logs = captureLogs();
    const mobileNumber = newPhone();
    const ip = "2001:db8:18::1";
    await call(
      "/api/session/code",
      jsonRequest("POST", { orderNumber: ORDER_ONE_COMPANY, mobileNumber }, { ip }),
    );
    const res = await call(
      "/api/session",
      jsonRequest(
        "POST",
        { orderNumber: ORDER_ONE_COMPANY, mobileNumber, company: "knight", code: "000000" },
        { ip },
      ),
      { LOG_LEVEL: "warn" },
    );
    expect(await res.json()).toMatchObject({ kind: "invalidCode" });
    expect(logs().map((line) => line.event)).not.toContain("appTokenRejected");
  });

  it("sends its request id upstream, and answers with it: header, error body and every log line", async () => {
    const logs = captureLogs();
    const withRay = (ray: string) => {
      const init = jsonRequest("POST", { orderNumber: ORDER_ONE_COMPANY, mobileNumber: newPhone() });
      (init.headers as Headers).set("cf-ray", ray);
      return init;
    };
    const ok = await call("/api/session/code", withRay("8f1e2d3c4b5a6978-DFW"));
    expect(ok.headers.get("x-request-id")).toBe("8f1e2d3c4b5a6978-DFW");
    const sent = (await mockRequests()).filter((r) => r.headers["x-request-id"] === "8f1e2d3c4b5a6978-DFW");
    expect(sent.map((r) => r.path)).toContainEqual(
      expect.stringContaining("/api/loads/logisticsLoadsByLoadNumber/"),
    );

    const failed = await call("/api/session/code", withRay("0123456789abcdef-AMS"), {
      EXTERNAL_API_URL: ERROR_API_URL,
      LOG_LEVEL: "warn",
    });
    expect(failed.headers.get("x-request-id")).toBe("0123456789abcdef-AMS");
    expect(await failed.json()).toMatchObject({ kind: "upstream", requestId: "0123456789abcdef-AMS" });
    const lines = logs();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.requestId === "0123456789abcdef-AMS")).toBe(true);
  });

  it("makes an id of its own when there is no cf-ray (local runs), and never takes one from the browser", async () => {
    const init = jsonRequest("POST", { orderNumber: ORDER_ONE_COMPANY, mobileNumber: newPhone() });
    (init.headers as Headers).set("cf-ray", "forged; drop table");
    (init.headers as Headers).set("x-request-id", "chosen-by-the-browser");
    const res = await call("/api/session/code", init);
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f]{16}$/);
  });

  it("never passes the upstream's own error text to the browser, nor to the log", async () => {
    const logs = captureLogs();
    const res = await startSignIn({ EXTERNAL_API_URL: LEAKY_ERROR_API_URL, LOG_LEVEL: "debug" });
    expect(res.status).toBe(502);
    const text = await res.text();
    expect(text).not.toContain("SQLITE");
    expect(text).not.toContain(LEAKED_UPSTREAM_TEXT);
    expect(ApiErrorSchema.parse(JSON.parse(text))).toEqual({
      message: "Unknown Error",
      statusCode: 500,
      reasonCode: 511,
      kind: "upstream",
      requestId: anyRequestId(),
    });
    expect(JSON.stringify(logs())).not.toContain("SQLITE");
  });

  it("an association refusal keeps its reason code and takes docs/product.md §8's words for it", async () => {
    expect(upstreamMessage(ReasonCode.trailerNotAttachable)).toBe("Failed to update trailer association");
    expect(upstreamMessage(ReasonCode.invalidMfaCode)).toBe("Invalid code");
    expect(upstreamMessage(999)).toBe("Unknown Error");
  });

  it("each field of an error body that is missing takes its own default, the others are kept", async () => {
    const res = await startSignIn({ EXTERNAL_API_URL: TERSE_ERROR_API_URL, LOG_LEVEL: "silent" });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      message: "Unknown Error",
      statusCode: 500,
      reasonCode: 511,
      kind: "upstream",
      requestId: anyRequestId(),
    });
  });

  it("with REQUEST_TIMEOUT_MS 0 it waits for the answer", async () => {
    const res = await startSignIn({ REQUEST_TIMEOUT_MS: "0", EXTERNAL_API_URL: MOCK_API_URL });
    expect(res.status).toBe(200);
  });
});
