// The one door to the edge Worker's /api. Failures are mapped here, once:
// - an answer with an error status becomes an ApiRequestError carrying the
//   ApiError body (docs/product.md §8 defaults when the body is not one);
// - no answer (the network failed, or the Worker says the logistics API did
//   not answer: statusCode 408 / kind "timeout") becomes a NoResponseError, and the app is told so it
//   can show 'No Service' or the Request Timed Out dialog;
// - an expired session (kind "unauthorized") tells the app to end it.
// The session cookie is HttpOnly and same-origin; the page never sees a token.
import type { MessageDescriptor } from "@lingui/core";
import { type ClientResponse, hc, parseResponse } from "hono/client";
import { type ApiError, ApiErrorSchema } from "#shared/api-error.ts";
import type { AppType } from "#worker/app-type.ts";
import { notePendingCall } from "../stores/pending-calls.ts";
import { callTimeoutMs } from "./call-timeouts.ts";

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
  /** The edge's request id when it was the Worker that got no answer (its 504), decision 070. */
  readonly requestId: string | undefined;
  constructor(requestId?: string) {
    super("No Response From API");
    this.name = "NoResponseError";
    this.requestId = requestId;
  }
}

export interface ApiFailureHandlers {
  /** `requestId`: the edge's id for the call, when the Worker answered that it got no answer. */
  onNoResponse(requestId?: string): void;
  onUnauthorized(): void;
  /** The Worker answered with an error carrying its request id (decision 070): the page keeps the last. */
  onFailedRequest(requestId: string): void;
}
const noop = () => {};
let handlers: ApiFailureHandlers = { onNoResponse: noop, onUnauthorized: noop, onFailedRequest: noop };

/** The app layer decides what a lost answer or an expired session looks like. */
export function setApiFailureHandlers(next: ApiFailureHandlers): void {
  handlers = next;
}

export interface CallOptions {
  /** The session check handles its own 401 (it decides where to go). */
  handleUnauthorized?: boolean;
  /**
   * A call the app makes by itself (the session check, app start's loads, the outbox's sends and
   * photo uploads). When it gets no answer (no signal, or the Worker's 408 / 504 timeout) it fails
   * quietly: the driver did nothing, the offline notice or Your recent work already says why, and a
   * blocking No Service or Request Timed Out dialog would stop them working with what the phone holds.
   */
  background?: boolean;
  /**
   * What the driver waits for, said on the waiting line (components/waiting-status.tsx) once the
   * call has taken over a second ("Texting your code…"); without it, the line says only that an
   * answer is awaited.
   */
  waitingFor?: MessageDescriptor;
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
  // What the driver waits on is shown while it takes time; the app's own loads are not.
  const done = options.background ? () => {} : notePendingCall(options.waitingFor);
  try {
    response = await fetch(input, {
      ...init,
      credentials: "same-origin",
      signal: init.signal ?? AbortSignal.timeout(callTimeoutMs(init.method)),
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    if (!options.background) handlers.onNoResponse();
    throw new NoResponseError();
  } finally {
    done();
  }
  if (response.ok) return response;
  const error = await toApiError(response);
  if (error.requestId !== undefined) handlers.onFailedRequest(error.requestId);
  // The Worker got no answer from the logistics API: statusCode 408 in the body (on the
  // wire a 504, since browsers resend requests answered with 408), or a bare 408.
  if (response.status === HTTP_TIMEOUT || error.statusCode === HTTP_TIMEOUT || error.kind === "timeout") {
    // Only a call the driver waits on may raise the blocking dialog: a call the app makes by itself
    // (launch state, flags, alerts, the outbox's sends, photo uploads) fails quietly, whatever came back.
    if (!options.background) handlers.onNoResponse(error.requestId);
    throw new NoResponseError(error.requestId);
  }
  if (error.kind === "unauthorized" && options.handleUnauthorized !== false) handlers.onUnauthorized();
  throw new ApiRequestError(error);
}

/** fetch as the Hono client calls it, through the failure mapping. */
function clientFetch(options: CallOptions) {
  return (input: RequestInfo | URL, init?: RequestInit) =>
    apiFetch(input instanceof Request ? input.url : String(input), init, options);
}

/**
 * The Worker's /api, typed end to end from its routes (`hc<AppType>`): paths,
 * inputs and answers come from the Worker's own code and the shared schemas.
 * Calls resolve only for 2xx answers; read them with `parseResponse`.
 */
export const api = hc<AppType>("/", { fetch: clientFetch({}) }).api;

/** Per-call options of the Hono client (see CallOptions). */
export function callOptions(options: CallOptions) {
  return { fetch: clientFetch(options) };
}

/** Per-call options for a call the app makes by itself. */
export const inBackground = callOptions({ background: true });

/** Reads a call's typed answer; an answer that cannot be read fails like any other error answer. */
export async function read<T extends ClientResponse<unknown>>(call: Promise<T>) {
  try {
    return await parseResponse(call);
  } catch (error) {
    if (error instanceof ApiRequestError || error instanceof NoResponseError) throw error;
    throw new ApiRequestError(ApiErrorSchema.parse({ kind: "upstream", message: "Unreadable answer" }));
  }
}
