// /api/session: sign in with an order number, a phone and a texted code (./sign-in.ts); the
// session itself (decisions 020 and 046); edit order number; logout.
import { Hono } from "hono";
import {
  ChangeOrderSchema,
  type SignedInAnswer,
  SignInStartSchema,
  SignInVerifySchema,
} from "#shared/api/session.ts";
import type { AppEnv } from "#worker/app-env.ts";
import { tooMany } from "#worker/http/too-many.ts";
import { validate } from "#worker/http/validate.ts";
import { consumeRateLimit } from "#worker/rate-limit/limits.ts";
import { requireSession, unauthorized } from "#worker/session/require-session.ts";
import { clearedSessionCookie, readSessionCookie, sessionCookie } from "#worker/session/session-cookie.ts";
import { remainingSeconds, sessionStore } from "#worker/session/session-store.ts";
import { ownTrailersRead } from "#worker/trailers/known-own-trailers.ts";
import { launchStateView } from "#worker/trailers/launch-state-view.ts";
import { chooseLoad, loadsForOrder } from "#worker/upstream/order-loads.ts";
import { onFileFor, orderRefused } from "./order-checks.ts";
import { sendCode, verifyCode } from "./sign-in.ts";

export const sessionRoutes = new Hono<AppEnv>()
  /** Step 1: order number + phone; texts a code, or asks which company booked the order. */
  .post("/code", validate("json", SignInStartSchema), (c) => sendCode(c, c.req.valid("json")))

  /** Step 2: the texted code. Success opens a session and sets the cookie. */
  .post("/", validate("json", SignInVerifySchema), (c) => verifyCode(c, c.req.valid("json")))

  .get("/", requireSession, (c) => c.json({ user: c.var.session.record.user }, 200))

  /**
   * Logout: final everywhere at once (the session's guard closes); idempotent, so a stale tab can
   * always sign out.
   */
  .delete("/", async (c) => {
    const id = readSessionCookie(c);
    if (id !== undefined) await sessionStore(c.env, c.var.config).close(id);
    c.header("Set-Cookie", clearedSessionCookie(c), { append: true });
    return c.body(null, 204);
  })

  /**
   * Edit order number (Manage trailer menu): the order checked as sign-in checks it (the company to
   * choose, 474, 475, 494; decision 106), for the same verified phone. A refusal leaves the session
   * on its order; a change gives the session a new id (decision 120).
   */
  .put("/order", requireSession, validate("json", ChangeOrderSchema), async (c) => {
    const { orderNumber, company } = c.req.valid("json");
    const { id, record } = c.var.session;
    // Walking through order numbers is slow: each try costs, per driver.
    const limit = await consumeRateLimit(
      c.env,
      c.var.config,
      "orderChangesPerPhone",
      record.user.mobileNumber,
    );
    if (!limit.allowed) return tooMany(c, limit.retryAfterSeconds);
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
    record.lastSeenAt = now;
    // The session goes on under a new id (decision 120): the old cookie, wherever a copy of it is,
    // no longer opens this order. A logout while this request ran wins: nothing is opened.
    const rotated = await sessionStore(c.env, c.var.config).rotate(id, record, now);
    if (rotated === undefined) return unauthorized(c, "closed");
    c.header("Set-Cookie", sessionCookie(c, rotated, remainingSeconds(record, now, c.var.config)), {
      append: true,
    });
    return c.json(
      { user: record.user, launchState: launchStateView(state, orderNumber) } satisfies SignedInAnswer,
      200,
    );
  });
