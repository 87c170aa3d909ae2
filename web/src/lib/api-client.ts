// The one door to the edge Worker's /api. Failures are mapped here, once:
// - an answer with an error status becomes an ApiRequestError carrying the
//   ApiError body (spec §8 defaults when the body is not one);
// - no answer (the network failed, or the Worker says the logistics API did
//   not answer: statusCode 408 / kind "timeout") becomes a NoResponseError, and the app is told so it
//   can show 'No Service' or the Request Timed Out dialog;
// - an expired session (kind "unauthorized") tells the app to end it.
// The session cookie is HttpOnly and same-origin; the page never sees a token.
import type { z } from "zod";
import { type ApiError, ApiErrorSchema } from "../../../shared/api/session.ts";

/** A little over the Worker's own 60 s upstream timeout, so the Worker's 408 arrives first. */
export const CLIENT_TIMEOUT_MS = 65_000;
export const HTTP_TIMEOUT = 408;

export class ApiRequestError extends Error {
  readonly error: ApiError;
  constructor(error: ApiError) {
    super(error.message);
    this.name = "ApiRequestError";
    this.error = error;
  }
  get kind() {
    return this.error.kind;
  }
  get status() {
    return this.error.statusCode;
  }
}

export class NoResponseError extends Error {
  constructor() {
    super("No Response From API");
    this.name = "NoResponseError";
  }
}

export interface ApiFailureHandlers {
  onNoResponse(): void;
  onUnauthorized(): void;
}
const noop = () => {};
let handlers: ApiFailureHandlers = { onNoResponse: noop, onUnauthorized: noop };

/** The app layer decides what a lost answer or an expired session looks like. */
export function setApiFailureHandlers(next: ApiFailureHandlers): void {
  handlers = next;
}

export interface CallOptions {
  /** The session check handles its own 401 (it decides where to go). */
  handleUnauthorized?: boolean;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => ({}));
  const parsed = ApiErrorSchema.safeParse(
    typeof body === "object" && body !== null ? { statusCode: response.status, ...body } : {},
  );
  return parsed.success ? parsed.data : ApiErrorSchema.parse({ statusCode: response.status });
}

/** fetch with the failure mapping above; resolves only for 2xx answers. */
export async function apiFetch(
  input: string,
  init: RequestInit = {},
  options: CallOptions = {},
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(input, {
      ...init,
      credentials: "same-origin",
      signal: init.signal ?? AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    handlers.onNoResponse();
    throw new NoResponseError();
  }
  if (response.ok) return response;
  const error = await toApiError(response);
  // The Worker got no answer from the logistics API: statusCode 408 in the body (on the
  // wire a 504, since browsers resend requests answered with 408), or a bare 408.
  if (response.status === HTTP_TIMEOUT || error.statusCode === HTTP_TIMEOUT || error.kind === "timeout") {
    handlers.onNoResponse();
    throw new NoResponseError();
  }
  if (error.kind === "unauthorized" && options.handleUnauthorized !== false) handlers.onUnauthorized();
  throw new ApiRequestError(error);
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** Calls `method path` with an optional JSON body and validates the answer with `schema`. */
export async function callApi<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  body?: unknown,
  options?: CallOptions,
): Promise<z.output<S>> {
  const init: RequestInit = { method, headers: { accept: "application/json" } };
  if (body !== undefined) {
    init.headers = { accept: "application/json", "content-type": "application/json" };
    init.body = JSON.stringify(body);
  }
  const response = await apiFetch(path, init, options);
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => undefined);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiRequestError(ApiErrorSchema.parse({ statusCode: response.status, kind: "upstream" }));
  }
  return parsed.data;
}
