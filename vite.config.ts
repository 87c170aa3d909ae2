import { cloudflare } from "@cloudflare/vite-plugin";
import { defineConfig } from "vite";
import { webPlugins } from "./web/build-plugins.ts";

export default defineConfig({
  plugins: [
    ...webPlugins(),
    // HITCH_NO_INSPECTOR: set by scripts/lib/processes.ts for the previews of tests and the bench.
    cloudflare({ inspectorPort: process.env.HITCH_NO_INSPECTOR === "true" ? false : undefined }),
  ],
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  worker: { format: "es" },
  optimizeDeps: { exclude: ["zxing-wasm", "@jsquash/jpeg"] },
  build: { sourcemap: true },
});
