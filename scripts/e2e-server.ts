// The system under browser test: the production build served by `vite preview`
// (which runs the edge Worker in workerd) and the reference API with a fresh,
// seeded database of its own.
import { rmSync } from "node:fs";
import { ensureDevVars, migrateAndSeed, run, start, startLogisticsApi } from "./lib/processes.ts";

const STATE_DIR = ".wrangler/e2e-state";

ensureDevVars();
rmSync(STATE_DIR, { recursive: true, force: true });
migrateAndSeed(STATE_DIR);
run("vite", ["build", "--logLevel", "warn"]);
startLogisticsApi(STATE_DIR, 8788);
start("vite", ["preview", "--host", "127.0.0.1", "--port", "4173", "--strictPort"]);
