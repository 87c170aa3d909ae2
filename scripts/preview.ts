// `npm run preview`: the production build as a driver's phone gets it, service
// worker and prerendered screens included, with the reference API and its demo
// data, in one command (the local production run the browser tests and the bench
// use too). For trying the app offline, installing it as a PWA, and measuring;
// `npm run dev` is for changing code. The database is kept between runs (the seed
// is idempotent), in a folder of its own. `npm run preview -- --lan` also answers
// phones on the same network (decision 073).

import { LAN, LISTEN_HOST, lanHelp } from "#scripts/lib/lan.ts";
import { startProductionRun } from "#scripts/lib/production-run.ts";
import { API_URL, APP_URL } from "#tests/e2e/support/urls.ts";

await startProductionRun({
  appUrl: APP_URL,
  apiUrl: API_URL,
  stateDir: `.wrangler/preview-state-${new URL(API_URL).port}`,
  freshDatabase: false,
  quiet: true,
  host: LISTEN_HOST,
});
console.log(
  `\nHitch, production build: app ${APP_URL} · reference API ${API_URL} · SMS outbox ${APP_URL}/__dev/outbox\n`,
);
if (LAN) console.log(`${lanHelp(new URL(APP_URL).port)}\n`);
