// Prerendering of the public screens (decision 055) and of the signed-in
// screens' shells (decision 086), as a step of every client build: once the
// client is written, the app is built again for Node (render-screen.tsx, into
// dist/prerender, never published), each screen is rendered in each language,
// and its HTML is written into the client build next to the shell, from the
// built index.html (the same scripts and styles) plus the screen's markup, its
// language, and preloads of the chunks it needs (its language's catalogs, the
// route's code and styles, read off the bundle's module graph).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin, type Rolldown } from "vite";
import { LOCALES, type Locale } from "#shared/languages.ts";
import {
  PRERENDERED_PAGES,
  type PrerenderedPath,
  prerenderedAssetPath,
  shellAssetPath,
} from "#shared/prerendered-pages.ts";
import { ROUTE_CHUNKS_ASSET_PATH } from "#shared/route-chunks.ts";
import {
  SIGNED_IN_SHELLS,
  type SignedInShellPath,
  signedInShellAssetPath,
} from "#shared/signed-in-shells.ts";
import { webPlugins } from "../build-plugins.ts";
import { appCatalogModule, routeChunkManifest, workflowCatalogModule } from "./route-chunks.ts";
import { routeModuleAt, routeModules } from "./route-modules.ts";
import {
  inlineStylesheets,
  preloadLinks,
  prerenderedDocument,
  shellHeadScript,
  signedInShellDocument,
  signedInShellLinks,
} from "./shell-documents.ts";

const RENDERER_DIR = resolve("dist/prerender");
const ENTRY = resolve("web/prerender/render-screen.tsx");

/**
 * The source modules each screen loads after the entry, by language (the same lazy modules
 * web/src/app/prerendered-screen-code.ts preloads): their chunks are preloaded in the screen's HTML.
 */
const LAZY_MODULES: Record<PrerenderedPath, (locale: Locale) => string[]> = {
  "/": () => ["web/src/features/auth/components/welcome-page.tsx"],
  "/login": () => ["web/src/features/auth/components/login-page.tsx"],
  "/privacyPolicy": (locale) => [
    "web/src/features/legal/privacy-policy-page.tsx",
    `locales/${locale}/legal.po`,
  ],
  "/termsOfUse": (locale) => ["web/src/features/legal/terms-of-use-page.tsx", `locales/${locale}/legal.po`],
  "/unauthorized": () => ["web/src/features/auth/components/unauthorized-page.tsx"],
};

type Renderer = {
  renderScreen(path: PrerenderedPath, locale: Locale): Promise<string>;
  renderLoading(locale: Locale): Promise<string>;
  renderSignedInShell(
    path: SignedInShellPath,
    locale: Locale,
  ): Promise<{ markup: string; detachMarkup?: string; companyNames: Record<string, string> }>;
};

/** Builds render-screen.tsx for Node with the client's own plugins, and loads it. */
async function buildRenderer(): Promise<Renderer> {
  const result = await build({
    configFile: false,
    logLevel: "warn",
    mode: "production",
    plugins: webPlugins(),
    worker: { format: "es" },
    publicDir: false,
    build: {
      ssr: ENTRY,
      outDir: RENDERER_DIR,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      // Named by content: a later build in the same process (the tests') loads its own renderer.
      rolldownOptions: { output: { entryFileNames: "render-screen-[hash].js" } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const entry = outputs.flatMap((o) => o.output).find((o) => o.type === "chunk" && o.isEntry);
  if (!entry) throw new Error("prerender: the renderer's build has no entry");
  return (await import(pathToFileURL(join(RENDERER_DIR, entry.fileName)).href)) as Renderer;
}

export function prerenderPlugin(): Plugin {
  return {
    name: "hitch:prerender",
    apply: "build",
    // The client's build only (not the Workers' environments), after its files are written.
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const clientDir = options.dir ?? resolve("dist/client");
      const shell = readFileSync(join(clientDir, "index.html"), "utf8");
      const readAsset = (file: string) => readFileSync(join(clientDir, file), "utf8");
      const inlined = inlineStylesheets(shell, readAsset);
      // Each lazy route's files, for the edge to preload in the shell it serves there (decision 086).
      const routes = routeModules();
      const manifest = routeChunkManifest(routes, bundle, shell);
      const manifestFile = join(clientDir, ROUTE_CHUNKS_ASSET_PATH.slice(1));
      mkdirSync(dirname(manifestFile), { recursive: true });
      writeFileSync(manifestFile, JSON.stringify(manifest));
      const renderer = await buildRenderer();
      const write = (assetPath: string, html: string) => {
        const file = join(clientDir, `${assetPath.slice(1)}.html`);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, html);
      };
      for (const locale of LOCALES) {
        const catalog = preloadLinks([appCatalogModule(locale)], bundle, shell);
        const loading = await renderer.renderLoading(locale);
        write(
          shellAssetPath(locale),
          prerenderedDocument(inlined, { locale, markup: loading, links: catalog }),
        );
        for (const path of Object.keys(PRERENDERED_PAGES) as PrerenderedPath[]) {
          const markup = await renderer.renderScreen(path, locale);
          const links = preloadLinks(
            [appCatalogModule(locale), ...LAZY_MODULES[path](locale)],
            bundle,
            shell,
          );
          write(
            prerenderedAssetPath(path, locale),
            prerenderedDocument(inlined, { path, locale, markup, links }),
          );
        }
        for (const path of Object.keys(SIGNED_IN_SHELLS) as SignedInShellPath[]) {
          const { markup, detachMarkup, companyNames } = await renderer.renderSignedInShell(path, locale);
          // The screen's code as the route table mounts it; the workflow's words only for a workflow
          // screen (Manage trailer's are in the shell's, decision 091).
          const { module, workflow } = routeModuleAt(routes, path);
          const modules = [
            appCatalogModule(locale),
            ...(workflow ? [workflowCatalogModule(locale)] : []),
            module,
          ];
          const links = signedInShellLinks(modules, bundle, shell, readAsset);
          write(
            signedInShellAssetPath(path, locale),
            signedInShellDocument(inlined, {
              path,
              locale,
              markup,
              detachMarkup,
              links,
              companyNames,
              loading,
              headScript: shellHeadScript(path, bundle),
            }),
          );
        }
      }
    },
  };
}
