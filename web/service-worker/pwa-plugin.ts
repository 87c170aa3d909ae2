// The service worker's build (decision 034): vite-plugin-pwa with Workbox,
// strategy injectManifest. It bundles web/service-worker/src/sw.ts with its
// Workbox modules into the client build's /sw.js (a classic script, no source
// map) and puts the list of the build's files, each with a revision, in place of
// self.__WB_MANIFEST. The page registers the worker itself
// (features/offline/register-service-worker.ts) and web/public keeps the
// manifest and icons, so the plugin injects nothing into index.html.
import type { Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { PRERENDERED_DIR } from "#shared/prerendered-pages.ts";

/** Room for the largest lazy file (the finder's map chunk, about 1 MB, and the scanner's wasm). */
const LARGEST_PRECACHED_BYTES = 4 * 1024 * 1024;

export function serviceWorkerPlugins(): Plugin[] {
  const plugins = VitePWA({
    strategies: "injectManifest",
    srcDir: "web/service-worker/src",
    // Built to sw.js: docs/product.md §2 serves the worker at /sw.js.
    filename: "sw.ts",
    injectRegister: false,
    manifest: false,
    includeManifestIcons: false,
    devOptions: { enabled: false },
    integration: {
      // @cloudflare/vite-plugin builds the client into its own environment's folder (dist/client).
      configureOptions(config, options) {
        options.outDir = config.environments.client?.build.outDir ?? config.build.outDir;
      },
      // Workbox's production code (no dev logging or asserts) whatever NODE_ENV the build runs
      // under (vitest's "test" when a test builds the app).
      configureCustomSWViteBuild(inlineConfig) {
        inlineConfig.define = {
          ...inlineConfig.define,
          "process.env.NODE_ENV": JSON.stringify("production"),
        };
      },
    },
    injectManifest: {
      // A classic script: every browser that runs service workers runs it.
      rollupFormat: "iife",
      minify: true,
      // Source maps are never published (decision 047); none is written for the worker.
      sourcemap: false,
      // Every file of the client build (web/public's too) but the maps and the prerendered screens
      // (the shell, index.html, opens every screen offline; decision 055); dotfiles are never matched.
      globPatterns: ["**/*"],
      globIgnores: ["**/*.map", `${PRERENDERED_DIR}/**`],
      maximumFileSizeToCacheInBytes: LARGEST_PRECACHED_BYTES,
    },
  });
  // The worker belongs to the client build only, not to the Workers' environments.
  return plugins.map((plugin) => ({
    ...plugin,
    applyToEnvironment: (environment) => environment.name === "client",
  }));
}
