// Upstream answers every driver needs but nobody owns (persistent alert, feature
// flags), cached in KV (decision 024): fresh for a minute, then refetched; when
// the refetch fails the last good answer is served, so the app keeps working
// while the logistics API is down. One entry per resource holds both.
import { z } from "zod/mini";
import type { Logger } from "#worker/log/logger.ts";

/** Served without asking upstream for this long (KV's own edge cache is also ~60 s). */
export const FRESH_SECONDS = 60;
/** A last-known-good copy outlives an outage of this length. */
export const KEEP_SECONDS = 30 * 24 * 60 * 60;

const EntrySchema = z.object({ value: z.unknown(), fetchedAt: z.number() });

export type CachedCall<S extends z.ZodMiniType> = {
  kv: KVNamespace;
  key: string;
  schema: S;
  log: Logger;
  load: () => Promise<z.output<S>>;
  /** Served when upstream fails and nothing was ever cached. */
  fallback: z.output<S>;
};

export async function cachedWithLastKnownGood<S extends z.ZodMiniType>({
  kv,
  key,
  schema,
  log,
  load,
  fallback,
}: CachedCall<S>): Promise<z.output<S>> {
  const now = Date.now();
  // KV trouble (an outage, a value that is not JSON) means nothing cached, never a failed request.
  const stored = await kv.get(key, "json").catch((error: unknown) => {
    log.warn("cacheReadFailed", { key, cause: error instanceof Error ? error.name : "unknown" });
    return null;
  });
  const entry = EntrySchema.safeParse(stored);
  const cached = entry.success ? schema.safeParse(entry.data.value) : undefined;
  if (entry.success && cached?.success && now - entry.data.fetchedAt < FRESH_SECONDS * 1000) {
    return cached.data;
  }
  let value: z.output<S>;
  try {
    value = await load();
  } catch (error) {
    // The upstream client has already logged why; say what the app is served instead.
    log.warn("cacheFallback", {
      key,
      served: cached?.success ? "lastKnownGood" : "default",
      cause: error instanceof Error ? error.name : "unknown",
    });
    return cached?.success ? cached.data : fallback;
  }
  // A write KV refuses (at most one per second per key) loses the copy, not the answer.
  await kv
    .put(key, JSON.stringify({ value, fetchedAt: now }), { expirationTtl: KEEP_SECONDS })
    .catch((error: unknown) => {
      log.warn("cacheWriteFailed", { key, cause: error instanceof Error ? error.name : "unknown" });
    });
  return value;
}
