import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "#logistics-api/src/crypto.ts";
import { ALEX, ageCodes, call, MARIA, requestCode, rowOf, SAM } from "#logistics-api/test/api.ts";
import { ValidateTokenResponseSchema, VerifyIdentityResponseSchema } from "#shared/logistics/auth.ts";

function verify(mobileNumber: string, verificationCode: string) {
  return call("/api/fbaauthentication/verifyIdentity", { body: { mobileNumber, verificationCode } });
}

function wrong(code: string): string {
  return code === "000000" ? "111111" : "000000";
}

describe("verifyIdentity", () => {
  it("verifies a texted code once, and only once (then 462)", async () => {
    const code = await requestCode(ALEX.mobileNumber, "1001001");
    const first = await verify(ALEX.mobileNumber, code);
    expect(first.status).toBe(200);
    const { token } = VerifyIdentityResponseSchema.parse(await first.json());
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    expect(
      await rowOf("SELECT mobile_number FROM identity_tokens WHERE token_hash = ?", await sha256Hex(token)),
    ).toEqual({
      mobile_number: ALEX.mobileNumber,
    });
    expect(await rowOf("SELECT COUNT(*) AS n FROM identity_tokens WHERE token_hash = ?", token)).toEqual({
      n: 0,
    });

    const second = await verify(ALEX.mobileNumber, code);
    expect(second.status).toBe(401);
    expect(await second.json()).toEqual({ message: "Invalid code. Please try again.", reasonCode: 462 });
  });

  it("a code texted for one order does not verify for another", async () => {
    await ageCodes(ALEX.mobileNumber, 3600);
    const code = await requestCode(ALEX.mobileNumber, "1001001");
    const elsewhere = await call("/api/fbaauthentication/verifyIdentity", {
      body: { mobileNumber: ALEX.mobileNumber, verificationCode: code, loadNumber: "1001009" },
    });
    expect(elsewhere.status).toBe(401);
    expect(await elsewhere.json()).toMatchObject({ reasonCode: 462 });
    const here = await call("/api/fbaauthentication/verifyIdentity", {
      body: { mobileNumber: ALEX.mobileNumber, verificationCode: code, loadNumber: "1001001" },
    });
    expect(here.status).toBe(200);
  });

  it("answers 462 for a wrong code, and the right code still works afterwards", async () => {
    await ageCodes(MARIA.mobileNumber, 3600);
    const code = await requestCode(MARIA.mobileNumber, "1001008");
    const res = await verify(MARIA.mobileNumber, wrong(code));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ reasonCode: 462 });
    expect((await verify(MARIA.mobileNumber, code)).status).toBe(200);
  });

  it("voids a code after five wrong tries", async () => {
    await ageCodes(MARIA.mobileNumber, 3600);
    const code = await requestCode(MARIA.mobileNumber, "1001008");
    for (let i = 0; i < 5; i++) expect((await verify(MARIA.mobileNumber, wrong(code))).status).toBe(401);
    expect((await verify(MARIA.mobileNumber, code)).status).toBe(401);
    expect(
      await rowOf(
        "SELECT attempts, voided_at IS NOT NULL AS voided FROM verification_codes WHERE mobile_number = ? ORDER BY id DESC",
        MARIA.mobileNumber,
      ),
    ).toEqual({ attempts: 5, voided: 1 });
  });

  it("compares no more than five guesses with a code, however many arrive at once", async () => {
    await ageCodes(MARIA.mobileNumber, 3600);
    const code = await requestCode(MARIA.mobileNumber, "1001008");
    const guesses = Array.from({ length: 12 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"),
    );
    const answers = await Promise.all(guesses.map((guess) => verify(MARIA.mobileNumber, guess)));
    expect(answers.map((res) => res.status)).toEqual(guesses.map(() => 401));
    expect(
      await rowOf(
        "SELECT attempts, voided_at IS NOT NULL AS voided FROM verification_codes WHERE mobile_number = ? ORDER BY id DESC",
        MARIA.mobileNumber,
      ),
    ).toEqual({ attempts: 5, voided: 1 });
    expect((await verify(MARIA.mobileNumber, code)).status).toBe(401);
  });

  it("refuses an expired code (older than five minutes)", async () => {
    await ageCodes(SAM.mobileNumber, 3600);
    const code = await requestCode(SAM.mobileNumber, "1001009");
    await ageCodes(SAM.mobileNumber, 5 * 60 + 1);
    expect((await verify(SAM.mobileNumber, code)).status).toBe(401);
  });

  it("only the newest code counts: requesting again voids the earlier one", async () => {
    await ageCodes(SAM.mobileNumber, 3600);
    const first = await requestCode(SAM.mobileNumber, "1001009");
    await ageCodes(SAM.mobileNumber, 30);
    const second = await requestCode(SAM.mobileNumber, "1001009");
    if (first !== second) expect((await verify(SAM.mobileNumber, first)).status).toBe(401);
    expect((await verify(SAM.mobileNumber, second)).status).toBe(200);
  });

  it("answers 462 when no code was ever requested, and 400 for a malformed code", async () => {
    expect(await (await verify("5550100004", "123456")).json()).toMatchObject({ reasonCode: 462 });
    const malformed = await verify(ALEX.mobileNumber, "12ab");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ validationErrors: [{ path: "verificationCode" }] });
  });
});

describe("validate", () => {
  async function tokenAfterSignIn(): Promise<string> {
    await ageCodes(ALEX.mobileNumber, 3600);
    const code = await requestCode(ALEX.mobileNumber, "1001001");
    return VerifyIdentityResponseSchema.parse(await (await verify(ALEX.mobileNumber, code)).json()).token;
  }

  it("answers isValid with the driver and the expiry (14 days) for a live token", async () => {
    const token = await tokenAfterSignIn();
    const res = await call("/api/fbaauthentication/validate", { body: { token } });
    expect(res.status).toBe(200);
    const answer = ValidateTokenResponseSchema.parse(await res.json());
    if (!answer.isValid) throw new Error("expected a valid token");
    expect(answer.mobileNumber).toBe(ALEX.mobileNumber);
    const days = (Date.parse(answer.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
  });

  it("answers 401 invalid for an unknown token and 401 expired for an expired one", async () => {
    const unknown = await call("/api/fbaauthentication/validate", { body: { token: "nope" } });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({
      isValid: false,
      responseType: "invalid",
      message: "Identity token invalid",
    });

    const token = await tokenAfterSignIn();
    await env.DB.prepare("UPDATE identity_tokens SET expires_at = 1 WHERE token_hash = ?")
      .bind(await sha256Hex(token))
      .run();
    const expired = await call("/api/fbaauthentication/validate", { body: { token } });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({
      isValid: false,
      responseType: "expired",
      message: "Identity token expired",
    });
  });

  it("needs the app token", async () => {
    expect(
      (await call("/api/fbaauthentication/validate", { body: { token: "x" }, appToken: null })).status,
    ).toBe(401);
  });
});
