import { describe, expect, it } from "vitest";
import { ALEX, associationBody, call, callWithEnv, SAM, tokenFor } from "#logistics-api/test/api.ts";
import { EXAMPLE_APP_TOKEN } from "#shared/example-keys.ts";

describe("/__dev/outbox", () => {
  it("lists one phone's messages as JSON, newest first, with the code text", async () => {
    await call(`/api/drivers/requestVerificationCode/${ALEX.mobileNumber}?loadNumber=1001001`, {
      method: "POST",
    });
    const res = await call(`/__dev/outbox?phone=${ALEX.mobileNumber}`, { appToken: null });
    expect(res.status).toBe(200);
    const messages = (await res.json()) as { to: string; body: string; createdAt: string }[];
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ to: ALEX.mobileNumber, body: expect.stringMatching(/\b\d{6}\b/) });
    expect(await (await call("/__dev/outbox?phone=5550100002", { appToken: null })).json()).toEqual([]);
  });

  it("shows a readable page without ?phone", async () => {
    const res = await call("/__dev/outbox", { appToken: null });
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const page = await res.text();
    expect(page).toContain("SMS outbox");
    expect(page).toContain(ALEX.mobileNumber);
  });

  it("answers 400 for a malformed phone", async () => {
    expect((await call("/__dev/outbox?phone=12", { appToken: null })).status).toBe(400);
  });
});

describe("/__dev/qr-codes", () => {
  it("prints every demo QR code as inline SVG with what it demonstrates", async () => {
    const res = await call("/__dev/qr-codes", { appToken: null });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page.match(/<svg/g)?.length).toBe(23);
    expect(page).toContain("http://127.0.0.1:5173/trailers/&lt;qrId&gt;");
    expect(page).toContain("HQR-NOTRAILER");
    expect(page).toContain("Stolen trailer");
    expect(page).toContain("400201 · knight");
  });
});

describe("with DEV_OUTBOX off", () => {
  it.each(["/__dev/outbox", "/__dev/outbox?phone=5550100001", "/__dev/qr-codes"])(
    "%s is 404",
    async (path) => {
      const res = await callWithEnv({ DEV_OUTBOX: "false" }, path, { appToken: null });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Not found" });
    },
  );
});

describe("DEV_OUTBOX with a deployed app origin", () => {
  it("refuses to serve at all: 461, naming the setting", async () => {
    const res = await callWithEnv(
      { DEV_OUTBOX: "true", APP_ORIGIN: "https://hitch.example.com" },
      "/__dev/outbox",
      { appToken: null },
    );
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({
      message: "Invalid environment variables: DEV_OUTBOX",
      reasonCode: 461,
    });
  });
});

describe("/__dev/dialect", () => {
  const setDialect = (dialect: string) =>
    call("/__dev/dialect", { appToken: null, method: "POST", body: { dialect } });

  it("answers as a carrier keeping to docs/product.md §3 and §7 alone, then as the reference API again", async () => {
    expect(await (await setDialect("spec")).json()).toEqual({ dialect: "spec" });
    try {
      const loads = (await (await call("/api/loads/logisticsLoadsByLoadNumber/1001001")).json()) as Record<
        string,
        unknown
      >[];
      // No extension (carrier.name), no null optional field, the yard's offset on the date.
      expect(loads[0]).not.toHaveProperty("inboundEmpty");
      expect(loads[0]?.carrier).toEqual({ dotNumber: "3012345" });
      expect(loads[0]?.sourceLastReported).toMatch(/-07:00$/);
      // A write refused as §5 allows: 200, isSuccessful false, with its reason code.
      const token = await tokenFor(ALEX.mobileNumber);
      const refused = await call("/api/trailerAssociations/attachLogistics", {
        token,
        body: associationBody("400203-knight", { loadTrailerStatus: "inboundEmpty" }),
      });
      expect(refused.status).toBe(200);
      expect(await refused.json()).toEqual({ isSuccessful: false, reasonCode: 440 });
    } finally {
      await setDialect("reference");
    }
    const loads = (await (await call("/api/loads/logisticsLoadsByLoadNumber/1001001")).json()) as Record<
      string,
      unknown
    >[];
    expect(loads[0]).toHaveProperty("inboundEmpty", null);
    expect(await (await call("/__dev/dialect", { appToken: null })).json()).toEqual({ dialect: "reference" });
  });

  it("is not there with the dev pages off", async () => {
    const res = await callWithEnv({ DEV_OUTBOX: "false" }, "/__dev/dialect", { appToken: null });
    expect(res.status).toBe(404);
  });
});

describe("a request that does not come from this machine (decisions 045, 119)", () => {
  const deployed = { origin: "http://logistics-api.example.com", peer: "203.0.113.9" };

  it.each([
    "/__dev/outbox",
    "/__dev/outbox?phone=5550100001",
    "/__dev/qr-codes",
    "/__dev/documents",
    "/__dev/dialect",
  ])("%s is 404 whatever DEV_OUTBOX and APP_ORIGIN say", async (path) => {
    const res = await callWithEnv({ DEV_OUTBOX: "true", APP_ORIGIN: "http://hitch.example.com" }, path, {
      ...deployed,
      appToken: null,
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Not found" });
  });

  it.each(["/__dev/outbox", "/__dev/outbox?phone=5550100001", "/__dev/dialect"])(
    "%s is 404 to a peer on the network that writes Host: 127.0.0.1",
    async (path) => {
      // The URL (and so the Host) is this machine's; the peer is a phone on the Wi-Fi.
      for (const peer of ["192.168.1.5", "::ffff:192.168.1.5"]) {
        const res = await call(path, { appToken: null, peer });
        expect(res.status, peer).toBe(404);
        expect(await res.json()).toEqual({ message: "Not found" });
      }
      // The same page for this machine's own peer, whatever Host it names.
      expect((await call(path, { appToken: null, origin: "http://192.168.1.5:8788" })).status).toBe(200);
    },
  );

  it("texts no code into the outbox: the outbox is off there, a configuration error (461)", async () => {
    const outbox = async () =>
      (await (await call(`/__dev/outbox?phone=${SAM.mobileNumber}`, { appToken: null })).json()) as unknown[];
    const before = (await outbox()).length;
    const res = await call(`/api/drivers/requestVerificationCode/${SAM.mobileNumber}?loadNumber=1001009`, {
      method: "POST",
      ...deployed,
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ reasonCode: 461 });
    expect(await outbox()).toHaveLength(before);
  });

  it("refuses the app token committed for local runs: 461, naming the setting", async () => {
    const withExample = { APP_TOKEN: EXAMPLE_APP_TOKEN };
    const res = await callWithEnv(withExample, "/api/featureFlags/hitchApp", {
      ...deployed,
      appToken: EXAMPLE_APP_TOKEN,
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({
      message: "Invalid environment variables: APP_TOKEN",
      reasonCode: 461,
    });
    const local = await callWithEnv(withExample, "/api/featureFlags/hitchApp", {
      appToken: EXAMPLE_APP_TOKEN,
    });
    expect(local.status).toBe(200);
  });
});
