// The photo-compression harness (tests/photo-harness): built with Vite as the app
// is (module worker, wasm emitted from this origin) and served by `vite preview`
// on a port of its own, for the browser test and the bench. Not part of the app.
import { resolve } from "node:path";
import { build, type InlineConfig, preview } from "vite";

const ROOT = resolve("tests/photo-harness");
export const PHOTO_HARNESS_DIR = resolve("dist/photo-harness");

const config = (): InlineConfig => ({
  configFile: false,
  root: ROOT,
  logLevel: "warn",
  build: { outDir: PHOTO_HARNESS_DIR, emptyOutDir: true },
  worker: { format: "es" },
});

export async function buildPhotoHarness(): Promise<void> {
  await build(config());
}

/** Serves the built harness on 127.0.0.1:`port` (0: any free port); answers its URL. */
export async function servePhotoHarness(port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server = await preview({ ...config(), preview: { host: "127.0.0.1", port, strictPort: port !== 0 } });
  const address = server.httpServer.address();
  if (!address || typeof address === "string") throw new Error("the harness preview has no port");
  return { url: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}
