// Ids the phone makes (outbox entries, photos, an assessment's entry): random
// UUIDs. crypto.randomUUID is only on secure origins; a phone trying a local run
// over the LAN (http://192.168.x.x, decision 073) has crypto.getRandomValues only.

/** A random UUID, version 4. */
export function newId(random: Pick<Crypto, "getRandomValues" | "randomUUID"> = crypto): string {
  if (typeof random.randomUUID === "function") return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 9562 variant
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
