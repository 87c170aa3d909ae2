// Sign-in's rules (decisions 020, 046, 066): an order number and a phone get a texted code, or the
// question of which company booked the order; the code, checked once for a real order, opens a
// session. The routes are /api/session's (./session.ts).
import type { Context } from "hono";
import type { z } from "zod/mini";
import type { SignedInAnswer, SignInStart, SignInVerify, UserDetails } from "#shared/api/session.ts";
import { apiErrorBody } from "#shared/api-error.ts";
import type { AppLaunchStateReading } from "#shared/logistics/app.ts";
import { RequestVerificationCodeReadSchema } from "#shared/logistics/auth.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import type { AppEnv } from "#worker/app-env.ts";
import { tooMany } from "#worker/http/too-many.ts";
import { maskPhone } from "#worker/log/logger.ts";
import { clientNetworkOf } from "#worker/rate-limit/client-network.ts";
import { consumeRateLimit, type RateLimitName } from "#worker/rate-limit/limits.ts";
import { takeTextAllowance } from "#worker/rate-limit/text-allowance.ts";
import { readSessionCookie, sessionCookie } from "#worker/session/session-cookie.ts";
import {
  newSessionId,
  remainingSeconds,
  type SessionRecord,
  sessionStore,
} from "#worker/session/session-store.ts";
import { ownTrailersRead } from "#worker/trailers/known-own-trailers.ts";
import { launchStateView } from "#worker/trailers/launch-state-view.ts";
import { reportFailedUsage } from "#worker/upstream/failed-usage.ts";
import type { LogisticsClient } from "#worker/upstream/logistics-client.ts";
import { chooseLoad, keepLoads, keptOrLookedUpLoads, loadsForOrder } from "#worker/upstream/order-loads.ts";
import { UpstreamError } from "#worker/upstream/upstream-error.ts";
import { onFileFor, orderRefused } from "./order-checks.ts";

/** Seconds before another code may be requested when the API does not say. */
const DEFAULT_RESEND_SECONDS = 30;

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

/** Reports a refused sign-in to the carrier, in the background (docs/product.md §7). */
function failedUsage(c: Context<AppEnv>, attempt: { mobileNumber: string; orderNumber: string }) {
  return (reason: string) =>
    reportFailedUsage(c.executionCtx, c.var.logistics, c.var.log, { reason, ...attempt });
}

