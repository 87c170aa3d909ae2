// A mock of the logistics API for tests, built from the contract table
// (shared/logistics/contract.ts): every call of the table is routed with its
// method and path, its parameters, query and body are checked with the table's
// schemas, and every answer a scenario gives is checked against the call's
// answer (2xx) or refusal schema and its declared reason codes. A scenario that
// drifts from the contract fails the test that uses it, loudly. In the "spec"
// dialect (shared/logistics/spec-dialect.ts) the checked answer then goes out as
// a carrier keeping to docs/product.md §3 and §7 alone would give it, and the idempotency
// keys of its requests are ignored.
import { zValidator } from "@hono/zod-validator";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod/mini";
import type { LogisticsCallDefinition } from "#shared/logistics/call-definition.ts";
import { APP_TOKEN_HEADER, LogisticsErrorBodySchema } from "#shared/logistics/common.ts";
import {
  LOGISTICS_CALLS,
  type LogisticsCallName,
  type LogisticsCalls,
  routePath,
} from "#shared/logistics/contract.ts";
import {
  ignoredBySpecCarrier,
  inSpecDialect,
  type LogisticsDialect,
} from "#shared/logistics/spec-dialect.ts";

type Parsed<C, Key extends string> =
  C extends Record<Key, infer S extends z.ZodMiniType> ? z.output<S> : undefined;

/** What a scenario's handler receives: the validated inputs and the driver the identity token names. */
export type MockInput<N extends LogisticsCallName> = {
  params: Parsed<LogisticsCalls[N], "params">;
  query: Parsed<LogisticsCalls[N], "query">;
  body: Parsed<LogisticsCalls[N], "body">;
  /** A multipart call's parts: its `metadata` (checked with the table's schema) and its `file`. */
  multipart: LogisticsCalls[N] extends { multipart: infer S extends z.ZodMiniType }
    ? { metadata: z.output<S>; file: File }
    : undefined;
  /** The driver's mobile number on calls that act for one. */
  driver: string | undefined;
  request: Request;
};

export type MockAnswer = { status?: ContentfulStatusCode; body: unknown };
type MockHandler<N extends LogisticsCallName> = (input: MockInput<N>) => MockAnswer | Promise<MockAnswer>;
export type MockHandlers = { [N in LogisticsCallName]?: MockHandler<N> };

export type LogisticsApiMockOptions = {
  appToken: string;
  /** The driver an `Authorization: Bearer …` header belongs to, or undefined when it is not a live token. */
  driverOf: (authorization: string | undefined) => string | undefined;
  handlers: MockHandlers;
  /** "reference" (the default): answers as the reference API; "spec": as a spec-only carrier. */
  dialect?: LogisticsDialect;
};

class ContractViolation extends Error {
  override name = "ContractViolation";
}

/** Checks a scenario's answer against the contract; throws ContractViolation when it drifts. */
function checkAnswer(name: LogisticsCallName, answer: MockAnswer): MockAnswer {
  const definition: LogisticsCallDefinition = LOGISTICS_CALLS[name];
  const status = answer.status ?? 200;
  // A refusal is the call's own refusal shape, or the error body every call may answer.
  const schemas =
    status < 300
      ? [definition.response]
      : [definition.failure ?? LogisticsErrorBodySchema, LogisticsErrorBodySchema];
  if (!schemas.some((schema) => schema.safeParse(answer.body).success)) {
    throw new ContractViolation(`${name} answered ${status} with a body outside the contract`);
  }
  const reasonCode = (answer.body as { reasonCode?: unknown } | null)?.reasonCode;
  if (typeof reasonCode === "number" && !(definition.reasonCodes as readonly number[]).includes(reasonCode)) {
    throw new ContractViolation(`${name} answered reason code ${reasonCode}, which it does not declare`);
  }
  return { status, body: answer.body };
}

const refuse = (c: Context, status: ContentfulStatusCode, message: string) =>
  c.json({ message } satisfies z.input<typeof LogisticsErrorBodySchema>, status);

/** A multipart body as the table describes it: a `metadata` JSON part its schema accepts, and a `file`. */
function multipartValidator(schema: z.ZodMiniType): MiddlewareHandler {
  return async (c, next) => {
    const form = await c.req.raw.formData().catch(() => null);
    const metadata = form?.get("metadata");
    const file = form?.get("file");
    let parsed: { success: boolean; data?: unknown } = { success: false };
    try {
      if (typeof metadata === "string") parsed = schema.safeParse(JSON.parse(metadata));
    } catch {
      // Malformed JSON: refused below like any invalid metadata.
    }
    if (!parsed.success || !(file instanceof File)) return refuse(c, 400, "Invalid input");
    c.set("multipart" as never, { metadata: parsed.data, file } as never);
    await next();
  };
}

export function logisticsApiMock({
  appToken,
  driverOf,
  handlers,
  dialect = "reference",
}: LogisticsApiMockOptions): Hono {
  const spec = dialect === "spec";
  const app = new Hono();
  app.use("/api/*", async (c, next) => {
    if (c.req.header(APP_TOKEN_HEADER) !== appToken) return refuse(c, 401, "Invalid app token");
    await next();
  });
  for (const [name, definition] of Object.entries(LOGISTICS_CALLS) as [
    LogisticsCallName,
    LogisticsCallDefinition,
  ][]) {
    const invalid = (result: { success: boolean }, c: Context) =>
      result.success ? undefined : refuse(c, 400, "Invalid input");
    const validators: MiddlewareHandler[] = [
      definition.params && zValidator("param", definition.params, invalid),
      definition.query && zValidator("query", definition.query, invalid),
      definition.body && zValidator("json", definition.body, invalid),
      definition.multipart && multipartValidator(definition.multipart),
    ].filter((v) => v !== undefined);
    app.on(definition.method, [routePath(definition)], ...validators, async (c) => {
      const driver = driverOf(c.req.header("authorization"));
      if (definition.guard === "driver" && driver === undefined) return refuse(c, 401, "Unauthorized");
      const handler = handlers[name] as MockHandler<typeof name> | undefined;
      if (!handler) return refuse(c, 501, `${name} is not part of this scenario`);
      const valid = (target: "param" | "query" | "json") =>
        (c.req.valid as (t: string) => unknown)(target) as never;
      const multipart = c.get("multipart" as never) as { metadata: unknown; file: File } | undefined;
      const checked = checkAnswer(
        name,
        await handler({
          params: definition.params ? valid("param") : (undefined as never),
          query: definition.query ? valid("query") : (undefined as never),
          body: definition.body
            ? spec
              ? ignoredBySpecCarrier(valid("json"))
              : valid("json")
            : (undefined as never),
          multipart: multipart
            ? ({
                ...multipart,
                metadata: spec ? ignoredBySpecCarrier(multipart.metadata) : multipart.metadata,
              } as never)
            : (undefined as never),
          driver,
          request: c.req.raw,
        }),
      );
      const answer = spec
        ? inSpecDialect(name, { status: checked.status ?? 200, body: checked.body })
        : checked;
      return c.json(answer.body as never, answer.status as ContentfulStatusCode);
    });
  }
  app.notFound((c) => refuse(c, 404, "Not found"));
  app.onError((error, c) => {
    // A scenario that drifted: make it impossible to miss in the test's output.
    console.error(error);
    return refuse(c, 500, error instanceof ContractViolation ? error.message : "Mock failed");
  });
  return app;
}
