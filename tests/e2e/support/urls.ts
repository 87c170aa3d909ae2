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

/** One local production run the browser tests use: the app, its reference API, and their state. */
export type E2eServer = {
  app: string;
  api: string;
  /** The reference API's local state (D1, R2), fresh at every run. */
  apiState: string;
  /** The edge Worker's local state (KV, Durable Objects), fresh at every run. */
  edgeState: string;
};

function server(app: number | string, api: number | string): E2eServer {
  return {
    app: `http://127.0.0.1:${app}`,
    api: `http://127.0.0.1:${api}`,
    apiState: `.wrangler/e2e-state-${api}`,
    edgeState: `.wrangler/e2e-edge-state-${app}`,
  };
}

/**
 * Four more ports from HITCH_E2E_SPARE_PORTS (the first of four) for the runs whose carrier is
 * switched for the whole run (decision 081), so no other test meets the switch.
 */
const spare = Number(process.env.HITCH_E2E_SPARE_PORTS ?? "4180");

export const E2E_SERVERS = {
  /** The reference API as itself: every test but the two below. */
  main: server(appPort, apiPort),
  /** The reference API answering as a carrier that keeps to docs/product.md §3 and §7 alone (decision 061). */
  specCarrier: server(spare, spare + 1),
  /** The reference API with the trailer photos workflow switched off (feature flag). */
  photosOff: server(spare + 2, spare + 3),
} as const satisfies Record<string, E2eServer>;
