import { afterEach, describe, expect, it, vi } from "vitest";
import {
  GOOD_CODE,
  GOOD_QR_ID,
  identityTokenFor,
  newPhone,
  WRONG_CODE,
} from "#tests/mocks/logistics-data.ts";
import { call, getRequest, jsonRequest, signIn } from "#worker/test/helpers.ts";
import { createLogger, maskPhone, redact } from "./logger.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

function captureConsole() {
  const lines: string[] = [];
  for (const method of ["log", "warn", "error", "info", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(" "));
    });
  }
  return lines;
}

describe("logger", () => {
  it("writes one JSON line per event at or above LOG_LEVEL", () => {
    const lines = captureConsole();
    const log = createLogger("warn", { requestId: "r-1" });
    log.debug("d");
    log.info("i");
    log.warn("w", { n: 1 });
    log.error("e");
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      expect.objectContaining({ level: "warn", event: "w", n: 1, requestId: "r-1" }),
      expect.objectContaining({ level: "error", event: "e" }),
    ]);
    createLogger("silent").error("nothing");
    expect(lines).toHaveLength(2);
  });

  it("replaces fields named like credentials, keeps reason and status codes", () => {
    expect(
      redact({
        token: "t",
        identityToken: "t",
        cookie: "c",
        code: "123456",
        authorization: "a",
        reasonCode: 462,
        statusCode: 401,
      }),
    ).toEqual({
      token: "[redacted]",
      identityToken: "[redacted]",
      cookie: "[redacted]",
      code: "[redacted]",
      authorization: "[redacted]",
      reasonCode: 462,
      statusCode: 401,
    });
    expect(maskPhone("5551234567")).toBe("***4567");
  });

  it("no token, code, cookie or full phone number in any line of a whole session, even at debug", async () => {
    const lines = captureConsole();
    const debug = { LOG_LEVEL: "debug" };
    const mobileNumber = newPhone();
    const wrong = await call(
      "/api/session",
      jsonRequest("POST", { orderNumber: "HT1001", mobileNumber, company: "knight", code: WRONG_CODE }),
      debug,
    );
    expect(wrong.status).toBe(401);
    const { cookie } = await signIn(mobileNumber, "HT1001", debug);
    await call("/api/launch-state", getRequest({ cookie }), debug);
    await call(`/api/trailers/qr/${GOOD_QR_ID}`, getRequest({ cookie }), debug);
    await call("/api/session", getRequest({ cookie: `${cookie}x` }), debug);
    await call("/api/session", jsonRequest("DELETE", undefined, { cookie }), debug);

    const all = lines.join("\n");
    expect(lines.some((l) => l.includes('"event":"signedIn"'))).toBe(true);
    expect(lines.some((l) => l.includes('"event":"unauthorizedUser"'))).toBe(true);
    for (const secret of [
      identityTokenFor(mobileNumber),
      GOOD_CODE,
      WRONG_CODE,
      cookie.split("=")[1]!,
      mobileNumber,
      "test-app-token",
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
