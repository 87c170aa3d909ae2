// Every failed write is one log line, `writeFailed` (decision 070): what was being
// done (docs/product.md §8's action text), for which load and order, by which driver (the phone
// masked), under which outbox key, and how it failed (the answer's kind, its status
// and reason code with its name). With the request id every line carries (and that
// the phone shows the driver), a driver's call to the broker finds it. Refusals,
// timeouts, outages and bad input alike: whatever the route answered with an error.
import { createMiddleware } from "hono/factory";
import { ApiErrorSchema } from "#shared/api-error.ts";
import { reasonCodeName } from "#shared/logistics/reason-codes.ts";
import type { SessionEnv } from "#worker/app-env.ts";
import { maskPhone } from "#worker/log/logger.ts";

/**
 * `actionOf` names the write from its validated JSON body (undefined when the body was refused);
 * the key is the body's `idempotencyKey`, or what the route set as `writeKey` (a photo's upload id).
 */
export function logsFailedWrite(actionOf: (body: Record<string, unknown> | undefined) => string) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    await next();
    if (c.res.status < 400) return;
    const { user } = c.var.session.record;
    const body = validatedJson(c.req);
    const key = body?.idempotencyKey;
    const answer = ApiErrorSchema.safeParse(
      await c.res
        .clone()
        .json()
        .catch(() => ({})),
    );
    const reasonCode = answer.success ? answer.data.reasonCode : -1;
    c.var.log.warn("writeFailed", {
      action: actionOf(body),
      loadId: user.loadId,
      orderNumber: user.orderNumber,
      idempotencyKey: typeof key === "string" ? key : (c.var.writeKey ?? null),
      mobile: maskPhone(user.mobileNumber),
      status: c.res.status,
      kind: answer.success ? (answer.data.kind ?? null) : null,
      statusCode: answer.success ? answer.data.statusCode : c.res.status,
      reasonCode,
      reasonCodeName: reasonCodeName(reasonCode),
    });
  });
}

/** A trailer reference of a write's body in its action text: its id, or what was scanned. */
export function trailerName(trailer: unknown): string {
  if (typeof trailer !== "object" || trailer === null) return "(not given)";
  const { trailerId, scannedId } = trailer as { trailerId?: unknown; scannedId?: unknown };
  if (typeof trailerId === "string") return trailerId;
  return typeof scannedId === "string" ? `scanned ${scannedId}` : "(not given)";
}

/** The body the route's validator accepted, if it ran and accepted one. */
function validatedJson(request: { valid(target: never): unknown }): Record<string, unknown> | undefined {
  try {
    const body = request.valid("json" as never);
    return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