/** Step 1: order number + phone; texts a code, or asks which company booked the order. */
export async function sendCode(c: Context<AppEnv>, { orderNumber, mobileNumber, company }: SignInStart) {
  const { logistics, log } = c.var;
  const failed = failedUsage(c, { mobileNumber, orderNumber });

  const network = clientNetworkOf(c.req.raw);
  const limit = await consumeRateLimit(c.env, c.var.config, "codeRequestsPerClient", network);
  if (!limit.allowed) {
    failed("codeRequestsPerClient");
    return tooMany(c, limit.retryAfterSeconds);
  }

  const loads = await loadsForOrder(logistics, orderNumber);
  const choice = chooseLoad(loads, company);
  if (choice.kind === "none") return orderRefused(c, "invalidOrder");
  if (choice.kind === "chooseCompany") {
    return c.json({ status: "chooseCompany" as const, companies: choice.companies }, 200);
  }

  // A text costs the phone and order, the phone from this network, the phone and the ceiling, only
  // when one is sent (decisions 066, 119).
  const allowance = await takeTextAllowance(c.env, c.var.config, log, {
    phone: mobileNumber,
    orderNumber,
    network,
  });
  if (allowance.refused) {
    failed(allowance.refused);
    return tooMany(c, allowance.retryAfterSeconds);
  }

  const answer = await requestCode(logistics, mobileNumber, orderNumber);
  if (answer.sent) {
    // The verification that follows reads the order's loads from here, not upstream (decision 083).
    await keepLoads(c.env.CACHE, orderNumber, loads);
    log.info("verificationCodeRequested", { mobile: maskPhone(mobileNumber), company: choice.load.company });
    const retryAfterSeconds = answer.retryAfterSeconds ?? DEFAULT_RESEND_SECONDS;
    return c.json({ status: "codeSent" as const, company: choice.load.company, retryAfterSeconds }, 200);
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
}

/** Step 2: the texted code. Success opens a session and sets the cookie. */
export async function verifyCode(c: Context<AppEnv>, input: SignInVerify) {
  const { orderNumber, mobileNumber, company, code } = input;
  const { logistics } = c.var;
  const failed = failedUsage(c, { mobileNumber, orderNumber });
  /** A hit taken from the limit: its 429 when refused, reported as a failed use. */
  const refusedBy = async (name: RateLimitName, subject: string) => {
    const limit = await consumeRateLimit(c.env, c.var.config, name, subject);
    if (limit.allowed) return undefined;
    failed(name);
    return tooMany(c, limit.retryAfterSeconds);
  };

  const byClient = await refusedBy("verifyAttemptsPerClient", clientNetworkOf(c.req.raw));
  if (byClient) return byClient;

  // The load first: a code is single use, and must not be spent on an order that does not exist.
  // The loads found when the code was texted serve, when kept: one lookup per sign-in.
  const choice = chooseLoad(await keptOrLookedUpLoads(c.env.CACHE, logistics, orderNumber), company);
  if (choice.kind !== "load") return orderRefused(c, "invalidOrder");

  // Counted per phone and order, and only for a real order: junk sent with a driver's phone and a
  // made-up order, or another carrier's, must not lock that driver out of their own (decision 066).
  const byPhone = await refusedBy("verifyAttemptsPerPhoneAndOrder", `${mobileNumber}:${orderNumber}`);
  if (byPhone) return byPhone;

  let identityToken: string;
  try {
    ({ token: identityToken } = await logistics.call("verifyIdentity", {
      // The code verifies only for the order it was texted for.
      body: { mobileNumber, verificationCode: code, loadNumber: orderNumber },
    }));
  } catch (error) {
    // A wrong code, a phone not on file, a spent code: one answer, docs/product.md §5's message, whatever
    // the API's reason (decision 046): which one it was is not the caller's to learn.
    if (!isRefusal(error)) throw error;
    const reasonCode = ReasonCode.invalidMfaCode;
    return c.json(apiErrorBody("invalidCode", 401, "Invalid code. Please try again.", { reasonCode }), 401);
  }
  // The code proves the phone and the order; the company the browser picked must be one the driver
  // is on file for too, as a change of order checks (decision 066). The token is not kept otherwise.
  const onFile = await onFileFor(logistics, choice.load.id, { identityToken, user: { mobileNumber } });
  if ("problem" in onFile) {
    failed(onFile.problem === "notOnFile" ? "notOnFileForCompany" : onFile.problem);
    return orderRefused(c, onFile.problem);
  }
  const user: UserDetails = { orderNumber, mobileNumber, company, loadId: choice.load.id };
  await openSession(c, { identityToken, user, dotNumber: choice.load.carrier.dotNumber }, onFile.state);
  return c.json(
    { user, launchState: launchStateView(onFile.state, orderNumber) } satisfies SignedInAnswer,
    200,
  );
}

/**
 * A new session for a verified driver, its cookie set on the answer. A new id on every sign-in (no
 * fixation); the browser's previous session, if any, ends for good.
 */
async function openSession(
  c: Context<AppEnv>,
  verified: Pick<SessionRecord, "identityToken" | "user" | "dotNumber">,
  state: AppLaunchStateReading,
) {
  const store = sessionStore(c.env, c.var.config);
  const previous = readSessionCookie(c);
  if (previous !== undefined) await store.close(previous);
  const id = newSessionId();
  const now = Date.now();
  const record: SessionRecord = {
    ...verified,
    ownTrailers: ownTrailersRead(state, now),
    createdAt: now,
    lastSeenAt: now,
    lastValidatedAt: now,
  };
  await store.open(id, record, now);
  c.header("Set-Cookie", sessionCookie(c, id, remainingSeconds(record, now, c.var.config)), { append: true });
  c.var.log.info("signedIn", {
    mobile: maskPhone(verified.user.mobileNumber),
    company: verified.user.company,
  });
}
