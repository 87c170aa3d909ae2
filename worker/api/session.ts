// /api/session: sign in with an order number, a phone and a texted code; the
// session itself (decisions 020 and 046); edit order number; logout.
import type { Context } from "hono";
import { Hono } from "hono";
import type { z } from "zod/mini";
import {
  ChangeOrderSchema,
  type SignedInAnswer,
  SignInStartSchema,
  SignInVerifySchema,
  type UserDetails,
} from "#shared/api/session.ts";
import { apiErrorBody } from "#shared/api-error.ts";
import type { AppLaunchStateReading } from "#shared/logistics/app.ts";
import { RequestVerificationCodeReadSchema } from "#shared/logistics/auth.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import type { AppEnv } from "../app-env.ts";
import { tooMany } from "../http/too-many.ts";
import { validate } from "../http/validate.ts";
import { maskPhone } from "../log/logger.ts";
import { clientNetworkOf } from "../rate-limit/client-network.ts";
import { consumeRateLimit, type RateLimitName } from "../rate-limit/limits.ts";
import { takeTextAllowance } from "../rate-limit/text-allowance.ts";
import { requireSession, unauthorized } from "../session/require-session.ts";
import { clearedSessionCookie, readSessionCookie, sessionCookie } from "../session/session-cookie.ts";
import {
  newSessionId,
  remainingSeconds,
  type SessionRecord,
  sessionStore,
} from "../session/session-store.ts";
import { ownTrailersRead } from "../trailers/known-own-trailers.ts";
import { launchStateView } from "../trailers/launch-state-view.ts";
import { reportFailedUsage } from "../upstream/failed-usage.ts";
import type { LogisticsClient } from "../upstream/logistics-client.ts";
import { chooseLoad, keepLoads, keptOrLookedUpLoads, loadsForOrder } from "../upstream/order-loads.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";

/** Seconds before another code may be requested when the API does not say. */
export const DEFAULT_RESEND_SECONDS = 30;

/** What sign-in and a change of order answer about an order they refuse (docs/product.md §8: 474, 475, 494). */
type OrderProblem = "invalidOrder" | "invalidOrderType" | "notOnFile";

/** The one answer for each problem with an order, whichever route found it. */
function orderRefused<E extends AppEnv>(c: Context<E>, problem: OrderProblem) {
  switch (problem) {
    case "invalidOrder":
      return c.json(
        apiErrorBody("invalidOrder", 404, "No order with this number.", {
          reasonCode: ReasonCode.invalidOrder,
        }),
        404,
      );
    case "invalidOrderType":
      return c.json(
        apiErrorBody("invalidOrderType", 422, "This order cannot be used in this app.", {
          reasonCode: ReasonCode.invalidOrderType,
        }),
        422,
      );
    case "notOnFile":
      return c.json(
        apiErrorBody("notOnFile", 404, "This phone number is not on file for this order.", {
          reasonCode: ReasonCode.driverNotFound,
        }),
        404,
      );
  }
}

/** Takes a hit from each named limit in turn; the first refusal is returned, with the limit's name. */
async function firstRefusal<E extends AppEnv>(c: Context<E>, checks: [RateLimitName, string][]) {
  for (const [name, subject] of checks) {
    const decision = await consumeRateLimit(c.env, c.var.config, name, subject);
    if (!decision.allowed) return { name, retryAfterSeconds: decision.retryAfterSeconds };
  }
  return undefined;
}

/**
 * Whether the system of record lets this driver read the load: the load's launch state when it
 * does, which the answer hands to the app (decision 083), else what is wrong with the order. Sign-in
 * (once the code is verified) and a change of order both ask it, so both refuse an order alike: a
 * load refused as unknown (474) or of a type the app does not serve (475, decision 106), or a driver
 * not on file for it (494, or any 403 or 404).
 */
async function onFileFor(
  logistics: LogisticsClient,
  loadId: string,
  record: { identityToken: string; user: { mobileNumber: string } },
): Promise<{ state: AppLaunchStateReading } | { problem: OrderProblem }> {
  try {
    return {
      state: await logistics.call("appLaunchState", {
        body: { loadId, driverMobileNumber: record.user.mobileNumber },
        identityToken: record.identityToken,
      }),
    };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const { reasonCode, statusCode } = error.failure;
    if (reasonCode === ReasonCode.invalidOrder) return { problem: "invalidOrder" };
    if (reasonCode === ReasonCode.invalidOrderType) return { problem: "invalidOrderType" };
    if (statusCode === 403 || statusCode === 404) return { problem: "notOnFile" };
    throw error;
  }
}

type CodeReading = z.output<typeof RequestVerificationCodeReadSchema>;
type CodeAnswer = {
  sent: boolean;
  reason?: CodeReading["reason"];
  retryAfterSeconds?: CodeReading["retryAfterSeconds"];
};
/** Refusals about the order rather than the driver, told apart by their reason codes (docs/product.md §8). */
type OrderRefusal = {
  sent: false;
  reason: "invalidOrder" | "invalidOrderType";
  retryAfterSeconds?: undefined;
};

