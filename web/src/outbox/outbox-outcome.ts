// What a failed call means for the write waiting in the outbox (decision 041):
// no answer or a passing refusal → try again later; an expired session → wait
// for the driver to sign in again (never lose the write); any other refusal →
// refused, with the §8 reason the driver is shown.
import { ApiRequestError, NoResponseError } from "#web/lib/api-client.ts";
import type { SendOutcome } from "./outbox-sender.ts";

export function outcomeOfError(error: unknown): SendOutcome {
  if (error instanceof ApiRequestError) {
    const { kind, message, reasonCode, statusCode, retryAfterSeconds, requestId } = error.error;
    const detail = { kind, message, reasonCode, ...(requestId === undefined ? {} : { requestId }) };
    if (kind === "unauthorized" || statusCode === 401) return { status: "signIn", error: detail };
    if (statusCode === 408 || statusCode === 429 || statusCode >= 500 || kind === "timeout") {
      return { status: "retry", error: detail, afterSeconds: retryAfterSeconds };
    }
    return { status: "refused", error: detail };
  }
  if (error instanceof NoResponseError) {
    const { message, requestId } = error;
    return {
      status: "retry",
      error: { kind: "timeout", message, ...(requestId === undefined ? {} : { requestId }) },
    };
  }
  return { status: "retry", error: { message: error instanceof Error ? error.message : "Unknown Error" } };
}

/** Sends with `call` and turns its answer or failure into an outcome. */
export async function sendWith(call: () => Promise<unknown>): Promise<SendOutcome> {
  try {
    return { status: "done", result: await call() };
  } catch (error) {
    return outcomeOfError(error);
  }
}
