// Trailers the signed-in driver has shown to be at, in this session: proximity
// passed on a check, or the plate or VIN read off the trailer matched. Writes
// that only someone at the trailer should make (a red tag) ask for this first.
// Kept in the SESSIONS namespace under the SHA-256 of the session id, for a day.
const IDENTIFIED_SECONDS = 24 * 60 * 60;

export type IdentifiedBy = "proximity" | "verified";

async function keyFor(sessionId: string, trailerId: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`identified:${sessionId}`));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `identified:${hex}:${trailerId}`;
}

export async function markIdentified(
  kv: KVNamespace,
  sessionId: string,
  trailerId: string,
  by: IdentifiedBy,
) {
  await kv.put(await keyFor(sessionId, trailerId), JSON.stringify({ by, at: Date.now() }), {
    expirationTtl: IDENTIFIED_SECONDS,
  });
}

export async function isIdentified(kv: KVNamespace, sessionId: string, trailerId: string): Promise<boolean> {
  return (await kv.get(await keyFor(sessionId, trailerId))) !== null;
}
