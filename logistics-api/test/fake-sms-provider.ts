// A local fake of the HTTP SMS provider's API (src/sms/provider-api.ts). It checks
// what it receives exactly as the contract says and answers like the provider.
// Used two ways: injected as `fetch` into the adapter (unit tests, where
// `received` can be read), and as the logistics-api project's outbound service
// in vitest.config.ts (so the Worker's own fetch reaches it).
import { Hono } from "hono";
import { type SmsProviderRequest, SmsProviderRequestSchema } from "#logistics-api/src/sms/provider-api.ts";

export const FAKE_SMS_API_URL = "https://sms-provider.test/v1/messages";
export const FAKE_SMS_API_KEY = "test-sms-key";
export const FAKE_SMS_FROM = "+15550000000";
/** Messages to this number fail with a provider error (503). */
export const UNDELIVERABLE_NUMBER = "5550100666";

export function createFakeSmsProvider() {
  const received: SmsProviderRequest[] = [];
  const app = new Hono()
    .post("/v1/messages", async (c) => {
      if (c.req.header("authorization") !== `Bearer ${FAKE_SMS_API_KEY}`)
        return c.json({ error: "unauthorized" }, 401);
      if (!(c.req.header("content-type") ?? "").startsWith("application/json"))
        return c.json({ error: "unsupported media type" }, 415);
      const parsed = SmsProviderRequestSchema.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return c.json({ error: "invalid message", issues: parsed.error.issues }, 422);
      if (parsed.data.to === `+1${UNDELIVERABLE_NUMBER}`)
        return c.json({ error: "carrier unavailable" }, 503);
      received.push(parsed.data);
      return c.json({ id: `msg_${received.length}`, status: "queued" }, 202);
    })
    .all("*", (c) => c.json({ error: "not found" }, 404));
  return {
    received,
    /** fetch-shaped; a request object from Miniflare (another undici's class) is handled as it is. */
    fetch: async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
      app.fetch(typeof input === "object" && "method" in input && !init ? input : new Request(input, init)),
  };
}
