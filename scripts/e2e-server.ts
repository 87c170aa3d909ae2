// The system under browser test: the production build served by `vite preview`
// (which runs the edge Worker in workerd) and the reference API with a fresh,
// seeded database of its own.
import { appendFileSync, rmSync } from "node:fs";
import { API_URL, APP_URL } from "../tests/e2e/support/urls.ts";
import { ensureDevVars, migrateAndSeed, run, start, startLogisticsApi } from "./lib/processes.ts";

const STATE_DIR = ".wrangler/e2e-state";

ensureDevVars();
rmSync(STATE_DIR, { recursive: true, force: true });
migrateAndSeed(STATE_DIR);
run("vite", ["build", "--logLevel", "warn"]);
// Ports of their own, so the tests run while `npm run dev` holds 5173 and 8788: the
// build's local vars (read by vite preview, overriding wrangler.jsonc) point at this API.
appendFileSync("dist/hitch/.dev.vars", `\nEXTERNAL_API_URL=${API_URL}\nROOT_URL=${APP_URL}\n`);
startLogisticsApi(STATE_DIR, Number(new URL(API_URL).port));
start("vite", ["preview", "--host", "127.0.0.1", "--port", new URL(APP_URL).port, "--strictPort"]);
