// Runs before each test file: the schema, then the demo seed the README lists.
// Both are recorded in their own tables, so applying them again is a no-op.
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await applyD1Migrations(env.DB, env.TEST_SEED, "d1_seed_runs");
