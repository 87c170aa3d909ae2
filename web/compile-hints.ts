// V8's explicit compile hint (Chrome 136+): a script that opens with this comment has all its
// functions compiled as it loads, streamed on a background thread, rather than each on the main
// thread the first time it is called. The libraries' chunk (React, React Router, zod, Lingui,
// signals) opens with it: the app's first task called hundreds of their functions for the first
// time, zod's as the shared schemas were built most of all, and compiled each one there. The app's
// own chunk does not: hinted, it was compiled on the main thread, in a task of its own (decision
// 096). Other engines read a comment.
import type { Plugin } from "vite";

export const COMPILE_ALL_ON_LOAD = "//# allFunctionsCalledOnLoad";

/**
 * Opens the chunks named `names` with the hint. Once the bundle is written out, as the minifier
 * drops comments; its source map (written beside it) moves down the line it adds.
 */
export function compileHints(names: readonly string[]): Plugin {
  return {
    name: "hitch:compile-hints",
    applyToEnvironment: (environment) => environment.name === "client",
    // After Vite's own additions to the chunks (the lazy chunks' dependency list opens the app's).
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk" || !names.includes(chunk.name)) continue;
          chunk.code = `${COMPILE_ALL_ON_LOAD}\n${chunk.code}`;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === "asset") {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}
