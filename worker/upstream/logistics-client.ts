// The one client for every call to the logistics API (docs/product.md §7). Calls are taken
// by name from the contract table (shared/logistics/contract.ts): the path, its
// parameters, the query, the body and the answer's schema all come from there,
// so a wrong body or a missing path parameter is a type error here. Also: the
// base URL from EXTERNAL_API_URL, the app token on every call, the driver's
// identity token on calls that act for one, the request's id (x-request-id, so
// the carrier's logs meet ours), the request timeout, and errors mapped as spec
// §8 says, in the app's own words (never the upstream's text).
// Answers are read tolerantly (the entry's `read`, decision 061): what was
// tolerated is logged as a warning; an answer without a field the app needs is
// one precise error naming the call and the field; a write's 2xx that its
// success shape says failed is a refusal, like an error answer (decision 062).
import { proxy } from "hono/proxy";
import type { z } from "zod/mini";
import { NO_RESPONSE, UNKNOWN_ERROR, type UpstreamFailure } from "#shared/api-error.ts";
import type { LogisticsCallDefinition } from "#shared/logistics/call-definition.ts";
import { APP_TOKEN_HEADER, IDENTITY_TOKEN_HEADER, ReasonCodeReadSchema } from "#shared/logistics/common.ts";
import {
  fillPath,
  LOGISTICS_CALLS,
  type LogisticsCallName,
  type LogisticsCalls,
} from "#shared/logistics/contract.ts";
import { reasonCodeName } from "#shared/logistics/reason-codes.ts";
import { missingFields, readTolerantly } from "#shared/logistics/tolerant-reading.ts";
import type { Config } from "#worker/config.ts";
import type { Logger } from "#worker/log/logger.ts";
import { UpstreamError } from "./upstream-error.ts";
import { unreadableMessage, upstreamMessage } from "./upstream-messages.ts";

type Input<C, Key extends string, Value> =
  C extends Record<Key, infer S extends z.ZodMiniType>
    ? Record<Key extends "multipart" ? "multipart" : Key, Value extends "input" ? z.input<S> : Value>
    : unknown;

/** What a call of the table needs: its path parameters, query, body, and the token when it acts for a driver. */
type CallInput<N extends LogisticsCallName> = Input<LogisticsCalls[N], "params", "input"> &
  Input<LogisticsCalls[N], "query", "input"> &
  Input<LogisticsCalls[N], "body", "input"> &
  (LogisticsCalls[N] extends { multipart: infer M extends z.ZodMiniType }
    ? { multipart: { metadata: z.input<M>; file: Blob } }
    : unknown) &
  (LogisticsCalls[N]["guard"] extends "driver" ? { identityToken: string } : { identityToken?: string });

/** What the edge works with: the answer as its entry's `read` reads it. */
type CallAnswer<N extends LogisticsCallName> = z.output<LogisticsCalls[N]["read"]>;

type AnyInput = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  multipart?: { metadata: unknown; file: Blob };
  identityToken?: string;
};

export type LogisticsClient = {
  call<N extends LogisticsCallName>(name: N, input: CallInput<N>): Promise<CallAnswer<N>>;
  /** Forwards a browser request to the same path upstream (dev tools only). */
  proxy(request: Request, path: string): Promise<Response>;
};

/** Browser headers that belong to this origin, or to one hop, and must never reach the logistics API. */
const ORIGIN_ONLY_HEADERS = [
  "cookie",
  "authorization",
  "host",
  APP_TOKEN_HEADER,
  "proxy-connection",
] as const;

/**
 * The precise error for an answer without something the app needs (decision 061): logged with the
 * call and the fields (never their values), answered with that call's own message.
 */
export function unreadableAnswer(log: Logger, action: LogisticsCallName, status: number, fields: string[]) {
  log.error("apiUnhandledResponse", { action, status, fields: fields.join(", ") });
  return new UpstreamError(
    { message: unreadableMessage(action), statusCode: status, reasonCode: UNKNOWN_ERROR.reasonCode },
    "unreadable",
  );
}

function hasValidationErrors(raw: unknown): boolean {
  const errors =
    typeof raw === "object" && raw !== null ? (raw as { validationErrors?: unknown }).validationErrors : [];
  return Array.isArray(errors) && errors.length > 0;
}

