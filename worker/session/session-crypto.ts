// What is derived from a session id (decision 046). The id is the cookie's secret
// value, 128 random bits; the server keeps nothing from which it can be rebuilt:
//   - its name: SHA-256 over a label and the id, the KV key and the guard's name;
//   - the record's key: HKDF-SHA-256 from the id with another label, for AES-256-GCM.
// So a copy of the KV namespace holds neither a usable cookie nor a readable identity
// token, and a record moved under another session's key does not open.

/** Domain separation: the name and the key are derived from the same id for different uses. */
const NAME_LABEL = "hitch/session/name/v1:";
const KEY_SALT = "hitch/session/record-key/v1";
const KEY_INFO = "AES-256-GCM session record";
/** Stored values start with this, so a later format can be told apart. */
const SEALED_PREFIX = "v1.";
const IV_BYTES = 12;

const utf8 = new TextEncoder();

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const bytes = Uint8Array.from(atob(text.replaceAll("-", "+").replaceAll("_", "/")), (ch) =>
      ch.charCodeAt(0),
    );
    // One spelling per value: the unused bits of a last character must be zero.
    return base64url(bytes) === text ? bytes : undefined;
  } catch {
    // A length no base64 text has.
    return undefined;
  }
}

/** The session's public name: hex SHA-256 of the labelled id. Names the KV entry and the guard. */
export async function sessionName(id: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", utf8.encode(NAME_LABEL + id)));
}

async function recordKey(id: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", utf8.encode(id), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: utf8.encode(KEY_SALT), info: utf8.encode(KEY_INFO) },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

/** `v1.<iv>.<ciphertext>`; the name is bound in as additional data. */
export async function sealRecord(id: string, name: string, plaintext: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: utf8.encode(name) },
    await recordKey(id),
    utf8.encode(plaintext),
  );
  return `${SEALED_PREFIX}${base64url(iv)}.${base64url(new Uint8Array(sealed))}`;
}

/**
 * Which write a sealed value is: its IV, fresh for every write (decision 090). Not secret (it is
 * stored beside the ciphertext); undefined for a value not in the sealed format.
 */
export function sealedTag(stored: string): string | undefined {
  if (!stored.startsWith(SEALED_PREFIX)) return undefined;
  const [ivText = ""] = stored.slice(SEALED_PREFIX.length).split(".");
  return ivText === "" ? undefined : ivText;
}

/** The plaintext, or undefined for anything this id did not seal under this name (or tampered). */
export async function openRecord(id: string, name: string, stored: string): Promise<string | undefined> {
  if (!stored.startsWith(SEALED_PREFIX)) return undefined;
  const [ivText = "", sealedText = ""] = stored.slice(SEALED_PREFIX.length).split(".");
  const iv = fromBase64url(ivText);
  const sealed = fromBase64url(sealedText);
  if (iv?.length !== IV_BYTES || sealed === undefined) return undefined;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv, additionalData: utf8.encode(name) },
      await recordKey(id),
      sealed,
    );
    return new TextDecoder().decode(plain);
  } catch {
    return undefined;
  }
}