/**
 * drivers/requestVerificationCode; a refusal ({sent: false, reason}) may come as a 200 or an error
 * answer. Sign-in tells apart only the refusals docs/product.md §8 names (decision 046): any other refusal is
 * answered as "not on file", never with the API's own status or reason code. A failure of the API
 * itself (5xx, no answer) is §8's generic one, as on every route.
 */
async function requestCode(
  logistics: LogisticsClient,
  mobileNumber: string,
  orderNumber: string,
): Promise<CodeAnswer | OrderRefusal> {
  try {
    return await logistics.call("requestVerificationCode", {
      params: { mobile: mobileNumber },
      query: { loadNumber: orderNumber },
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const refusal = RequestVerificationCodeReadSchema.safeParse(error.body);
    if (refusal.success && !refusal.data.sent) return refusal.data;
    switch (error.failure.reasonCode) {
      case ReasonCode.driverNotFound:
        return { sent: false, reason: "notOnFile" };
      case ReasonCode.invalidOrder:
        return { sent: false, reason: "invalidOrder" };
      case ReasonCode.invalidOrderType:
        return { sent: false, reason: "invalidOrderType" };
    }
    if (error.failure.statusCode === 429) return { sent: false, reason: "cooldown" };
    if (isRefusal(error)) return { sent: false };
    throw error;
  }
}

/** A refusal (an error answer 4xx), as opposed to a failure of the API itself (5xx, no answer). */
function isRefusal(error: unknown): error is UpstreamError {
  if (!(error instanceof UpstreamError) || error.kind !== "upstream") return false;
  const { statusCode } = error.failure;
  return statusCode >= 400 && statusCode < 500;
}

export const sessionRoutes = new Hono<AppEnv>()
  /** Step 1: order number + phone; texts a code, or asks which company booked the order. */
  .post("/code", validate("json", SignInStartSchema), async (c) => {
    const { orderNumber, mobileNumber, company } = c.req.valid("json");
    const { logistics, log } = c.var;
    const failed = (reason: string) =>
      reportFailedUsage(c.executionCtx, logistics, log, { reason, mobileNumber, orderNumber });

    const clientRefusal = await firstRefusal(c, [["codeRequestsPerClient", clientNetworkOf(c.req.raw)]]);
    if (clientRefusal) {
      failed(clientRefusal.name);
      return tooMany(c, clientRefusal.retryAfterSeconds);
    }

    const loads = await loadsForOrder(logistics, orderNumber);
    const choice = chooseLoad(loads, company);
    if (choice.kind === "none") return orderRefused(c, "invalidOrder");
    if (choice.kind === "chooseCompany") {
      return c.json({ status: "chooseCompany" as const, companies: choice.companies }, 200);
    }

    // A text costs the phone and the ceiling only when one is sent (decision 066).
    const allowance = await takeTextAllowance(c.env, c.var.config, log, mobileNumber);
    if (allowance.refused) {
      failed(allowance.refused);
      return tooMany(c, allowance.retryAfterSeconds);
    }

    const answer = await requestCode(logistics, mobileNumber, orderNumber);
    if (answer.sent) {
      // The verification that follows reads the order's loads from here, not upstream (decision 083).
      await keepLoads(c.env.CACHE, orderNumber, loads);
      log.info("verificationCodeRequested", {
        mobile: maskPhone(mobileNumber),
        company: choice.load.company,
      });
      return c.json(
        {
          status: "codeSent" as const,
          company: choice.load.company,
          retryAfterSeconds: answer.retryAfterSeconds ?? DEFAULT_RESEND_SECONDS,
        },
        200,
      );
    }
    // Nothing was texted: the hits go back, so refusals (a phone not on file) cannot use them up.
    await allowance.giveBack();
    switch (answer.reason) {
      case "invalidOrder":
      case "invalidOrderType":
        return orderRefused(c, answer.reason);
      case "companyDriver":
        failed("companyDriver");
        return c.json(apiErrorBody("companyDriver", 403, "Company drivers use the company apps."), 403);
      case "cooldown": {
        const retryAfterSeconds = answer.retryAfterSeconds ?? DEFAULT_RESEND_SECONDS;
        return tooMany(c, retryAfterSeconds, "Please wait before asking for another code.", "cooldown");
      }
      default:
        return orderRefused(c, "notOnFile");
    }
  })

  /** Step 2: the texted code. Success opens a session and sets the cookie. */
  .post("/", validate("json", SignInVerifySchema), async (c) => {
    const { orderNumber, mobileNumber, company, code } = c.req.valid("json");
    const { logistics, log } = c.var;
    const failed = (reason: string) =>
      reportFailedUsage(c.executionCtx, logistics, log, { reason, mobileNumber, orderNumber });
    const limited = (refusal: { name: RateLimitName; retryAfterSeconds: number }) => {
      failed(refusal.name);
      return tooMany(c, refusal.retryAfterSeconds);
    };

    const clientRefusal = await firstRefusal(c, [["verifyAttemptsPerClient", clientNetworkOf(c.req.raw)]]);
    if (clientRefusal) return limited(clientRefusal);

    // The load first: a code is single use, and must not be spent on an order that does not exist.
    // The loads found when the code was texted serve, when kept: one lookup per sign-in.
    const choice = chooseLoad(await keptOrLookedUpLoads(c.env.CACHE, logistics, orderNumber), company);
    if (choice.kind !== "load") return orderRefused(c, "invalidOrder");

    // Counted per phone and order, and only for a real order: junk sent with a driver's phone and a
    // made-up order, or another carrier's, must not lock that driver out of their own (decision 066).
    const phoneRefusal = await firstRefusal(c, [
      ["verifyAttemptsPerPhoneAndOrder", `${mobileNumber}:${orderNumber}`],
    ]);
    if (phoneRefusal) return limited(phoneRefusal);

    let identityToken: string;
    try {
      ({ token: identityToken } = await logistics.call("verifyIdentity", {
        // The code verifies only for the order it was texted for.
        body: { mobileNumber, verificationCode: code, loadNumber: orderNumber },
      }));
    } catch (error) {
      // A wrong code, a phone not on file, a spent code: one answer, docs/product.md §5's message, whatever
      // the API's reason (decision 046): which one it was is not the caller's to learn.
      if (isRefusal(error)) {
        return c.json(
          apiErrorBody("invalidCode", 401, "Invalid code. Please try again.", {
            reasonCode: ReasonCode.invalidMfaCode,
          }),
          401,
        );
      }
      throw error;
    }
    // The code proves the phone and the order; the company the browser picked must be one the driver
    // is on file for too, as a change of order checks (decision 066). The token is not kept otherwise.
    const onFile = await onFileFor(logistics, choice.load.id, { identityToken, user: { mobileNumber } });
    if ("problem" in onFile) {
      failed(onFile.problem === "notOnFile" ? "notOnFileForCompany" : onFile.problem);
      return orderRefused(c, onFile.problem);
    }
    const { state } = onFile;

    const user: UserDetails = { orderNumber, mobileNumber, company, loadId: choice.load.id };
    const dotNumber = choice.load.carrier.dotNumber;
    const store = sessionStore(c.env);
    // A new id on every sign-in (no fixation); the browser's previous session, if any, ends for good.
    const previous = readSessionCookie(c);
    if (previous !== undefined) await store.close(previous);
    const id = newSessionId();
    const now = Date.now();
    const record: SessionRecord = {
      identityToken,
      user,
      dotNumber,
      ownTrailers: ownTrailersRead(state, now),
      createdAt: now,
      lastSeenAt: now,
      lastValidatedAt: now,
    };
    await store.open(id, record, now);
    c.header("Set-Cookie", sessionCookie(c, id, remainingSeconds(record, now)), { append: true });
    log.info("signedIn", { mobile: maskPhone(mobileNumber), company });
    return c.json({ user, launchState: launchStateView(state, orderNumber) } satisfies SignedInAnswer, 200);
  })

  .get("/", requireSession, (c) => c.json({ user: c.var.session.record.user }, 200))

  /**
   * Logout: final everywhere at once (the session's guard closes); idempotent, so a stale tab can
   * always sign out.
   */
  .delete("/", async (c) => {
    const id = readSessionCookie(c);
    if (id !== undefined) await sessionStore(c.env).close(id);
    c.header("Set-Cookie", clearedSessionCookie(c), { append: true });
    return c.body(null, 204);
  })

  /**
   * Edit order number (Manage trailer menu): the order checked as sign-in checks it (the company to
   * choose, 474, 475, 494; decision 106), for the same verified phone. A refusal leaves the session
   * on its order.
   */
  .put("/order", requireSession, validate("json", ChangeOrderSchema), async (c) => {
    const { orderNumber, company } = c.req.valid("json");
    const { id, record } = c.var.session;
    // Walking through order numbers is slow: each try costs, per driver.
    const refusal = await firstRefusal(c, [["orderChangesPerPhone", record.user.mobileNumber]]);
    if (refusal) return tooMany(c, refusal.retryAfterSeconds);
    const choice = chooseLoad(await loadsForOrder(c.var.logistics, orderNumber), company);
    if (choice.kind === "none") return orderRefused(c, "invalidOrder");
    if (choice.kind === "chooseCompany") {
      return c.json({ status: "chooseCompany" as const, companies: choice.companies }, 200);
    }
    // Before the session moves: the order's type and the driver's file for the new load, as the
    // code's verification asks them at sign-in.
    const onFile = await onFileFor(c.var.logistics, choice.load.id, record);
    if ("problem" in onFile) return orderRefused(c, onFile.problem);
    const { state } = onFile;
    const now = Date.now();
    record.user = { ...record.user, orderNumber, company: choice.load.company, loadId: choice.load.id };
    record.dotNumber = choice.load.carrier.dotNumber;
    record.ownTrailers = ownTrailersRead(state, now);
    // A logout while this request ran wins: the session is not written back.
    if (!(await sessionStore(c.env).save(id, record, now))) return unauthorized(c, "closed");
    return c.json(
      { user: record.user, launchState: launchStateView(state, orderNumber) } satisfies SignedInAnswer,
      200,
    );
  });
