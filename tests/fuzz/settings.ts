// How long the fuzz tests run: FUZZ_RUNS (runs per route) and FUZZ_SEED (replay a
// failure fast-check printed) from the environment of `vitest run`, handed to the
// Workers through vitest's `provide` (vitest.config.ts). Unset: a short run with a
// new seed each time.
import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    fuzz: { runs: number | null; seed: number | null };
  }
}

export function fuzzSettings(defaultRuns: number) {
  const { runs, seed } = inject("fuzz");
  return { numRuns: runs ?? defaultRuns, ...(seed === null ? {} : { seed }) };
}

/** For vitest.config.ts: the settings read from the environment. */
export function fuzzFromEnvironment(environment: Record<string, string | undefined>) {
  const number = (text: string | undefined) => (text === undefined || text === "" ? null : Number(text));
  return { fuzz: { runs: number(environment.FUZZ_RUNS), seed: number(environment.FUZZ_SEED) } };
}
