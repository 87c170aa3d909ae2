import { cloudflare } from "@cloudflare/vite-plugin";
import { defineConfig } from "vite";
import { webPlugins } from "./web/build-plugins.ts";

export default defineConfig({
  plugins: [...webPlugins(), cloudflare()],
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  worker: { format: "es" },
  optimizeDeps: { exclude: ["zxing-wasm", "@jsquash/jpeg"] },
  build: { sourcemap: true },
});
