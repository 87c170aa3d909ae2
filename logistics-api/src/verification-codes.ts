// Verification codes (two-factor sign-in): six CSPRNG digits, stored only as a
// salted SHA-256, single use, five minutes, void after five wrong tries, and a
// resend cooldown that doubles with each send within an hour. Codes, voiding and
// the cooldown go by phone and order (decision 119): a code texted for one order
// leaves the driver's code for another order live, and does not hold it back.
import { randomBase64url, randomDigits, secretsEqual, sha256Hex } from "./crypto.ts";

const CODE_LENGTH = 6;
const CODE_LIFETIME_MS = 5 * 60 * 1000;
const MAX_WRONG_ATTEMPTS = 5;
const COOLDOWN_WINDOW_MS = 60 * 60 * 1000;
const COOLDOWN_BASE_SECONDS = 30;
const COOLDOWN_MAX_SECONDS = 600;

/** Seconds to wait after the n-th send of the window (n >= 1): 30, 60, 120, 240, 480, then 600. */
export function cooldownSeconds(sendsInWindow: number): number {
  return Math.min(COOLDOWN_BASE_SECONDS * 2 ** Math.max(0, sendsInWindow - 1), COOLDOWN_MAX_SECONDS);
}

/** Seconds before another code may be sent to this number for this order; 0 when one may be sent now. */
export async function cooldownRemaining(
  db: D1Database,
  mobile: string,
  loadNumber: string,
  now: number,
): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS sends, MAX(created_at) AS last FROM verification_codes
       WHERE mobile_number = ? AND load_number = ? AND created_at > ?`,
    )
    .bind(mobile, loadNumber, now - COOLDOWN_WINDOW_MS)
    .first<{ sends: number; last: number | null }>();
  if (!row || row.sends === 0 || row.last === null) return 0;
  const waitUntil = row.last + cooldownSeconds(row.sends) * 1000;
  return Math.max(0, Math.ceil((waitUntil - now) / 1000));
}

function hashCode(salt: string, code: string): Promise<string> {
  return sha256Hex(`${salt}:${code}`);
}

/**
 * Stores a new code (voiding any earlier one for the number and order, not the number's codes for
 * other orders) and returns it for sending, never for logging. Null when another request stored a
 * code for the number and order meanwhile: the caller
 * checked the cooldown before, and every cooldown is at least COOLDOWN_BASE_SECONDS, so a code
 * that recent can only come from a request racing this one.
 */
export async function createCode(
  db: D1Database,
  mobile: string,
  loadNumber: string,
  now: number,
): Promise<{ id: number; code: string } | null> {
  const code = randomDigits(CODE_LENGTH);
  const salt = randomBase64url(16);
  const [inserted] = await db.batch<{ id: number }>([
    db
      .prepare(
        `INSERT INTO verification_codes (mobile_number, load_number, salt, code_hash, created_at, expires_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6
         WHERE NOT EXISTS (SELECT 1 FROM verification_codes
                           WHERE mobile_number = ?1 AND load_number = ?2 AND created_at > ?7)
         RETURNING id`,
      )
      .bind(
        mobile,
        loadNumber,
        salt,
        await hashCode(salt, code),
        now,
        now + CODE_LIFETIME_MS,
        now - COOLDOWN_BASE_SECONDS * 1000,
      ),
    // Only codes older than the newest: a racing request that stored nothing leaves the winner's code live.
    db
      .prepare(
        `UPDATE verification_codes SET voided_at = ?1
         WHERE mobile_number = ?2 AND load_number = ?3 AND consumed_at IS NULL AND voided_at IS NULL
           AND id < (SELECT MAX(id) FROM verification_codes WHERE mobile_number = ?2 AND load_number = ?3)`,
      )
      .bind(now, mobile, loadNumber),
  ]);
  const row = inserted?.results[0];
  return row ? { id: row.id, code } : null;
}

/** Forgets a code that could not be delivered, so it neither verifies nor counts toward the cooldown. */
export async function deleteCode(db: D1Database, id: number): Promise<void> {
  await db.prepare("DELETE FROM verification_codes WHERE id = ?").bind(id).run();
}

type CodeRow = { id: number; salt: string; code_hash: string; expires_at: number; attempts: number };

/** True once for the right, live code; every other answer is false (and wrong tries count). */
export async function consumeCode(
  db: D1Database,
  mobile: string,
  code: string,
  now: number,
  loadNumber?: string,
): Promise<boolean> {
  // With the order named, only a code texted for that order can verify (decision 046).
  const row = await db
    .prepare(
      `SELECT id, salt, code_hash, expires_at, attempts FROM verification_codes
       WHERE mobile_number = ? AND consumed_at IS NULL AND voided_at IS NULL
         AND (?2 IS NULL OR load_number = ?2)
       ORDER BY id DESC LIMIT 1`,
    )
    .bind(mobile, loadNumber ?? null)
    .first<CodeRow>();
  if (!row || row.expires_at <= now || row.attempts >= MAX_WRONG_ATTEMPTS) return false;
  // Take one of the code's tries before comparing, in one conditional statement: guesses
  // sent all at once cannot all read "no tries yet" and be compared beyond the limit.
  const tried = await db
    .prepare(
      `UPDATE verification_codes SET attempts = attempts + 1
       WHERE id = ? AND attempts < ? AND consumed_at IS NULL AND voided_at IS NULL RETURNING attempts`,
    )
    .bind(row.id, MAX_WRONG_ATTEMPTS)
    .first<{ attempts: number }>();
  if (!tried) return false;
  if (!(await secretsEqual(await hashCode(row.salt, code), row.code_hash))) {
    if (tried.attempts >= MAX_WRONG_ATTEMPTS)
      await db
        .prepare("UPDATE verification_codes SET voided_at = ? WHERE id = ? AND voided_at IS NULL")
        .bind(now, row.id)
        .run();
    return false;
  }
  // The right code: it took a try but is not a wrong one. The condition makes a code
  // usable once even when two requests race.
  const result = await db
    .prepare(
      `UPDATE verification_codes SET consumed_at = ?, attempts = attempts - 1
       WHERE id = ? AND consumed_at IS NULL AND voided_at IS NULL`,
    )
    .bind(now, row.id)
    .run();
  return result.meta.changes === 1;
}

export function smsText(code: string): string {
  return `Hitch: your verification code is ${code}. It expires in 5 minutes. Do not share it.`;
}
