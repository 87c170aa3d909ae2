// HMAC-SHA256 under the link key (FINDER_LINK_KEY, decision 026), Web Crypto only: the finder's
// links and the shared condition reports (decision 128) sign and check with these, so there is one
// way to sign. A check takes every key a rotation keeps readable (decision 071) and verifies in
// constant time (crypto.subtle.verify).

const encoder = new TextEncoder();

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Throws on text that is not base64url. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

/** The MAC of `text` under `secret`. */
export async function hmac(secret: string, text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(text)));
}

/** The MAC of `text` under `secret`, base64url (43 characters). */
export async function hmacText(secret: string, text: string): Promise<string> {
  return toBase64Url(await hmac(secret, text));
}

/** Whether `mac` (base64url) is `text`'s under one of `secrets`; a MAC that is not base64url is not. */
export async function verifyHmac(secrets: readonly string[], text: string, mac: string): Promise<boolean> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = fromBase64Url(mac);
  } catch {
    return false;
  }
  let genuine = false;
  for (const secret of secrets) {
    genuine ||= await crypto.subtle.verify("HMAC", await hmacKey(secret), bytes, encoder.encode(text));
  }
  return genuine;
}
