// The route-to-chunks manifest the build writes for the edge (decision 086):
// the lazy screens as read from routes.tsx, and each one's files off a bundle's
// module graph (the real build's manifest is served in tests/e2e/prerendered.spec.ts).
import { resolve } from "node:path";
import type { Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { SIGNED_IN_SHELLS } from "#shared/signed-in-shells.ts";
import { routeChunkManifest } from "./route-chunks.ts";
import { routeModuleAt, routeModules, withOptionalSegments } from "./route-modules.ts";

describe("routeModules", () => {
  const routes = routeModules();
  const at = (path: string) => routes.filter((route) => route.path === path);

  it("places every lazy screen of routes.tsx at its paths, with its module", () => {
    expect(at("/trailers/takePossession")).toEqual([
      {
        path: "/trailers/takePossession",
        module: "web/src/features/association/components/take-possession-page.tsx",
        workflow: true,
      },
    ]);
    expect(at("/trailers/scan")[0]?.module).toBe("web/src/features/scan/components/scanner-page.tsx");
    expect(at("/trailers/:qrId")[0]?.module).toBe(
      "web/src/features/qr-landing/components/qr-landing-page.tsx",
    );
    expect(at("/privacyPolicy")).toEqual([
      { path: "/privacyPolicy", module: "web/src/features/legal/privacy-policy-page.tsx", workflow: false },
    ]);
    // Both finder maps, mounted outside the screens' tables.
    expect(at("/trailers/map")[0]?.module).toBe("web/src/features/finder/components/finder-page.tsx");
    expect(at("/trailers/tacMap")[0]?.module).toBe("web/src/features/finder/components/finder-page.tsx");
    // An optional segment is both patterns; a screen with routePaths is at each of them.
    expect(at("/trailers/trailerAssessment")[0]?.module).toBe("web/src/app/screens/assessment-screens.tsx");
    expect(at("/trailers/trailerAssessment/:attach")).toHaveLength(1);
    expect(at("/trailers/trailerAssessment/:category")).toEqual([]);
  });

  it("places Welcome and Login too: lazy, in one chunk (decision 091)", () => {
    expect(at("/")).toEqual([
      { path: "/", module: "web/src/features/auth/components/welcome-page.tsx", workflow: false },
    ]);
    expect(at("/login")).toEqual([
      { path: "/login", module: "web/src/features/auth/components/login-page.tsx", workflow: false },
    ]);
  });

  it("stops the build on a lazy screen it cannot place", () => {
    const unmounted = 'const A = lazy(() => import("./a.tsx"));\nconst SCREENS = {\n  welcome: B,\n};';
    expect(() => routeModules(unmounted)).toThrow(/not placed: A/);
    const otherForm = 'const load = () => import("./a.tsx");\nconst A = lazy(load);';
    expect(() => routeModules(otherForm)).toThrow(/not placed/);
  });
});

describe("routeModuleAt: a signed-in shell's code, from the route table (decision 133)", () => {
  const routes = routeModules();

  it("finds the screen mounted at each shell's address, a static segment before a parameter", () => {
    for (const path of Object.keys(SIGNED_IN_SHELLS)) expect(routeModuleAt(routes, path).module).toBeTruthy();
    for (const path of ["/trailers/manualEntry/attach", "/trailers/manualEntry"]) {
      expect(routeModuleAt(routes, path)).toMatchObject({
        module: "web/src/features/identify/components/manual-entry-page.tsx",
        workflow: true,
      });
    }
    expect(routeModuleAt(routes, "/trailers/manualEntry/verification").module).toBe(
      "web/src/features/association/components/verification-page.tsx",
    );
    expect(routeModuleAt(routes, "/manageTrailer")).toEqual({
      path: "/manageTrailer",
      module: "web/src/app/manage-trailer-screen.tsx",
      workflow: false,
    });
  });

  it("stops the build at an address no lazy screen is mounted at", () => {
    expect(() => routeModuleAt(routes, "/no/such/screen")).toThrow(/no lazy screen/);
  });
});

describe("withOptionalSegments", () => {
  it("writes out each optional segment without and with it", () => {
    expect(withOptionalSegments("/trailers/manualEntry/:attach?")).toEqual([
      "/trailers/manualEntry",
      "/trailers/manualEntry/:attach",
    ]);
    expect(withOptionalSegments("/:a?")).toEqual(["/", "/:a"]);
    expect(withOptionalSegments("/trailers/scan")).toEqual(["/trailers/scan"]);
  });
});

describe("routeChunkManifest", () => {
  const chunk = (
    fileName: string,
    facade: string | null,
    imports: string[],
    css: string[] = [],
    grouped: string[] = [],
  ) =>
    ({
      type: "chunk",
      fileName,
      facadeModuleId: facade && resolve(facade),
      moduleIds: [...(facade ? [facade] : []), ...grouped].map((id) => resolve(id)),
      imports,
      viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
    }) as unknown as Rolldown.OutputChunk;
  const bundle = Object.fromEntries(
    [
      chunk("assets/app-1.js", "web/src/main.tsx", ["assets/vendor-1.js"]),
      chunk("assets/vendor-1.js", null, []),
      chunk(
        "assets/page-1.js",
        "web/src/page.tsx",
        ["assets/header-1.js", "assets/app-1.js"],
        ["assets/page-1.css"],
      ),
      chunk("assets/header-1.js", null, ["assets/vendor-1.js"], ["assets/header-1.css"]),
      chunk("assets/legal-1.js", "web/src/legal.tsx", []),
      // A group's chunk (vite.config.ts's codeSplitting): no facade, two screens' modules in it.
      chunk("assets/guest-1.js", null, ["assets/app-1.js"], [], ["web/src/welcome.tsx", "web/src/login.tsx"]),
      chunk("assets/workflow-en-1.js", "locales/en-US/workflow.po", []),
      chunk("assets/workflow-es-1.js", "locales/es/workflow.po", []),
      chunk("assets/messages-en-1.js", "locales/en-US/messages.po", []),
      chunk("assets/messages-es-1.js", "locales/es/messages.po", []),
    ].map((c) => [c.fileName, c]),
  ) as Rolldown.OutputBundle;
  const shell =
    '<script type="module" crossorigin src="/assets/app-1.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-1.js">';

  it("lists a route's chunk, what it imports, and their styles, less what the shell loads", () => {
    const manifest = routeChunkManifest(
      [
        { path: "/page/:id", module: "web/src/page.tsx", workflow: true },
        { path: "/legal", module: "web/src/legal.tsx", workflow: false },
      ],
      bundle,
      shell,
    );
    expect(manifest).toEqual({
      routes: [
        {
          path: "/page/:id",
          scripts: ["assets/page-1.js", "assets/header-1.js"],
          styles: ["assets/page-1.css", "assets/header-1.css"],
          catalogs: { "en-US": ["assets/workflow-en-1.js"], es: ["assets/workflow-es-1.js"] },
        },
        { path: "/legal", scripts: ["assets/legal-1.js"], styles: [], catalogs: {} },
      ],
      // Each language's whole catalog, the app's and the workflow's (decision 142).
      catalogs: {
        "en-US": ["assets/messages-en-1.js", "assets/workflow-en-1.js"],
        es: ["assets/messages-es-1.js", "assets/workflow-es-1.js"],
      },
    });
  });

  it("finds a screen inside a group's chunk", () => {
    const manifest = routeChunkManifest(
      [{ path: "/login", module: "web/src/login.tsx", workflow: false }],
      bundle,
      shell,
    );
    expect(manifest.routes).toEqual([
      { path: "/login", scripts: ["assets/guest-1.js"], styles: [], catalogs: {} },
    ]);
  });

  it("stops the build when a route's module has no chunk", () => {
    expect(() =>
      routeChunkManifest([{ path: "/x", module: "web/src/x.tsx", workflow: false }], bundle, shell),
    ).toThrow(/no chunk built from web\/src\/x.tsx/);
  });
});
