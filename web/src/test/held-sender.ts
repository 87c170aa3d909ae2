// An outbox sender whose answer comes when the test says: what a write looks like while it
// is on its way (Sending…, the writes in line behind it, the sync line).
import { outbox } from "#web/outbox/app-outbox.ts";

/** Registers the sender for `kind`; the function returned answers "done" to the try under way. */
export function heldSender(kind: string): () => void {
  let answer: () => void = () => {};
  outbox.registerSender(
    kind,
    () =>
      new Promise((resolve) => {
        answer = () => resolve({ status: "done" });
      }),
  );
  return () => answer();
}
