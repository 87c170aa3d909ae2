// `npm run dev`: the app on http://127.0.0.1:5173 (Vite + the edge Worker) and
// the reference logistics API on http://127.0.0.1:8788, with its database
// migrated and seeded (idempotently) first. `npm run dev -- --lan` also answers
// phones on the same network (decision 073).
import { LAN, LISTEN_HOST, lanHelp } from "#scripts/lib/lan.ts";
import { ensureDevVars, migrateAndSeed, start, startLogisticsApi } from "#scripts/lib/processes.ts";

const STATE_DIR = ".wrangler/state";

ensureDevVars();
migrateAndSeed(STATE_DIR);
startLogisticsApi(STATE_DIR, 8788);
start("vite", ["--host", LISTEN_HOST, "--port", "5173", "--strictPort"]);
console.log(
  "\nHitch: app http://127.0.0.1:5173 · reference API http://127.0.0.1:8788 · SMS outbox http://127.0.0.1:5173/__dev/outbox\n",
);
if (LAN) console.log(`${lanHelp("5173")}\n`);
