// What a screen needs from the client's bundle, read off its module graph: the
// chunks built from the screen's source modules, every chunk they import,
// directly or not, and their styles, less what the app's shell (index.html)
// already loads. The prerendered screens' preloads (prerender-plugin.ts) and
// the route-to-chunks manifest the edge preloads from (route-chunks.ts) are
// both this.
import { resolve } from "node:path";
import type { Rolldown } from "vite";

/**
 * The chunks of a bundle by the source module they were built from: its own chunk, else the
 * chunk of a group (vite.config.ts's codeSplitting) that holds it.
 */
function chunksByModule(bundle: Rolldown.OutputBundle): Map<string, Rolldown.OutputChunk> {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type !== "chunk") continue;
    for (const id of output.moduleIds) if (!chunks.has(id)) chunks.set(id, output);
  }
  for (const output of Object.values(bundle)) {
    if (output.type === "chunk" && output.facadeModuleId) chunks.set(output.facadeModuleId, output);
  }
  return chunks;
}

type Files = { scripts: Set<string>; styles: Set<string> };

/** A chunk's file and every file it imports, directly or not, with their styles. */
function withImports(chunk: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle, into: Files): Files {
  if (into.scripts.has(chunk.fileName)) return into;
  into.scripts.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.styles.add(css);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === "chunk") withImports(imported, bundle, into);
  }
  return into;
}

/** The files (relative to the client's folder) `modules` need beyond what `shell` loads. */
export type NeededFiles = { scripts: string[]; styles: string[] };

/**
 * The scripts and styles the source `modules` (paths from the repository's root) need, beyond
 * what `shell` (the built index.html) already loads. The build stops if one is in no chunk.
 */
export function neededFiles(modules: string[], bundle: Rolldown.OutputBundle, shell: string): NeededFiles {
  const chunks = chunksByModule(bundle);
  const wanted: Files = { scripts: new Set(), styles: new Set() };
  for (const module of modules) {
    const chunk = chunks.get(resolve(module));
    if (!chunk) throw new Error(`prerender: no chunk built from ${module}`);
    withImports(chunk, bundle, wanted);
  }
  const inShell = (file: string) => shell.includes(`"/${file}"`);
  return {
    scripts: [...wanted.scripts].filter((file) => !inShell(file)),
    styles: [...wanted.styles].filter((file) => !inShell(file)),
  };
}
