// Trailers the signed-in driver has shown to be at, in this session, and how:
// proximity passed on a check, or the plate or VIN read off the trailer matched.
// Writes that only someone at the trailer should make (a red tag) ask for this
// first. Also the trailers a check in this session found the driver's to take or
// hold ("checked", wherever the phone was): a reason to assess one (decision 118). Kept in the SESSIONS namespace under the SHA-256 of the session id, one
// key per way, for a day: a later check with proximity never hides a plate read.
const IDENTIFIED_SECONDS = 24 * 60 * 60;

export type IdentifiedBy = "proximity" | "verified" | "checked";

async function keyFor(sessionId: string, trailerId: string, by: IdentifiedBy): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`identified:${sessionId}`));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `identified:${hex}:${trailerId}:${by}`;
}

export async function markIdentified(
  kv: KVNamespace,
  sessionId: string,
  trailerId: string,
  by: IdentifiedBy,
) {
  await kv.put(await keyFor(sessionId, trailerId, by), JSON.stringify({ at: Date.now() }), {
    expirationTtl: IDENTIFIED_SECONDS,
  });
}

/** Whether this session identified the trailer in one of the `accepted` ways. */
export async function isIdentified(
  kv: KVNamespace,
  sessionId: string,
  trailerId: string,
  accepted: readonly IdentifiedBy[],
): Promise<boolean> {
  const found = await Promise.all(
    accepted.map(async (by) => (await kv.get(await keyFor(sessionId, trailerId, by))) !== null),
  );
  return found.includes(true);
}
