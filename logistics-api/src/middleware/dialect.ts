// The reference API's dialect switch, for a developer's machine and the browser
// tests (decision 061): while it says "spec", every call of the contract answers
// as a carrier that keeps to docs/product.md §3 and §7 alone would (no Hitch extensions, no
// null optional fields, date-times with the yard's offset, writes refused as 200
// isSuccessful false; shared/logistics/spec-dialect.ts). Requests are taken as
// they come. Set with POST /__dev/dialect (routes/dev.ts), so only where the dev
// pages are on (DEV_OUTBOX); held in this Worker's memory, so a restart is the
// reference API again.
import { createMiddleware } from "hono/factory";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiEnv } from "#logistics-api/src/hono-env.ts";
import { callNamed } from "#shared/logistics/contract.ts";
import { inSpecDialect, type LogisticsDialect } from "#shared/logistics/spec-dialect.ts";

let dialect: LogisticsDialect = "reference";

export const currentDialect = () => dialect;
export function setDialect(next: LogisticsDialect): void {
  dialect = next;
}

export const answerInDialect = createMiddleware<ApiEnv>(async (c, next) => {
  await next();
  if (dialect !== "spec" || !c.var.config?.DEV_OUTBOX) return;
  const name = callNamed(c.req.method, c.req.path);
  if (name === undefined) return;
  const text = await c.res.clone().text();
  const answer = inSpecDialect(name, {
    status: c.res.status,
    body: text === "" ? undefined : JSON.parse(text),
  });
  c.res = undefined;
  c.res = c.json(answer.body as never, answer.status as ContentfulStatusCode);
});
