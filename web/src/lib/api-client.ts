// The one door to the edge Worker's /api. Failures are mapped here, once:
// - an answer with an error status becomes an ApiRequestError carrying the
//   ApiError body (docs/product.md §8 defaults when the body is not one);
// - no answer (the network failed, or the Worker says the logistics API did
//   not answer: statusCode 408 / kind "timeout") becomes a NoResponseError, and the app is told so it
//   can show 'No Service' or the Request Timed Out dialog; a call the driver waits on waits for the
//   driver's choice there, and Try Again sends the same call again (decision 106);
// - an expired session (kind "unauthorized") tells the app to end it.
// A call the driver waits on can also be sent again while it is still under way: the waiting line
// offers Try again once it has waited PATIENCE_MS (call-timeouts.ts). Either way the caller's own
// await goes on with the new try's answer, its screen still busy.
// The session cookie is HttpOnly and same-origin; the page never sees a token.
import type { MessageDescriptor } from "@lingui/core";
import { type ClientResponse, hc, parseResponse } from "hono/client";
import { type ApiError, ApiErrorSchema } from "#shared/api-error.ts";
import type { AppType } from "#worker/app-type.ts";
import { callTimeoutMs } from "./call-timeouts.ts";
import { notePendingCall } from "./pending-calls.ts";

const HTTP_TIMEOUT = 408;

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

/** What the driver chose when a call they wait on got no answer: send it again, or not. */
export type NoResponseChoice = "tryAgain" | "giveUp";

export interface ApiFailureHandlers {
  /**
   * `requestId`: the edge's id for the call, when the Worker answered that it got no answer. For a
   * call the driver waits on, answers what they chose (the call waits for it); a background call's
   * answer is not read.
   */
  onNoResponse(requestId?: string): NoResponseChoice | Promise<NoResponseChoice>;
  onUnauthorized(): void;
  /** The Worker answered with an error carrying its request id (decision 070): the page keeps the last. */
  onFailedRequest(requestId: string): void;
}
const noop = () => {};
let handlers: ApiFailureHandlers = {
  onNoResponse: () => "giveUp",
  onUnauthorized: noop,
  onFailedRequest: noop,
};

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

/** The driver asked for the call again while it was under way. */
const TRY_AGAIN = Symbol("try again");

/**
 * One try of a call: its answer, or TRY_AGAIN when the driver asked for it again first (the try is
 * given up: aborted, and its answer never read). Throws when there is no answer (no network, the
 * phone's timeout).
 */
async function sendOnce(input: string, init: RequestInit, options: CallOptions) {
  const giveUp = new AbortController();
  // The caller's own signal, else the phone's wait (call-timeouts.ts), ends the try too.
  const ends = init.signal ?? AbortSignal.timeout(callTimeoutMs(init.method, options));
  const end = () => giveUp.abort(ends.reason);
  ends.addEventListener("abort", end);
  let again = () => {};
  const askedAgain = new Promise<typeof TRY_AGAIN>((resolve) => {
    again = () => {
      giveUp.abort();
      resolve(TRY_AGAIN);
    };
  });
  // What the driver waits on is shown while it takes time, with Try again; the app's own loads are not.
  const done = options.background ? noop : notePendingCall(options.waitingFor, again);
  try {
    const sent = fetch(input, { ...init, credentials: "same-origin", signal: giveUp.signal });
    sent.catch(noop); // A try given up for a new one fails unread.
    return await Promise.race([sent, askedAgain]);
  } finally {
    done();
    ends.removeEventListener("abort", end);
  }
}

/**
 * No answer: the app says so (No Service, or Request Timed Out), and a call the driver waits on
 * waits for their choice there; true when they asked for it again.
 */
async function sendAgain(options: CallOptions, requestId?: string): Promise<boolean> {
  if (options.background) return false;
  return (await handlers.onNoResponse(requestId)) === "tryAgain";
}

/** fetch with the failure mapping above; resolves only for 2xx answers. */
export async function apiFetch(
  input: string,
  init: RequestInit = {},
  options: CallOptions = {},
): Promise<Response> {
  for (;;) {
    let response: Response | typeof TRY_AGAIN;
    try {
      response = await sendOnce(input, init, options);
    } catch (error) {
      if (init.signal?.aborted) throw error;
      if (await sendAgain(options)) continue;
      throw new NoResponseError();
    }
    if (response === TRY_AGAIN) continue;
    if (response.ok) return response;
    const error = await toApiError(response);
    if (error.requestId !== undefined) handlers.onFailedRequest(error.requestId);
    // The Worker got no answer from the logistics API: statusCode 408 in the body (on the
    // wire a 504, since browsers resend requests answered with 408), or a bare 408.
    if (response.status === HTTP_TIMEOUT || error.statusCode === HTTP_TIMEOUT || error.kind === "timeout") {
      // Only a call the driver waits on may raise the blocking dialog: a call the app makes by itself
      // (launch state, flags, alerts, the outbox's sends, photo uploads) fails quietly, whatever came back.
      if (await sendAgain(options, error.requestId)) continue;
      throw new NoResponseError(error.requestId);
    }
    if (error.kind === "unauthorized" && options.handleUnauthorized !== false) handlers.onUnauthorized();
    throw new ApiRequestError(error);
  }
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
