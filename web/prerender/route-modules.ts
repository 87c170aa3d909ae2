// The lazy screens of the route table, as the build reads them from
// web/src/app/routes.tsx's source: each screen's path patterns (paths.ts), the
// module its chunk is built from, and whether it loads the workflow's strings
// (workflowLazy). routes.tsx stays the one place a route's module is named; the
// build stops when it finds a lazy screen it cannot place, so a new way of
// writing one is noticed (route-chunks.test.ts).
import { readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { matchRoutes } from "react-router";
import { paths, type RouteName } from "#web/config/paths.ts";

const ROUTES_FILE = "web/src/app/routes.tsx";

/** `const Name = lazy(() => import("…"))`, `workflowLazy(…)` too, `.then(…)` after the import allowed. */
const LAZY_SCREEN = /const (\w+) = (workflowLazy|lazy)\(\s*\(\) =>\s*import\("([^"]+)"\)/g;
/** Where a screen is mounted: `routeName: Component,` in a screens' table, or `[paths.routeName.path, Component]`. */
const MOUNTED = [/^\s+(\w+): (\w+),$/gm, /\[paths\.(\w+)\.path, (\w+)\]/g];

export type RouteModule = { path: string; module: string; workflow: boolean };

/** "/trailers/trailerAssessment/:attach?" → the pattern without the segment and with it. */
export function withOptionalSegments(path: string): string[] {
  return path
    .split("/")
    .reduce<string[]>(
      (patterns, segment, index) => {
        if (index === 0) return patterns;
        if (!segment.endsWith("?")) return patterns.map((p) => `${p}/${segment}`);
        return patterns.flatMap((p) => [p, `${p}/${segment.slice(0, -1)}`]);
      },
      [""],
    )
    .map((p) => p || "/");
}

/** Every path pattern of a lazy screen in `source` (routes.tsx's text), with its module. */
export function routeModules(source = readFileSync(ROUTES_FILE, "utf8")): RouteModule[] {
  const lazy = new Map<string, { module: string; workflow: boolean }>();
  for (const [, name = "", kind, specifier = ""] of source.matchAll(LAZY_SCREEN)) {
    // `#web/…` is package.json's alias for web/src/ (one import style); a relative one still reads.
    const module = specifier.startsWith("#web/")
      ? `web/src/${specifier.slice("#web/".length)}`
      : relative(resolve("."), resolve(join(ROUTES_FILE, ".."), specifier));
    lazy.set(name, { module, workflow: kind === "workflowLazy" });
  }
  const mounted = new Set<string>();
  const routes: RouteModule[] = [];
  for (const pattern of MOUNTED) {
    for (const [, routeName = "", component = ""] of source.matchAll(pattern)) {
      const screen = lazy.get(component);
      if (!screen || !Object.hasOwn(paths, routeName)) continue;
      mounted.add(component);
      const route = paths[routeName as RouteName];
      const patterns = "routePaths" in route ? route.routePaths : [route.path];
      for (const path of patterns.flatMap(withOptionalSegments)) routes.push({ path, ...screen });
    }
  }
  const unplaced = [...lazy.keys()].filter((name) => !mounted.has(name));
  // Every dynamic import of the file is a lazy screen's, and every lazy screen is mounted.
  if (source.match(/\bimport\(/g)?.length !== lazy.size || unplaced.length > 0) {
    throw new Error(`prerender: lazy screens of ${ROUTES_FILE} not placed: ${unplaced.join(", ") || "?"}`);
  }
  return routes;
}

/**
 * The lazy screen the route table mounts at `pathname`, as React Router picks it among `routes`
 * (a static segment before a parameter): a signed-in shell's code and words (decision 133). The
 * build stops when none is.
 */
export function routeModuleAt(routes: RouteModule[], pathname: string): RouteModule {
  const route = matchRoutes(routes, pathname)?.[0]?.route;
  if (!route) throw new Error(`prerender: no lazy screen of ${ROUTES_FILE} is mounted at ${pathname}`);
  return route;
}
