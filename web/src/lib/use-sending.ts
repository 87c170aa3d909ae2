// A button that sends something (decision 106): one send at a time, whatever the taps (a double
// tap, a tap held before the app ran and made again, Enter in a field), and busy from the tap until
// the answer is handled. A send whose answer moves the driver on (another screen, the dialog
// closed) stays busy until its screen goes: the app moves in a transition, so the screen stays on
// view while the next one's code comes, and must take no second tap and no typing meanwhile.
import { useRef, useState } from "react";

/** What a send answers once it has moved the driver on: its screen stays busy until it goes. */
export const MOVED_ON = Symbol("moved on");

/** `busy` names the send under way (a screen may have two: Submit and Resend), null when none. */
export function useSending<Send extends string = "send">() {
  const running = useRef(false);
  const [busy, setBusy] = useState<Send | null>(null);

  const send = async (which: Send, work: () => Promise<typeof MOVED_ON | undefined>) => {
    if (running.current) return;
    running.current = true;
    setBusy(which);
    let outcome: typeof MOVED_ON | undefined;
    try {
      // Once the tap's event is over: React takes a move to another screen (a transition) started
      // inside a form's submit event for a form action of its own.
      await Promise.resolve();
      outcome = await work();
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
