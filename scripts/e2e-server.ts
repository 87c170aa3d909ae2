// The system under browser test: the production build served by `vite preview`
// (which runs the edge Worker in workerd) and the reference API with a fresh,
// seeded database of its own, on ports of their own so the tests run while
// `npm run dev` holds 5173 and 8788.
import { rmSync } from "node:fs";
import { API_URL, APP_URL, E2E_MAPS_STYLE_URL, E2E_STATE_DIR } from "../tests/e2e/support/urls.ts";
import { ensureDevVars, migrateAndSeed, run, startLogisticsApi, startPreview } from "./lib/processes.ts";

const STATE_DIR = E2E_STATE_DIR;

ensureDevVars();
rmSync(STATE_DIR, { recursive: true, force: true });
migrateAndSeed(STATE_DIR);
run("vite", ["build", "--logLevel", "warn"]);
startLogisticsApi(STATE_DIR, Number(new URL(API_URL).port));
// A street map style on a host that never resolves: the finder tests serve it (or fail it) themselves.
startPreview(APP_URL, API_URL, [], { MAPS_STYLE_URL: E2E_MAPS_STYLE_URL });
