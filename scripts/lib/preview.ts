// How `vite preview` serves the production build (the edge Worker in workerd):
// shared by the e2e server, the bench and the preview's own tests, with no side
// effects on import (processes.ts stops its children on signals; this does not).
import { readFileSync, writeFileSync } from "node:fs";

/**
 * The build's local vars file for `vite preview`, written whole (the committed example's secrets,
 * the two URLs and `vars`), so writing it twice gives the same file.
 */
export function writePreviewVars(appUrl: string, apiUrl: string, vars: Record<string, string> = {}): void {
  const secrets = readFileSync(".dev.vars.example", "utf8").trimEnd();
  const more = Object.entries(vars).map(([name, value]) => `${name}=${value}\n`);
  writeFileSync(
    "dist/hitch/.dev.vars",
    `${secrets}\nEXTERNAL_API_URL=${apiUrl}\nROOT_URL=${appUrl}\n${more.join("")}`,
  );
}

/** `vite preview` of the build on `port`, on loopback unless told another host (`--lan`: 0.0.0.0). */
export const previewArgs = (port: string, host = "127.0.0.1") => [
  "preview",
  "--host",
  host,
  "--port",
  port,
  "--strictPort",
];
/** Browser tests, the bench and the preview's tests run previews of their own: no debugger port to fight over. */
export const PREVIEW_ENV = { HITCH_NO_INSPECTOR: "true" };
