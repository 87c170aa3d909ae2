// The local production run, one function for `npm run preview`, the browser
// tests' server (scripts/e2e-server.ts) and `npm run bench`: the production build
// (`vite build`: the client, its service worker and prerendered screens, the edge
// Worker) served by `vite preview` (the edge Worker in workerd), talking to the
// reference logistics API under wrangler dev with its demo data.
import { rmSync } from "node:fs";
import { ensureDevVars, migrateAndSeed, run, startLogisticsApi, startPreview } from "./processes.ts";

export type ProductionRun = {
  appUrl: string;
  apiUrl: string;
  /** The reference API's local state (D1, R2). */
  stateDir: string;
  /** Start from a freshly seeded database (tests, bench); otherwise keep what the last run did. */
  freshDatabase: boolean;
  /** More settings for the edge Worker (e.g. MAPS_STYLE_URL). */
  vars?: Record<string, string>;
  /** Only warnings and errors from the servers. */
  quiet?: boolean;
  /** Where the app listens (default loopback; `npm run preview -- --lan`: every interface). */
  host?: string;
};

/** Resolves once `url` answers at all (any status). */
export async function waitFor(url: string, attempts = 240): Promise<void> {
  for (let i = 0; i < attempts; i++) {
    try {
      await (await fetch(url)).arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error(`${url} did not come up`);
}

/** Builds, readies the database, starts both servers; resolves once both answer. */
export async function startProductionRun(options: ProductionRun): Promise<void> {
  ensureDevVars();
  if (options.freshDatabase) rmSync(options.stateDir, { recursive: true, force: true });
  migrateAndSeed(options.stateDir);
  run("vite", ["build", "--logLevel", "warn"]);
  startLogisticsApi(
    options.stateDir,
    Number(new URL(options.apiUrl).port),
    options.quiet ? ["--log-level", "warn"] : [],
  );
  startPreview(
    options.appUrl,
    options.apiUrl,
    options.quiet ? ["--logLevel", "warn"] : [],
    options.vars,
    options.host,
  );
  await waitFor(`${options.apiUrl}/`);
  await waitFor(`${options.appUrl}/manifest.webmanifest`);
}
