// The one client for every call to the logistics API (spec §7): base URL from
// EXTERNAL_API_URL, the app token on every call, the driver's identity token when
// acting for one, the request timeout, answers checked with the shared contract
// schemas, and errors mapped exactly as spec §8 says.
import type { z } from "zod/mini";
import {
  APP_TOKEN_HEADER,
  ApiErrorBodySchema,
  IDENTITY_TOKEN_HEADER,
} from "../../shared/logistics/common.ts";
import { reasonCodeName } from "../../shared/logistics/reason-codes.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../log/logger.ts";
import { forwardedRequestHeaders, forwardedResponseHeaders } from "./proxy.ts";
import { NO_RESPONSE_MESSAGE, UNKNOWN_ERROR, UpstreamError } from "./upstream-error.ts";

export type LogisticsCall<S extends z.ZodMiniType> = {
  /** Names the call in logs; paths are never logged (they can hold a phone number). */
  action: string;
  method: "GET" | "POST";
  /** Below the API base, e.g. `api/featureFlags/hitchApp`; each parameter already encoded. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** Set when acting for a signed-in driver. */
  identityToken?: string;
  schema: S;
};

export type LogisticsClient = {
  call<S extends z.ZodMiniType>(call: LogisticsCall<S>): Promise<z.output<S>>;
  /** Forwards a browser request to the same path upstream (dev tools only). */
  proxy(request: Request, path: string): Promise<Response>;
};

export function createLogisticsClient(config: Config, log: Logger): LogisticsClient {
  const base = config.EXTERNAL_API_URL.endsWith("/")
    ? config.EXTERNAL_API_URL
    : `${config.EXTERNAL_API_URL}/`;
  const timeout = () =>
    config.REQUEST_TIMEOUT_MS > 0 ? { signal: AbortSignal.timeout(config.REQUEST_TIMEOUT_MS) } : {};

  /** fetch, with "no response at all" (timeout, network) mapped to 408 'No Response From API'. */
  async function send(action: string, url: URL, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, ...timeout() });
    } catch (error) {
      log.error("apiTimeout", {
        action,
        cause: error instanceof Error ? error.name : "unknown",
        timeoutMs: config.REQUEST_TIMEOUT_MS,
      });
      throw new UpstreamError({ message: NO_RESPONSE_MESSAGE, statusCode: 408, reasonCode: -1 }, "timeout");
    }
  }

  return {
    async call({ action, method, path, query, body, identityToken, schema }) {
      const url = new URL(path, base);
      for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
      const headers = new Headers({ accept: "application/json", [APP_TOKEN_HEADER]: config.APP_TOKEN });
      if (identityToken !== undefined) headers.set(IDENTITY_TOKEN_HEADER, `Bearer ${identityToken}`);
      if (body !== undefined) headers.set("content-type", "application/json");

      const response = await send(action, url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });

      if (!response.ok) {
        // An answer with an error status: its message and reason code, each with §8's default
        // when missing or unreadable (a body with a reason code and no message keeps the code).
        const raw: unknown = await response.json().catch(() => undefined);
        const fields = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
        const message = ApiErrorBodySchema.shape.message.safeParse(fields.message);
        const reasonCode = ApiErrorBodySchema.shape.reasonCode.safeParse(fields.reasonCode);
        const apiError = {
          message: message.success ? message.data : UNKNOWN_ERROR.message,
          statusCode: response.status,
          reasonCode: (reasonCode.success ? reasonCode.data : undefined) ?? UNKNOWN_ERROR.reasonCode,
        };
        log.warn("apiErrorResponse", {
          action,
          statusCode: apiError.statusCode,
          reasonCode: apiError.reasonCode,
          reasonCodeName: reasonCodeName(apiError.reasonCode),
        });
        throw new UpstreamError(apiError, "upstream", raw);
      }

      try {
        // An empty body (204, or "alert object or empty") reads as undefined.
        const text = await response.text();
        return schema.parse(text === "" ? undefined : JSON.parse(text));
      } catch (error) {
        // Anything else: an answer we cannot read or that breaks the contract.
        log.error("apiUnhandledResponse", {
          action,
          status: response.status,
          cause: error instanceof Error ? error.name : "unknown",
        });
        throw new UpstreamError(UNKNOWN_ERROR, "upstream");
      }
    },

    async proxy(request, path) {
      const source = new URL(request.url);
      const url = new URL(path, base);
      url.search = source.search;
      const headers = forwardedRequestHeaders(request.headers);
      headers.set(APP_TOKEN_HEADER, config.APP_TOKEN);
      const hasBody = request.method !== "GET" && request.method !== "HEAD";
      const response = await send("devProxy", url, {
        method: request.method,
        headers,
        body: hasBody ? request.body : undefined,
        redirect: "manual",
      });
      return new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers: forwardedResponseHeaders(response.headers),
      });
    },
  };
}
