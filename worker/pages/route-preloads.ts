// The route's code with the app's shell (decision 086): at a path of a lazy
// screen, the shell the edge serves names the files that screen needs (the
// build's route-to-chunks manifest, shared/route-chunks.ts) as modulepreloads,
// so the browser fetches them alongside the entry instead of discovering them,
// level by level, once the entry has run. Its styles are preloaded, not linked:
// a stylesheet in the head would hold the first paint (the loading screen)
// until it came; the screen's own code links it when it loads. A build or a dev
// server without the manifest serves the shell as it is.
import type { Context } from "hono";
import type { Locale } from "#shared/languages.ts";
import { ROUTE_CHUNKS_ASSET_PATH, type RouteChunkManifest, type RouteChunks } from "#shared/route-chunks.ts";
import type { AppEnv } from "#worker/app-env.ts";

/** The manifest of this deployment's build, read once per isolate (the build cannot change under it). */
let manifest: Promise<RouteChunkManifest | undefined> | undefined;

async function readManifest(c: Context<AppEnv>): Promise<RouteChunkManifest | undefined> {
  const res = await c.env.ASSETS.fetch(new URL(ROUTE_CHUNKS_ASSET_PATH, c.req.url));
  // No manifest: the binding's single-page fallback (HTML), or a 404.
  if (!res.ok || !res.headers.get("content-type")?.includes("json")) {
    await res.body?.cancel();
    return undefined;
  }
  return (await res.json()) as RouteChunkManifest;
}

function routeManifest(c: Context<AppEnv>): Promise<RouteChunkManifest | undefined> {
  manifest ??= readManifest(c).catch(() => undefined);
  const read = manifest;
  // Only a manifest is kept: a miss is asked again next time.
  void read.then((found) => {
    if (!found && manifest === read) manifest = undefined;
  });
  return read;
}

/**
 * How well `pattern` matches `pathname`'s segments, or undefined when it does not: React Router's
 * ranking for the patterns the app has (a static segment over a dynamic one: /trailers/scan over
 * /trailers/:qrId).
 */
function score(pattern: string, segments: string[]): number | undefined {
  const parts = pattern.split("/").filter(Boolean);
  if (parts.length !== segments.length) return undefined;
  let total = 0;
  for (const [index, part] of parts.entries()) {
    if (part.startsWith(":")) total += 3;
    else if (part === segments[index]) total += 10;
    else return undefined;
  }
  return total;
}

/** The manifest's route at `pathname`, by React Router's ranking; the first of equals. */
export function routeAt(routes: RouteChunks[], pathname: string): RouteChunks | undefined {
  const segments = pathname.split("/").filter(Boolean);
  let best: { route: RouteChunks; score: number } | undefined;
  for (const route of routes) {
    const matched = score(route.path, segments);
    if (matched !== undefined && (!best || matched > best.score)) best = { route, score: matched };
  }
  return best?.route;
}

const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/**
 * The preloads of `locales`' catalogs (the app's and the workflow's), for a page that shows them
 * beside its own language's (decision 142); none without the manifest.
 */
export async function catalogPreloads(c: Context<AppEnv>, locales: readonly Locale[]): Promise<string> {
  const catalogs = (await routeManifest(c))?.catalogs ?? {};
  return locales.flatMap((locale) => (catalogs[locale] ?? []).map(modulePreload)).join("");
}

/** `html` (the app's shell) with the preloads of the route at `pathname`'s files it does not already name. */
export async function withRoutePreloads(
  c: Context<AppEnv>,
  html: string,
  pathname: string,
  locale: Locale,
): Promise<string> {
  const route = routeAt((await routeManifest(c))?.routes ?? [], pathname);
  if (!route) return html;
  const named = (file: string) => html.includes(`"/${file}"`);
  const links = [
    ...route.styles
      .filter((file) => !named(file))
      .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ...[...route.scripts, ...(route.catalogs[locale] ?? [])]
      .filter((file) => !named(file))
      .map(modulePreload),
  ];
  if (links.length === 0) return html;
  return html.replace("</head>", () => `  ${links.join("\n    ")}\n  </head>`);
}
