// Which dialect the logistics API mock answers in for this test run: vitest's
// `provide` (vitest.config.ts) hands it to the test files; the web-spec-dialect
// project runs the same React tests with "spec" (shared/logistics/spec-dialect.ts).
import { inject } from "vitest";
import type { LogisticsDialect } from "#shared/logistics/spec-dialect.ts";

declare module "vitest" {
  export interface ProvidedContext {
    logisticsDialect: LogisticsDialect;
  }
}

/** The dialect of this run; "reference" when the project does not say. */
export function logisticsDialect(): LogisticsDialect {
  return inject("logisticsDialect") ?? "reference";
}