/** The edge's request id, sent on every call so one id finds the request on both sides (decision 070). */
export const REQUEST_ID_HEADER = "x-request-id";

/**
 * A 401 that refuses the app token rather than the driver (decision 071): the call carried no
 * identity token, and the answer names no refusal of the call's own (its failure shape, one of its
 * reason codes, or `isValid: false`). A 401 on a call made with an identity token is not told
 * apart here: the session's guard asks `validate` (session/require-session.ts).
 */
function refusesAppToken(
  definition: LogisticsCallDefinition,
  input: { identityToken?: string },
  status: number,
  body: unknown,
  reasonCode: number,
): boolean {
  if (status !== 401 || input.identityToken !== undefined) return false;
  if ((definition.reasonCodes as readonly number[]).includes(reasonCode)) return false;
  if (definition.failure?.safeParse(body).success) return false;
  return !(typeof body === "object" && body !== null && (body as { isValid?: unknown }).isValid === false);
}

/** An answer that did not come in time: the request's deadline (AbortSignal.timeout) ran out. */
const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");

/** Where a call goes and what it carries: the URL, the app's and the driver's tokens, the request's id, the body. */
function requestFor(
  definition: LogisticsCallDefinition,
  input: AnyInput,
  { base, appToken, requestId }: { base: string; appToken: string; requestId: string },
): Request {
  const url = new URL(fillPath(definition.path, input.params), base);
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers = new Headers({
    accept: "application/json",
    [APP_TOKEN_HEADER]: appToken,
    [REQUEST_ID_HEADER]: requestId,
  });
  if (input.identityToken !== undefined) {
    headers.set(IDENTITY_TOKEN_HEADER, `Bearer ${input.identityToken}`);
  }
  let body: BodyInit | undefined;
  if (input.multipart) {
    const form = new FormData();
    form.set("metadata", JSON.stringify(input.multipart.metadata));
    form.set("file", input.multipart.file);
    body = form;
  } else if (input.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(input.body);
  }
  return new Request(url, { method: definition.method, headers, body });
}

/**
 * An answer that refused (an error status, or a write's 2xx that its success shape says failed):
 * its HTTP status and reason code (§8's default when missing or unreadable), with the app's own
 * message for that code. The upstream's message is never kept, so no route can pass it on to
 * the browser (decision 047).
 */
function refusal(
  log: Logger,
  name: LogisticsCallName,
  status: number,
  raw: unknown,
  input: AnyInput = {},
): UpstreamError {
  const fields = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const parsed = ReasonCodeReadSchema.safeParse(fields.reasonCode);
  const reasonCode = (parsed.success ? parsed.data : null) ?? UNKNOWN_ERROR.reasonCode;
  const failure: UpstreamFailure = { message: upstreamMessage(reasonCode), statusCode: status, reasonCode };
  if (refusesAppToken(LOGISTICS_CALLS[name], input, status, raw, reasonCode)) {
    // Not the driver's doing: every call fails until the token is put right (README, rotating).
    log.error("appTokenRejected", { action: name, statusCode: status });
    return new UpstreamError(failure, "appToken", raw);
  }
  log.warn("apiErrorResponse", {
    action: name,
    statusCode: failure.statusCode,
    reasonCode: failure.reasonCode,
    reasonCodeName: reasonCodeName(failure.reasonCode),
  });
  return new UpstreamError(failure, "upstream", raw);
}

/** A call's answer as its entry reads it (decision 061), or the refusal or precise error it is. */
async function readAnswer<N extends LogisticsCallName>(
  log: Logger,
  name: N,
  response: Response,
  input: AnyInput,
): Promise<CallAnswer<N>> {
  const definition: LogisticsCallDefinition = LOGISTICS_CALLS[name];
  if (!response.ok) {
    const raw: unknown = await response.json().catch(() => undefined);
    throw refusal(log, name, response.status, raw, input);
  }
  let raw: unknown;
  try {
    // An empty body (204, or "alert object or empty") reads as undefined.
    const text = await response.text();
    raw = text === "" ? undefined : JSON.parse(text);
  } catch {
    throw unreadableAnswer(log, name, response.status, ["(not JSON)"]);
  }
  // §7: "a response with validationErrors is returned as is": the API refused what was sent.
  if (hasValidationErrors(raw)) throw refusal(log, name, response.status, raw);
  const { result, tolerated } = readTolerantly(definition.read, raw);
  for (const { field, value } of tolerated) log.warn("apiToleratedValue", { action: name, field, value });
  if (!result.success) throw unreadableAnswer(log, name, response.status, missingFields(result.error));
  const success = definition.success as ((answer: unknown) => boolean) | undefined;
  // §5: a write whose answer says it failed is refused, whatever the status said.
  if (success && !success(result.data)) throw refusal(log, name, response.status, raw);
  return result.data as CallAnswer<N>;
}

