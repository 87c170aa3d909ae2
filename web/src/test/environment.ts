// The React tests' environment: happy-dom for the page, but Node's own fetch
// classes (Request, Response, Headers) kept, because the tests run the edge
// Worker's code in memory (in-memory-worker.ts) and a browser's Request drops the headers
// a page may not set (Origin, Cookie) and hides Set-Cookie, which the Worker and
// the fake's cookie jar need. Node's FormData and Blob stay reachable for the
// fake, which turns a page's multipart body into one the Worker can read.
import type { Environment } from "vitest/runtime";
import { builtinEnvironments } from "vitest/runtime";

const KEPT = ["Request", "Response", "Headers", "fetch"] as const;

export default {
  name: "happy-dom-with-node-fetch",
  viteEnvironment: "client",
  async setup(global, options) {
    const node = Object.fromEntries(KEPT.map((name) => [name, global[name]]));
    const nodeBodies = { FormData: global.FormData, Blob: global.Blob, File: global.File };
    const happyDom = await builtinEnvironments["happy-dom"].setup(global, options);
    Object.assign(global, node, { __nodeBodies: nodeBodies });
    return { teardown: happyDom.teardown };
  },
} satisfies Environment;
