// V8's explicit compile hint (Chrome 136+): a script that opens with this comment has all its
// functions compiled as it loads, streamed on a background thread, rather than each on the main
// thread the first time it is called. The libraries' chunk (React, React Router, zod, Lingui,
// signals) opens with it: the app's first task called hundreds of their functions for the first
// time, zod's as the shared schemas were built most of all, and compiled each one there. The app's
// own chunk does not: hinted, it was compiled on the main thread, in a task of its own (decision
// 096). Other engines read a comment.
import type { Rolldown } from "vite";

export const COMPILE_ALL_ON_LOAD = "//# allFunctionsCalledOnLoad";

/**
 * Rolldown's `output.postBanner` opening the chunks named `names` with the hint: a post-banner is
 * added after minification (which drops comments), before the file is hashed and its source map
 * written.
 */
export const compileHints =
  (names: readonly string[]) =>
  (chunk: Rolldown.RenderedChunk): string =>
    names.includes(chunk.name) ? COMPILE_ALL_ON_LOAD : "";
