// Rotating the carrier's app token signs nobody out (decision 071): a 401 that
// refuses the app token is an outage, answered 503 and logged appTokenRejected,
// and the driver's session stays open; only an identity token the carrier refuses
// (validate says so) ends a session.
import { afterEach, describe, expect, it, vi } from "vitest";
import { newPhone, ORDER_ONE_COMPANY } from "#tests/mocks/logistics-data.ts";
import { call, getRequest, jsonRequest, signIn } from "#worker/test/helpers.ts";
import { SESSION_REVALIDATE_SECONDS } from "./session-store.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The Worker's JSON log lines, every level. */
function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  for (const method of ["log", "warn", "error"] as const) {
    vi.spyOn(console, method).mockImplementation(
      (line: unknown) => void lines.push(JSON.parse(String(line))),
    );
  }
  return lines;
}

/** The carrier now expects another app token than the one this Worker sends. */
const ROTATED = { APP_TOKEN: "the-old-app-token", LOG_LEVEL: "warn" };
const sessionStatus = async (cookie: string) => (await call("/api/session", getRequest({ cookie }))).status;

describe("a refused app token", () => {
  it("on a driver's call: 503 and appTokenRejected, and the session stays open", async () => {
    const { cookie } = await signIn();
    const logs = captureLogs();
    const res = await call("/api/launch-state", getRequest({ cookie }), ROTATED);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ kind: "upstream", statusCode: 503 });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(logs.filter((line) => line.level === "error").map((line) => line.event)).toContain(
      "appTokenRejected",
    );
    expect(logs.map((line) => line.event)).not.toContain("unauthorizedUser");
    // The token put right, the driver carries on with the same session.
    expect(await sessionStatus(cookie)).toBe(200);
    expect((await call("/api/launch-state", getRequest({ cookie }))).status).toBe(200);
  });

  it("when the session is re-checked: the check is skipped, not failed, and the session stays open", async () => {
    const { cookie } = await signIn();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (SESSION_REVALIDATE_SECONDS + 1) * 1000);
    const logs = captureLogs();
    expect((await call("/api/session", getRequest({ cookie }), ROTATED)).status).toBe(200);
    expect(logs.map((line) => line.event)).toEqual(
      expect.arrayContaining(["appTokenRejected", "sessionValidationSkipped"]),
    );
    expect(await sessionStatus(cookie)).toBe(200);
  });

  it("at sign-in: 503, never 'not on file'", async () => {
    const res = await call(
      "/api/session/code",
      jsonRequest("POST", { orderNumber: ORDER_ONE_COMPANY, mobileNumber: newPhone() }),
      { APP_TOKEN: "the-old-app-token", LOG_LEVEL: "silent" },
    );
    expect(res.status).toBe(503);
    expect(await res.json()).not.toMatchObject({ kind: "notOnFile" });
  });
});

describe("a refused identity token", () => {
  it("ends the session on the driver's call that met it, once validate confirms it", async () => {
    const { cookie } = await signIn(newPhone("revoked"));
    const logs = captureLogs();
    const res = await call("/api/launch-state", getRequest({ cookie }), { LOG_LEVEL: "warn" });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ kind: "unauthorized" });
    expect(logs.map((line) => line.event)).not.toContain("appTokenRejected");
    expect(await sessionStatus(cookie)).toBe(401);
  });
});
