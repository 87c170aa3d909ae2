// The sealed session records this isolate last read or wrote (decision 090), so a
// request that changes nothing reads no KV: the session's guard, asked anyway on
// every request (decision 046), names the latest write of the record (its tag, the
// IV it was sealed with), and a kept copy is used only when it is that write. A
// copy is sealed as in KV (only the cookie opens it), and dropped when its session
// is found closed or when the isolate keeps too many.

/** Enough for every driver an isolate serves in a day; at about 1 KB each, a small share of its memory. */
export const KEPT_RECORDS_MAX = 1_000;

const kept = new Map<string, string>();

export const keptRecords = {
  /** The sealed record kept for the session named `name`, if any (now the most recently used). */
  get(name: string): string | undefined {
    const sealed = kept.get(name);
    if (sealed !== undefined) {
      kept.delete(name);
      kept.set(name, sealed);
    }
    return sealed;
  },

  set(name: string, sealed: string): void {
    kept.delete(name);
    kept.set(name, sealed);
    // A Map iterates in insertion order: the first key is the least recently used.
    if (kept.size > KEPT_RECORDS_MAX) kept.delete(kept.keys().next().value as string);
  },

  delete(name: string): void {
    kept.delete(name);
  },

  /** Tests: the isolate as a fresh one finds it, with nothing kept. */
  clear(): void {
    kept.clear();
  },
};
