// DELETE /api/session: end the session on the Worker (204). A logout never waits
// for signal: with none, the phone forgets the driver at once and the Worker is
// told when the phone is back online (or at the next start).
import { api, inBackground, read } from "#web/lib/api-client.ts";
import { signOutPending } from "#web/stores/session.ts";

export async function endWorkerSession(): Promise<void> {
  try {
    await read(api.session.$delete(undefined, inBackground));
    signOutPending.value = false;
  } catch {
    signOutPending.value = true;
  }
}

/** Retries a logout the Worker never heard of; returns the function that stops listening. */
export function retryPendingSignOut(target: Window = window): () => void {
  const retry = () => {
    if (signOutPending.peek()) void endWorkerSession();
  };
  retry();
  target.addEventListener("online", retry);
  return () => target.removeEventListener("online", retry);
}
