// Writes made at most once per (driver, idempotency key), decision 016. A phone
// resends a write with the same key until it hears an answer; a repeat gets the
// first answer back, refusals included, and nothing is written again. A
// successful write stores its answer in its own batch (`record`), so the write
// and its key land together; two copies racing each other cannot both write:
// the second fails on the key's primary key (or loses the version race) and is
// answered with what the first stored.
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { LogisticsError } from "./errors.ts";

export type WriteScope = { driverMobile: string; key: string | undefined; call: string };
export type StoredAnswer = { status: ContentfulStatusCode; body: Record<string, unknown> };

/** Raised by a batch whose idempotency record already exists: a twin of this request wrote first. */
export class AlreadyWritten extends Error {
  override name = "AlreadyWritten";
}

/** Whether a D1 error is this key's record clashing with a stored one. */
export function isAlreadyWritten(message: string): boolean {
  return message.includes("UNIQUE constraint failed: idempotent_writes");
}

async function stored(db: D1Database, scope: WriteScope): Promise<StoredAnswer | null> {
  if (!scope.key) return null;
  const row = await db
    .prepare("SELECT status, body FROM idempotent_writes WHERE driver_mobile = ? AND idempotency_key = ?")
    .bind(scope.driverMobile, scope.key)
    .first<{ status: ContentfulStatusCode; body: string }>();
  return row ? { status: row.status, body: JSON.parse(row.body) } : null;
}

function recordStatement(db: D1Database, scope: WriteScope & { key: string }, answer: StoredAnswer, or = "") {
  return db
    .prepare(
      `INSERT ${or} INTO idempotent_writes (driver_mobile, idempotency_key, call, status, body, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      scope.driverMobile,
      scope.key,
      scope.call,
      answer.status,
      JSON.stringify(answer.body),
      new Date().toISOString(),
    );
}

/** Answers a stored key with its stored answer; else runs `run`, storing a refusal (4xx) it throws. */
async function once(
  db: D1Database,
  scope: WriteScope,
  run: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const earlier = await stored(db, scope);
  if (earlier) return earlier;
  const key = scope.key;
  try {
    return await run();
  } catch (error) {
    if (!key) throw error;
    // A twin of this request wrote (or refused) first: answer as it was answered.
    const twin = await stored(db, scope);
    if (twin) return twin;
    if (error instanceof AlreadyWritten) throw error;
    if (error instanceof LogisticsError && error.status < 500) {
      const refusal: StoredAnswer = { status: error.status, body: error.body };
      await recordStatement(db, { ...scope, key }, refusal, "OR IGNORE").run();
    }
    throw error;
  }
}

/**
 * Runs `write` once for this scope's key and answers as it did. `write` gets the statement that
 * records the success answer (null without a key) to add to its batch, and throws a
 * LogisticsError to refuse (stored too, so a repeat is refused the same way).
 */
export async function writeOnce(
  db: D1Database,
  scope: WriteScope,
  success: StoredAnswer,
  write: (record: D1PreparedStatement | null) => Promise<void>,
): Promise<StoredAnswer> {
  return once(db, scope, async () => {
    await write(scope.key ? recordStatement(db, { ...scope, key: scope.key }, success) : null);
    return success;
  });
}

/**
 * The same for a write whose answer names the row it creates (an assessment's id), unknown until
 * its batch runs: `record(bodySql)` is the statement that stores the success answer, its body made
 * by the SQL expression `bodySql` inside the same batch (null without a key); `write` answers.
 */
export async function writeOnceAnswering(
  db: D1Database,
  scope: WriteScope,
  write: (record: ((bodySql: string) => D1PreparedStatement) | null) => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const key = scope.key;
  const record = (bodySql: string) =>
    db
      .prepare(
        `INSERT INTO idempotent_writes (driver_mobile, idempotency_key, call, status, body, created_at)
         VALUES (?, ?, ?, 200, ${bodySql}, ?)`,
      )
      .bind(scope.driverMobile, key, scope.call, new Date().toISOString());
  return once(db, scope, () => write(key ? record : null));
}
