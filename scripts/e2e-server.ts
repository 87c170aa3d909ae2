// The systems under browser test: local production runs (scripts/lib/production-run.ts,
// the same as `npm run preview`) from one build, each with a fresh, seeded database
// and edge state of its own, on ports of their own so the tests run while `npm run
// dev` holds 5173 and 8788 (decision 081):
//   main         the reference API as itself, for every test but the two below;
//   specCarrier  the reference API answering as a carrier keeping to docs/product.md §3 and §7;
//   photosOff    the reference API with the trailer photos workflow switched off.
// Each switch is set before its run serves anyone and holds for the whole run, so no test
// switches what another test running at the same time depends on, nor waits for the
// edge's cached copy to catch up. The main run starts last: once it answers, all do.
// With HITCH_BUILT=true (set by `npm test`, which builds first) dist/ is used as it is.
import { cpSync, rmSync } from "node:fs";
import { ensureDevVars, migrateAndSeed, run } from "#scripts/lib/processes.ts";
import { buildApp, startRun } from "#scripts/lib/production-run.ts";
import { E2E_MAPS_STYLE_URL, E2E_SERVERS, type E2eServer } from "#tests/e2e/support/urls.ts";

const { main, specCarrier, photosOff } = E2E_SERVERS;
const servers: E2eServer[] = [specCarrier, photosOff, main];

ensureDevVars();
for (const { apiState, edgeState } of servers) {
  rmSync(apiState, { recursive: true, force: true });
  rmSync(edgeState, { recursive: true, force: true });
}
// Migrated and seeded once; the others start from a copy (no server has opened it yet).
migrateAndSeed(main.apiState);
for (const { apiState } of [specCarrier, photosOff]) cpSync(main.apiState, apiState, { recursive: true });
run("wrangler", [
  "d1",
  "execute",
  "DB",
  "--local",
  "-c",
  "logistics-api/wrangler.jsonc",
  "--persist-to",
  photosOff.apiState,
  "--command",
  "UPDATE feature_flags SET enabled = 0 WHERE product = 'hitchApp' AND name = 'trailerPhotosWorkflowEnabled'",
]);
if (process.env.HITCH_BUILT !== "true") buildApp();

for (const server of servers) {
  await startRun({
    appUrl: server.app,
    apiUrl: server.api,
    stateDir: server.apiState,
    edgeStateDir: server.edgeState,
    // A street map style on a host that never resolves: the finder tests serve it (or fail it) themselves.
    vars: { MAPS_STYLE_URL: E2E_MAPS_STYLE_URL },
    // Each request of the main run is logged with the tests' output; the others only warn.
    quiet: server !== main,
  });
  if (server === specCarrier) {
    const res = await fetch(`${server.api}/__dev/dialect`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ dialect: "spec" }),
    });
    if (!res.ok) throw new Error(`the spec carrier's dialect switch answered ${res.status}`);
  }
}
