import { spawnSync } from "node:child_process";
import { cloudflare } from "@cloudflare/vite-plugin";
import { defineConfig } from "vite";
import { peerAddressPlugin } from "./scripts/lib/peer-address-plugin.ts";
import { webPlugins } from "./web/build-plugins.ts";
import { compileHints } from "./web/compile-hints.ts";
import { prerenderPlugin } from "./web/prerender/prerender-plugin.ts";
import { serviceWorkerPlugins } from "./web/service-worker/pwa-plugin.ts";

/** The commit built, for the Worker's GET /api/health: HITCH_COMMIT (a build in a copy), else git's. */
const commit =
  process.env.HITCH_COMMIT ||
  spawnSync("git", ["rev-parse", "--short=12", "HEAD"], { encoding: "utf8" }).stdout?.trim() ||
  "unknown";

export default defineConfig({
  define: { "import.meta.env.HITCH_COMMIT": JSON.stringify(commit) },
  plugins: [
    ...webPlugins(),
    ...serviceWorkerPlugins(),
    // The public screens as ready HTML in each language (decision 055).
    prerenderPlugin(),
    // The Worker's CF-Connecting-IP is the socket's peer, as on Cloudflare: what tells this machine
    // (and its dev pages) from a phone on the Wi-Fi (decision 119). Before the Cloudflare plugin.
    peerAddressPlugin(),
    // HITCH_NO_INSPECTOR: set by scripts/lib/processes.ts for the previews of tests and the bench.
    // HITCH_EDGE_STATE: a preview's own KV and Durable Objects (the browser tests run several at
    // once, each from a fresh state), instead of the project's .wrangler/state.
    cloudflare({
      inspectorPort: process.env.HITCH_NO_INSPECTOR === "true" ? false : undefined,
      persistState: process.env.HITCH_EDGE_STATE ? { path: process.env.HITCH_EDGE_STATE } : true,
    }),
  ],
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore: the shim the signals and Lingui import for older Reacts
      // would only hand it on (decision 091).
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: "react" },
    ],
  },
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  worker: { format: "es" },
  optimizeDeps: { exclude: ["zxing-wasm", "@jsquash/jpeg"] },
  // The Worker's source maps go up with its deploy (upload_source_maps), for its stack traces.
  build: { sourcemap: true },
  environments: {
    // The client's maps are written but never published (decision 047): "hidden" leaves no
    // sourceMappingURL in the built JS, and web/public/.assetsignore keeps the .map files out of
    // the uploaded and served assets.
    client: {
      build: {
        sourcemap: "hidden",
        rolldownOptions: {
          output: {
            // The libraries' functions compiled as their chunk loads, off the main thread (decision 096).
            postBanner: compileHints(["vendor"]),
            // The first screen's code in two files (decision 055): the libraries it runs on, which change
            // only with the dependencies (a new version of the app does not download React again),
            // and the app's own modules main.tsx imports, whole, rather than split into small
            // shared chunks the lazy screens import too (each one a request, and less for gzip).
            codeSplitting: {
              groups: [
                {
                  name: "vendor",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@lingui|@preact|zod|hono|use-sync-external-store|cookie)[\\/]/,
                  priority: 2,
                },
                {
                  // Welcome and Login, and what only they run: one chunk, loaded with them (their
                  // documents preload it), not with a signed-in driver's first screen (decision 091).
                  name: "guest",
                  test: /web[\\/]src[\\/]features[\\/]auth[\\/]components[\\/](welcome|login)-page\.tsx$/,
                  includeDependenciesRecursively: true,
                  priority: 0.5,
                },
                {
                  // Manage trailer's screen with what it imports: a signed-in driver's first screen
                  // (its JS held under 120 KB) takes nothing of the shared chunk below.
                  name: "manage-trailer-screen",
                  test: /web[\\/]src[\\/]app[\\/]manage-trailer-screen\.tsx$/,
                  includeDependenciesRecursively: true,
                  priority: 0.4,
                },
                {
                  // What two or more lazy screens share, in one chunk rather than a dozen small ones:
                  // Vite's loader adds a modulepreload link per chunk a screen needs, about 1 ms of
                  // main thread each on a slow phone (decision 098). Styles stay with their screens
                  // (decision 095), the legal pages' included.
                  name: "steps",
                  test: (id: string) =>
                    !id.endsWith(".css") &&
                    !/[\\/]features[\\/]legal[\\/]/.test(id) &&
                    /[\\/](web[\\/]src|shared)[\\/]|node_modules[\\/]idb[\\/]/.test(id),
                  minShareCount: 2,
                  priority: 0,
                },
                {
                  name: "app",
                  // The text field too: Login's and Manage trailer's, so that neither loads the other's chunk.
                  // The company's name: a few bytes Manage trailer and six lazy screens share, a file
                  // (and its request) of its own otherwise.
                  test: (id: string) =>
                    id.endsWith("web/src/main.tsx") ||
                    id.endsWith("web/src/components/ui/text-field.tsx") ||
                    id.endsWith("web/src/lib/company-name.ts"),
                  includeDependenciesRecursively: true,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
});
