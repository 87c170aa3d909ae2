// `npm run check:deploy`: builds every deployed environment of the edge Worker
// (CLOUDFLARE_ENV=<env> vite build) and dry-runs the config that build wrote, then
// dry-runs the reference API's, all in a copy of the project (decision 069). Prints
// what each would deploy; fails, naming each key, when a config is not ready.
// scripts/check-deploy.test.ts runs the same and asserts on it, inside `npm test`.
import { dryRunAll } from "#scripts/lib/deploy-build.ts";
import { QUIET_ENV } from "#scripts/lib/quiet-env.ts";

Object.assign(process.env, QUIET_ENV);

const started = Date.now();
const runs = await dryRunAll();
let failed = false;
for (const { target, config, problems, code, output } of runs) {
  const routes = (config.routes ?? []).map((route) => (typeof route === "string" ? route : route.pattern));
  console.log(
    `\n== ${target.name}: ${config.name} (env ${target.env}) on ${routes.join(", ") || "no route"}`,
  );
  console.log(output.trim());
  if (code !== 0) {
    failed = true;
    console.error(`✘ wrangler deploy --dry-run exited with ${code}`);
  }
  for (const problem of problems) console.error(`✘ ${problem}`);
  if (problems.length > 0) failed = true;
}
console.log(`\n${runs.length} targets in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failed) {
  console.error(
    "Not ready to deploy: fill in or fix what is listed above (docs/operations.md, The deploy check).",
  );
  process.exit(1);
}
