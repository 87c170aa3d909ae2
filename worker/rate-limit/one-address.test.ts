// A hundred drivers behind one address (decision 110): a carrier's CGNAT puts many
// phones behind one IPv4 address, and a truck stop's Wi-Fi is one address for every
// driver on it. With the limits an environment has by default, all of them sign in
// within the hour, and a phone or an order attacked from that same address is still
// protected by its own limits. Its own file: Workers tests keep storage per file.
import { describe, expect, it } from "vitest";
import { GOOD_CODE, newPhone, ORDER_ONE_COMPANY, WRONG_CODE } from "#tests/mocks/logistics-data.ts";
import { call, cookiePair, jsonRequest } from "#worker/test/helpers.ts";
import { RATE_LIMITS } from "./limits.ts";

/** One IPv4 address, counted whole: everyone below comes from it. */
const [c, d] = crypto.getRandomValues(new Uint8Array(2));
const TRUCK_STOP = `203.0.${c}.${d}`;

const requestCode = (mobileNumber: string) =>
  call(
    "/api/session/code",
    jsonRequest("POST", { orderNumber: ORDER_ONE_COMPANY, mobileNumber }, { ip: TRUCK_STOP }),
  );
const verify = (mobileNumber: string, code: string) =>
  call(
    "/api/session",
    jsonRequest(
      "POST",
      { orderNumber: ORDER_ONE_COMPANY, mobileNumber, company: "knight", code },
      { ip: TRUCK_STOP },
    ),
  );

describe("a hundred drivers behind one address", () => {
  it("all sign in within the hour, ten at a time, a tenth of them mistyping the code once", async () => {
    const signIn = async (driver: number) => {
      const phone = newPhone();
      expect(await (await requestCode(phone)).json()).toMatchObject({ status: "codeSent" });
      if (driver % 10 === 0) expect((await verify(phone, WRONG_CODE)).status).toBe(401);
      const answer = await verify(phone, GOOD_CODE);
      expect(answer.status, `driver ${driver + 1}`).toBe(200);
      return cookiePair(answer, "__Host-hitch_session");
    };
    const cookies: (string | undefined)[] = [];
    for (let wave = 0; wave < 10; wave++) {
      cookies.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(wave * 10 + i)))));
    }
    expect(cookies.filter(Boolean)).toHaveLength(100);
  }, 180_000);

  it("a phone attacked from the same address is still held to its own limits", async () => {
    const victim = newPhone();
    const texts = RATE_LIMITS.codeRequestsPerPhoneAndOrder.limit;
    for (let i = 0; i < texts; i++) expect((await requestCode(victim)).status).toBe(200);
    expect((await requestCode(victim)).status).toBe(429);
    const tries = RATE_LIMITS.verifyAttemptsPerPhoneAndOrder.limit;
    for (let i = 0; i < tries; i++) expect((await verify(victim, WRONG_CODE)).status).toBe(401);
    // Guessing stops there, even with the right code.
    expect((await verify(victim, GOOD_CODE)).status).toBe(429);
    // The other drivers at the truck stop are not held up by it.
    const neighbour = newPhone();
    expect((await requestCode(neighbour)).status).toBe(200);
    expect((await verify(neighbour, GOOD_CODE)).status).toBe(200);
  }, 60_000);
});
