// The route-to-chunks manifest (decision 086): for each lazy screen of the app
// (web/src/app/routes.tsx), the files its code needs beyond what the app's
// shell loads. The build writes it into the client (web/prerender/route-chunks.ts);
// the edge reads it through the assets binding and preloads a route's files in
// the shell it serves at that route (worker/pages/route-preloads.ts), so the
// browser fetches the screen's code with the entry instead of after it.
import type { Locale } from "./languages.ts";
import { PRERENDERED_DIR } from "./prerendered-pages.ts";

export type RouteChunks = {
  /** React Router's pattern, optional segments written out: "/trailers/:qrId", "/trailers/check". */
  path: string;
  /** Files relative to the client's folder, in every language. */
  scripts: string[];
  styles: string[];
  /** The scripts of the language's catalogs the screen loads with its code (a workflow screen's strings). */
  catalogs: Partial<Record<Locale, string[]>>;
};

export type RouteChunkManifest = {
  routes: RouteChunks[];
  /**
   * Each language's catalogs (the app's and the workflow's): for a page that shows words in a
   * language other than its own (a shared report, in English beside the driver's, decision 142).
   */
  catalogs: Partial<Record<Locale, string[]>>;
};

/** Where the build writes the manifest, as the assets binding serves it. */
export const ROUTE_CHUNKS_ASSET_PATH = `/${PRERENDERED_DIR}/route-chunks.json`;
