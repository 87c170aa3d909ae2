// A stranger who knows a driver's phone and any other order of the driver's carrier
// (decision 119): the API texts the driver for every order of their carrier, so each
// such request is a real text. The driver's own order keeps its own allowance, the
// driver's own network its own share of the phone, and the phone a ceiling.
// Its own file: Workers tests keep storage per file.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  GOOD_CODE,
  newPhone,
  ORDER_ONE_COMPANY,
  ORDER_SPLIT_CARRIERS,
  ORDER_TWO_COMPANIES,
  ORDER_WITH_TRAILERS,
} from "#tests/mocks/logistics-data.ts";
import { parseConfig } from "#worker/config.ts";
import { createLogger } from "#worker/log/logger.ts";
import { call, jsonRequest, mockRequests, newClientIp } from "#worker/test/helpers.ts";
import { clientNetwork } from "./client-network.ts";
import { RATE_LIMITS } from "./limits.ts";
import { takeTextAllowance } from "./text-allowance.ts";

/** The driver's own order; the others are orders of the same carrier the driver is on file for too. */
const OWN_ORDER = ORDER_ONE_COMPANY;

const requestCode = (mobileNumber: string, ip: string, orderNumber = OWN_ORDER) =>
  call("/api/session/code", jsonRequest("POST", { orderNumber, mobileNumber, company: "knight" }, { ip }));
const verify = (mobileNumber: string, ip: string, orderNumber = OWN_ORDER) =>
  call(
    "/api/session",
    jsonRequest("POST", { orderNumber, mobileNumber, company: "knight", code: GOOD_CODE }, { ip }),
  );

const textsFor = async (phone: string, orderNumber: string) =>
  (await mockRequests()).filter(
    (r) =>
      r.path.includes(`requestVerificationCode/${phone}`) && r.path.includes(`loadNumber=${orderNumber}`),
  ).length;

describe("a stranger with another order of the driver's carrier", () => {
  it("texts the driver five times for another order, and the driver still gets a code for their own", async () => {
    const driver = newPhone();
    const driversNetwork = newClientIp();
    const strangersNetwork = newClientIp();
    const { limit } = RATE_LIMITS.codeRequestsPerPhoneAndOrder;
    for (let i = 0; i < limit; i++) {
      const attack = await requestCode(driver, strangersNetwork, ORDER_WITH_TRAILERS);
      expect(await attack.json()).toMatchObject({ status: "codeSent" });
    }
    expect(await textsFor(driver, ORDER_WITH_TRAILERS)).toBe(limit);

    const start = await requestCode(driver, driversNetwork);
    expect(start.status).toBe(200);
    expect(await start.json()).toMatchObject({ status: "codeSent" });
    expect((await verify(driver, driversNetwork)).status).toBe(200);
  });

  it("keeps the driver's own order's allowance for requests that name it", async () => {
    const driver = newPhone();
    const { limit } = RATE_LIMITS.codeRequestsPerPhoneAndOrder;
    // The stranger moves on to a second order once the first one's allowance is spent.
    for (const order of [ORDER_WITH_TRAILERS, ORDER_SPLIT_CARRIERS]) {
      for (let i = 0; i < limit; i++)
        expect((await requestCode(driver, newClientIp(), order)).status).toBe(200);
      expect((await requestCode(driver, newClientIp(), order)).status).toBe(429);
    }
    // The driver's own order has all of its allowance, from any network of theirs.
    for (let i = 0; i < limit; i++) {
      expect(await (await requestCode(driver, newClientIp())).json()).toMatchObject({ status: "codeSent" });
    }
    // And only a request that names the driver's own order spends it.
    expect((await requestCode(driver, newClientIp())).status).toBe(429);
  });

  it("holds one network to its share of the phone, whatever the orders, and not the driver's network", async () => {
    const driver = newPhone();
    const strangersNetwork = newClientIp();
    const share = RATE_LIMITS.codeRequestsPerPhoneFromNetwork.limit;
    const orders = [ORDER_WITH_TRAILERS, ORDER_SPLIT_CARRIERS, ORDER_TWO_COMPANIES];
    const answers: number[] = [];
    for (const order of orders) {
      for (let i = 0; i < RATE_LIMITS.codeRequestsPerPhoneAndOrder.limit; i++) {
        answers.push((await requestCode(driver, strangersNetwork, order)).status);
      }
    }
    // Two orders' worth texted, then refused even for a third order with its allowance whole.
    expect(answers.filter((status) => status === 200)).toHaveLength(share);
    expect(answers.slice(share).every((status) => status === 429)).toBe(true);
    expect(await textsFor(driver, ORDER_TWO_COMPANIES)).toBe(0);

    const driversNetwork = newClientIp();
    expect(await (await requestCode(driver, driversNetwork)).json()).toMatchObject({ status: "codeSent" });
    expect((await verify(driver, driversNetwork)).status).toBe(200);
  });

  it("still bounds what one phone receives in an hour, across orders and networks", async () => {
    // The test API has four orders a driver is on file for; the ceiling takes more, so it is
    // reached here through the allowance itself, with order numbers of a larger carrier.
    const config = parseConfig(env as unknown as Record<string, unknown>);
    if (!config.ok) throw new Error("the test env is invalid");
    const log = createLogger("silent");
    const phone = newPhone();
    const ceiling = RATE_LIMITS.codeRequestsPerPhone.limit;
    const perOrder = RATE_LIMITS.codeRequestsPerPhoneAndOrder.limit;
    const perNetwork = RATE_LIMITS.codeRequestsPerPhoneFromNetwork.limit;
    const ask = (orderNumber: string, ip: string) =>
      takeTextAllowance(env, config.config, log, { phone, orderNumber, network: clientNetwork(ip) });

    let texted = 0;
    for (let order = 0; texted < ceiling; order++) {
      const ip = newClientIp();
      for (let i = 0; i < Math.min(perOrder, perNetwork); i++) {
        expect((await ask(`LARGE${order}`, ip)).refused).toBeUndefined();
        texted++;
      }
    }
    // A fresh order from a fresh network: its own allowances are whole, the phone's is spent.
    expect(await ask("LARGE-NEXT", newClientIp())).toMatchObject({ refused: "codeRequestsPerPhone" });
  });
});
