// Bindings only the tests have (vitest.config.ts, logistics-api project).
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    TEST_SEED: import("cloudflare:test").D1Migration[];
  }
}
