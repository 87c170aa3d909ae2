/**
 * Where the e2e server (scripts/e2e-server.ts) serves the built app and the reference API.
 * Ports of their own (not dev's 5173 / 8788); set HITCH_E2E_APP_PORT and HITCH_E2E_API_PORT
 * to run two checkouts' browser tests side by side.
 */
const appPort = process.env.HITCH_E2E_APP_PORT ?? "4173";
const apiPort = process.env.HITCH_E2E_API_PORT ?? "8789";
export const APP_URL = `http://127.0.0.1:${appPort}`;
export const API_URL = `http://127.0.0.1:${apiPort}`;
/** The street map style the e2e server is configured with (`.test` never resolves: tests route it). */
export const E2E_MAPS_STYLE_URL = "https://maps.hitch.test/styles/streets.json?key={key}";
/** The reference API's local state (D1, R2) for the browser tests: fresh at every run. */
export const E2E_STATE_DIR = `.wrangler/e2e-state-${apiPort}`;
