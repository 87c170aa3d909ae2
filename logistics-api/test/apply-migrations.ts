// Runs before each test file: the schema, then the demo seed the README lists, on an empty
// database. The files share one runtime and its storage (`isolate: false`, decision 139), so each
// starts from the seed as if it were alone: every row a file before it wrote is deleted first, and
// every document it stored.
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const { results: tables } = await env.DB.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
).all<{ name: string }>();
await env.DB.batch([
  env.DB.prepare("PRAGMA defer_foreign_keys = on"),
  ...tables.map(({ name }) => env.DB.prepare(`DELETE FROM "${name}"`)),
]);
for (let listed = await env.DOCUMENTS.list(); listed.objects.length > 0; listed = await env.DOCUMENTS.list())
  await env.DOCUMENTS.delete(listed.objects.map((object) => object.key));
// The seed's run was deleted with the rest: it is applied again.
await applyD1Migrations(env.DB, env.TEST_SEED, "d1_seed_runs");
