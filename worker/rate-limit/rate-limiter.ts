// One Durable Object per (limit, subject): a sliding log of recent hits. A DO
// is single-threaded and strongly consistent, so two requests at once cannot
// both take the last slot, unlike counters in eventually consistent KV.
import { DurableObject } from "cloudflare:workers";

export type RateLimitDecision =
  | {
      allowed: true;
      retryAfterSeconds: 0;
      /** The hit's time, to refund it. */
      hitAt: number;
      /** Hits in the window, this one included: how close the limit is (the text ceiling's alerts). */
      used: number;
    }
  | { allowed: false; retryAfterSeconds: number };

export class RateLimiter extends DurableObject<Env> {
  /** Records a hit when under `limit` hits in the last `windowSeconds`; a refused hit is not recorded. */
  consume(limit: number, windowSeconds: number): RateLimitDecision {
    const now = Date.now();
    const windowMs = windowSeconds * 1000;
    const hits = (this.ctx.storage.kv.get<number[]>("hits") ?? []).filter((t) => t > now - windowMs);
    if (hits.length >= limit) {
      const oldest = hits[0] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
    }
    hits.push(now);
    this.ctx.storage.kv.put("hits", hits);
    // Nothing is kept once the window has passed with no new hit.
    void this.ctx.storage.setAlarm(now + windowMs);
    return { allowed: true, retryAfterSeconds: 0, hitAt: now, used: hits.length };
  }

  /** Removes one hit recorded at `hitAt` (a hit taken for something that then did not happen). */
  refund(hitAt: number): void {
    const hits = this.ctx.storage.kv.get<number[]>("hits") ?? [];
    const index = hits.lastIndexOf(hitAt);
    if (index === -1) return;
    hits.splice(index, 1);
    this.ctx.storage.kv.put("hits", hits);
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