/** Tries of a read whose connection fails before any answer (decision 025). */
const READ_ATTEMPTS = 3;

/** What a failed fetch says, for the log: its kind and its words (a network error's, never a body). */
function causeOf(error: unknown): { cause: string; detail?: string } {
  return error instanceof Error
    ? { cause: error.name, detail: error.message.slice(0, 200) }
    : { cause: "unknown" };
}

export function createLogisticsClient(config: Config, log: Logger, requestId: string): LogisticsClient {
  const base = config.EXTERNAL_API_URL.endsWith("/")
    ? config.EXTERNAL_API_URL
    : `${config.EXTERNAL_API_URL}/`;
  const timeout = () =>
    config.REQUEST_TIMEOUT_MS > 0 ? { signal: AbortSignal.timeout(config.REQUEST_TIMEOUT_MS) } : {};

  /** "No response at all" (timeout, network), logged, as 408 'No Response From API'. */
  function noResponse(action: string, error: unknown): UpstreamError {
    log.error("apiTimeout", { action, ...causeOf(error), timeoutMs: config.REQUEST_TIMEOUT_MS });
    const failure: UpstreamFailure = { ...NO_RESPONSE, reasonCode: UNKNOWN_ERROR.reasonCode };
    return new UpstreamError(failure, "timeout", undefined, isTimeout(error));
  }

  /**
   * fetch, and again for a read whose connection failed before any answer (a reset, a refused
   * connection: not a timeout, which has had its time), up to READ_ATTEMPTS in all: a pool can
   * hold more than one connection the server closed while it sat idle. A write is never sent twice
   * from here: whether it was made is the write journal's question (worker/writes/).
   */
  async function send(action: string, request: Request, read: boolean): Promise<Response> {
    for (let attempt = 1; ; attempt++) {
      const last = !read || attempt === READ_ATTEMPTS;
      try {
        // Each sending but the last takes a copy (its body teed), so the request can be sent again.
        return await fetch(last ? request : (request.clone() as Request), timeout());
      } catch (error) {
        if (last || isTimeout(error)) throw noResponse(action, error);
        log.warn("apiConnectionRetried", { action, attempt, ...causeOf(error) });
      }
    }
  }

  return {
    async call(name, input) {
      const definition: LogisticsCallDefinition = LOGISTICS_CALLS[name];
      const read = definition.method === "GET" || definition.resendable === true;
      const request = requestFor(definition, input as AnyInput, {
        base,
        appToken: config.APP_TOKEN,
        requestId,
      });
      return readAnswer(log, name, await send(name, request, read), input as AnyInput);
    },

    proxy(request, path) {
      const url = new URL(path, base);
      url.search = new URL(request.url).search;
      const headers = new Headers(request.headers);
      for (const name of ORIGIN_ONLY_HEADERS) headers.delete(name);
      headers.set(APP_TOKEN_HEADER, config.APP_TOKEN);
      headers.set(REQUEST_ID_HEADER, requestId);
      // hono/proxy drops hop-by-hop headers both ways (RFC 9110 §7.6.1: Connection and, strictly,
      // every header it names; Keep-Alive, TE, Trailer, Transfer-Encoding, Upgrade, Proxy-*) and a
      // stale Content-Encoding.
      return proxy(url, {
        raw: new Request(request, { headers }),
        redirect: "manual",
        strictConnectionProcessing: true,
        customFetch: (upstream) =>
          send("devProxy", upstream, upstream.method === "GET" || upstream.method === "HEAD"),
      }).then((response) => {
        // Upstream cookies are the upstream's business, never this origin's.
        response.headers.delete("set-cookie");
        return response;
      });
    },
  };
}
