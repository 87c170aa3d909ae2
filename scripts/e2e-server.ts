// The system under browser test: the local production run (scripts/lib/production-run.ts,
// the same as `npm run preview`) with a fresh, seeded database of its own, on ports of its
// own so the tests run while `npm run dev` holds 5173 and 8788.
import { API_URL, APP_URL, E2E_MAPS_STYLE_URL, E2E_STATE_DIR } from "#tests/e2e/support/urls.ts";
import { startProductionRun } from "./lib/production-run.ts";

await startProductionRun({
  appUrl: APP_URL,
  apiUrl: API_URL,
  stateDir: E2E_STATE_DIR,
  freshDatabase: true,
  // A street map style on a host that never resolves: the finder tests serve it (or fail it) themselves.
  vars: { MAPS_STYLE_URL: E2E_MAPS_STYLE_URL },
});
