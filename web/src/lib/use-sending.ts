// The one way a screen sends something (decision 106): a call the driver waits on, or a write
// kept in the outbox (submitWrite) and the screen's work around it. One send at a time, whatever the
// taps (a double tap, a tap held before the app ran and made again, Enter in a field), and busy from
// the tap until the answer is handled. A send whose answer moves the driver on (another screen, the
// dialog closed) stays busy until its screen goes: the app moves in a transition, so the screen
// stays on view while the next one's code comes, and must take no second tap and no typing meanwhile.
// A send that fails is told in the driver's words (lib/api-error-text.ts), where the screen says:
// the Worker's refusal, or a write this phone had no room to keep. A call that got no answer is not
// the screen's to tell: the app has said why (No Service, Request Timed Out).
import { useRef, useState } from "react";
import type { ApiError } from "#shared/api-error.ts";
import { ApiRequestError, NoResponseError } from "./api-client.ts";
import { useApiErrorText } from "./api-error-text.ts";

/** What a send answers once it has moved the driver on: its screen stays busy until it goes. */
export const MOVED_ON = Symbol("moved on");

/**
 * The outbox's OutboxStorageError (a write this phone could not keep), known by its name: importing
 * the outbox here would put it in the code of the first screens, which send with this hook too.
 */
const notKept = (error: unknown) => error instanceof Error && error.name === "OutboxStorageError";

/** A send that did not go through, as the driver is told it. */
export type SendFailure = {
  /** In the driver's words, with the reference for the broker when there is one. */
  text: string;
  /** The Worker's answer (its kind, issues, wait); empty when this phone could not keep the write. */
  error: Partial<ApiError>;
};

/**
 * `busy` names the send under way (a screen may have two: Submit and Resend), null when none.
 * `send(which, work, failed)`: `work`, and `failed` when it fails, answer MOVED_ON once they have
 * moved the driver on; `failed` shows the driver why where the screen says (a send whose work tells
 * its own failures, such as a photo that would not compress, leaves it out).
 */
export function useSending<Send extends string = "send">() {
  const errorText = useApiErrorText();
  const running = useRef(false);
  const [busy, setBusy] = useState<Send | null>(null);

  /** The failure as the driver is told it; undefined when the app has said why. Anything else is a fault. */
  const told = (error: unknown): SendFailure | undefined => {
    if (error instanceof ApiRequestError) return { text: errorText(error), error: error.error };
    if (notKept(error)) return { text: errorText({ kind: "storageFull" }), error: {} };
    if (error instanceof NoResponseError) return undefined;
    throw error;
  };

  const send = async (
    which: Send,
    work: () => Promise<unknown>,
    failed?: (failure: SendFailure) => unknown,
  ) => {
    if (running.current) return;
    running.current = true;
    setBusy(which);
    let outcome: unknown;
    try {
      // Once the tap's event is over: React takes a move to another screen (a transition) started
      // inside a form's submit event for a form action of its own.
      await Promise.resolve();
      outcome = await work().catch((error: unknown) => {
        const failure = told(error);
        return failure && failed?.(failure);
      });
    } finally {
      if (outcome !== MOVED_ON) {
        running.current = false;
        setBusy(null);
      }
    }
  };

  /** Whether a send is under way now (not as this render saw it: a second tap can come before the next). */
  const sending = () => running.current;

  return { busy, send, sending };
}
