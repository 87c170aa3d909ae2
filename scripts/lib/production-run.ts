// The local production run, one function for `npm run preview`, the browser
// tests' server (scripts/e2e-server.ts) and `npm run bench`: the production build
// (`vite build`: the client, its service worker and prerendered screens, the edge
// Worker) served by `vite preview` (the edge Worker in workerd), talking to the
// reference logistics API under wrangler dev with its demo data.
import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import {
  ensureDevVars,
  migrateAndSeed,
  run,
  startLogisticsApi,
  startPreview,
  stopChild,
} from "./processes.ts";

export type ProductionRun = {
  appUrl: string;
  apiUrl: string;
  /** The reference API's local state (D1, R2). */
  stateDir: string;
  /** The edge Worker's local state (KV, Durable Objects); by default the project's `.wrangler/state`. */
  edgeStateDir?: string;
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

/** `vite build`: the app as a phone gets it, in dist/. */
export function buildApp(): void {
  run("vite", ["build", "--logLevel", "warn"]);
}

/** The running servers: the edge Worker's preview can be restarted in front of another upstream. */
export type RunningProduction = {
  /**
   * Stops the preview and starts it again with `upstreamUrl` as its logistics API (the bench puts
   * a counting pass-through there); the reference API keeps running, with its data.
   */
  restartPreview(upstreamUrl: string): Promise<void>;
};

/**
 * Starts the reference API on its state and the build's preview in front of it; resolves once both
 * answer. Previews start one at a time: each reads the vars file the build keeps (dist/hitch/.dev.vars)
 * as it starts, so the next one's vars are written only once this one is up.
 */
export async function startRun(options: ProductionRun): Promise<RunningProduction> {
  startLogisticsApi(
    options.stateDir,
    Number(new URL(options.apiUrl).port),
    options.quiet ? ["--log-level", "warn"] : [],
  );
  const preview = (upstreamUrl: string) =>
    startPreview(options.appUrl, upstreamUrl, {
      extraArgs: options.quiet ? ["--logLevel", "warn"] : [],
      vars: options.vars,
      host: options.host,
      edgeStateDir: options.edgeStateDir,
    });
  let running: ChildProcess = preview(options.apiUrl);
  await waitFor(`${options.apiUrl}/`);
  await waitFor(`${options.appUrl}/manifest.webmanifest`);
  return {
    async restartPreview(upstreamUrl) {
      await stopChild(running);
      running = preview(upstreamUrl);
      await waitFor(`${options.appUrl}/manifest.webmanifest`);
    },
  };
}

/** Builds, readies the database (fresh, or as the last run left it), starts both servers. */
export async function startProductionRun(
  options: ProductionRun & { freshDatabase: boolean },
): Promise<RunningProduction> {
  ensureDevVars();
  if (options.freshDatabase) rmSync(options.stateDir, { recursive: true, force: true });
  migrateAndSeed(options.stateDir);
  buildApp();
  return startRun(options);
}
