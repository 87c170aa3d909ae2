// The logistics scenario's sign-in calls (./logistics-scenario.ts): tokens, codes texted and
// verified, each phone answered as its kind says (./logistics-data.ts, PHONE_KINDS).

import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import type { MockHandlers } from "./logistics-api.ts";
import {
  GOOD_CODE,
  identityTokenFor,
  kindOfPhone,
  ORDER_OTHER_CARRIER,
  ORDER_OTHER_TYPE,
  UNLISTED_REFUSAL,
} from "./logistics-data.ts";
import { LOADS } from "./scenario-loads.ts";
import { errorBody, type ScenarioOptions, type ScenarioSettings } from "./scenario-settings.ts";

/** The driver behind a bearer token, when it is one the mock issued and did not revoke. */
type DriverOf = (authorization: string | undefined) => string | undefined;

/** A scenario's token check: "revoked" phones' tokens work once (sign-in's own check), then never. */
export function driverTokens(): DriverOf {
  const revokedUsed = new Set<string>();
  return (authorization) => {
    const phone = authorization?.match(/^Bearer idtok-(\d{10})-secret$/)?.[1];
    if (phone === undefined || kindOfPhone(phone) !== "revoked") return phone;
    if (revokedUsed.has(phone)) return undefined;
    revokedUsed.add(phone);
    return phone;
  };
}

export function authHandlers(options: ScenarioOptions, settings: ScenarioSettings, driverOf: DriverOf) {
  /** A new code for a driver's phone, or the seconds left of its cooldown. */
  function codeFor(mobile: string): { retryAfterSeconds: number; sent: boolean } {
    const cooldown = options.resendCooldownSeconds;
    if (cooldown === undefined) return { sent: true, retryAfterSeconds: 30 };
    const wait = Math.ceil(((settings.resendAt.get(mobile) ?? 0) - Date.now()) / 1000);
    if (wait > 0) return { sent: false, retryAfterSeconds: wait };
    settings.resendAt.set(mobile, Date.now() + cooldown * 1000);
    return { sent: true, retryAfterSeconds: cooldown };
  }

  return {
    requestVerificationCode: ({ params, query }) => {
      if (query.loadNumber === ORDER_OTHER_TYPE) {
        return { status: 422, body: errorBody("Invalid order type", ReasonCode.invalidOrderType) };
      }
      if (LOADS[query.loadNumber] === undefined) {
        return { status: 404, body: errorBody("Invalid order", ReasonCode.invalidOrder) };
      }
      if (query.loadNumber === ORDER_OTHER_CARRIER && kindOfPhone(params.mobile) !== "companyDriver") {
        return { status: 404, body: { sent: false, reason: "notOnFile" } };
      }
      // Refusals are error answers carrying the answer's own shape, as the reference API sends them.
      switch (kindOfPhone(params.mobile)) {
        case "driver":
        case "revoked": {
          const code = codeFor(params.mobile);
          return code.sent
            ? { body: { sent: true, retryAfterSeconds: code.retryAfterSeconds } }
            : {
                status: 429,
                body: { sent: false, reason: "cooldown", retryAfterSeconds: code.retryAfterSeconds },
              };
        }
        case "companyDriver":
          return { status: 403, body: { sent: false, reason: "companyDriver" } };
        case "cooldown":
          return { status: 429, body: { sent: false, reason: "cooldown", retryAfterSeconds: 45 } };
        case "unlistedRefusal":
          return { status: 400, body: UNLISTED_REFUSAL };
        default:
          return { status: 404, body: { sent: false, reason: "notOnFile" } };
      }
    },
    verifyIdentity: ({ body }) => {
      // As a carrier's API may: a phone it does not know is told apart from a wrong code.
      if (kindOfPhone(body.mobileNumber) === "unknown")
        return { status: 404, body: errorBody("Driver not found") };
      // A code verifies only for the order it was texted for; none is texted for another carrier's.
      return body.verificationCode === GOOD_CODE && body.loadNumber !== ORDER_OTHER_CARRIER
        ? { body: { token: identityTokenFor(body.mobileNumber) } }
        : { status: 401, body: errorBody("Invalid MFA code", ReasonCode.invalidMfaCode) };
    },
    validateToken: ({ body }) => {
      const phone = driverOf(`Bearer ${body.token}`);
      return phone === undefined
        ? { status: 401, body: { isValid: false, responseType: "expired" } }
        : { body: { isValid: true, mobileNumber: phone, expiresAt: "2099-01-01T00:00:00.000Z" } };
    },
  } satisfies MockHandlers;
}
