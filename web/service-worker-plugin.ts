// Emits /sw.js into the client build: web/service-worker.js behind a prelude
// naming every file of the built shell and a version hash of their content, so
// a new deploy installs a new worker and an unchanged one does not.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import type { Plugin } from "vite";

const TEMPLATE = new URL("./service-worker.js", import.meta.url);

/** Files not to precache: source maps, the worker itself, and dotfiles (never served). */
function skipped(file: string): boolean {
  return file.endsWith(".map") || file === "sw.js" || file.split("/").some((part) => part.startsWith("."));
}

function publicFiles(dir: string): { file: string; content: Buffer }[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? publicFiles(path).map((f) => ({ ...f, file: `${name}/${f.file}` }))
      : [{ file: relative(dir, path), content: readFileSync(path) }];
  });
}

export interface ShellFile {
  file: string;
  content: string | Uint8Array;
}

/** The sw.js for a built shell. */
export function serviceWorkerSource(files: ShellFile[], template = readFileSync(TEMPLATE, "utf8")): string {
  const kept = files.filter((f) => !skipped(f.file)).sort((a, b) => a.file.localeCompare(b.file));
  const hash = createHash("sha256");
  for (const { file, content } of kept) hash.update(file).update("\0").update(content).update("\0");
  hash.update(template);
  const version = hash.digest("hex").slice(0, 16);
  // index.html is served (and cached) as "/", the SPA's shell for every route.
  const precache = kept.map((f) => (f.file === "index.html" ? "/" : `/${f.file}`));
  const prelude = `self.__HITCH_SW__ = ${JSON.stringify({ version, precache })};\n`;
  return prelude + template;
}

export function serviceWorkerPlugin(): Plugin {
  let publicDir = "";
  return {
    name: "hitch:service-worker",
    apply: "build",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const files: ShellFile[] = Object.values(bundle).map((item) => ({
        file: item.fileName,
        content: item.type === "chunk" ? item.code : item.source,
      }));
      if (!files.some((f) => f.file === "index.html")) {
        this.error("index.html is not in the client bundle; the service worker needs it");
      }
      for (const { file, content } of publicFiles(publicDir)) files.push({ file, content });
      this.emitFile({ type: "asset", fileName: "sw.js", source: serviceWorkerSource(files) });
    },
  };
}
