// Identity tokens: 32 random bytes handed to the driver once, kept only as their
// SHA-256, valid for 14 days.
import { randomBase64url, sha256Hex } from "./crypto.ts";

const IDENTITY_TOKEN_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

export async function issueIdentityToken(
  db: D1Database,
  mobileNumber: string,
  now = Date.now(),
): Promise<string> {
  const token = randomBase64url(32);
  await db
    .prepare(
      "INSERT INTO identity_tokens (token_hash, mobile_number, created_at, expires_at) VALUES (?, ?, ?, ?)",
    )
    .bind(await sha256Hex(token), mobileNumber, now, now + IDENTITY_TOKEN_LIFETIME_MS)
    .run();
  return token;
}

export type TokenCheck =
  | { status: "valid"; mobileNumber: string; expiresAt: number }
  | { status: "invalid" | "expired" };

export async function checkIdentityToken(
  db: D1Database,
  token: string,
  now = Date.now(),
): Promise<TokenCheck> {
  const row = await db
    .prepare("SELECT mobile_number, expires_at FROM identity_tokens WHERE token_hash = ?")
    .bind(await sha256Hex(token))
    .first<{ mobile_number: string; expires_at: number }>();
  if (!row) return { status: "invalid" };
  if (row.expires_at <= now) return { status: "expired" };
  return { status: "valid", mobileNumber: row.mobile_number, expiresAt: row.expires_at };
}
