// The React tests' environment: happy-dom for the page, but Node's own fetch
// classes (Request, Response, Headers) kept, because the tests run the edge
// Worker's code in memory (in-memory-worker.ts) and a browser's Request drops the headers
// a page may not set (Origin, Cookie) and hides Set-Cookie, which the Worker and
// the fake's cookie jar need. Node's body classes (FormData, Blob, File) are kept
// with them, so a page's multipart body is one Node's Request sends and the Worker
// reads, with no class of the other kind in it: as in a browser, where the page
// and the network share one kind of each.
import type { Environment } from "vitest/runtime";
import { builtinEnvironments } from "vitest/runtime";

const KEPT = ["Request", "Response", "Headers", "fetch", "FormData", "Blob", "File"] as const;

export default {
  name: "happy-dom-with-node-fetch",
  viteEnvironment: "client",
  async setup(global, options) {
    const node = Object.fromEntries(KEPT.map((name) => [name, global[name]]));
    const happyDom = await builtinEnvironments["happy-dom"].setup(global, options);
    Object.assign(global, node);
    return { teardown: happyDom.teardown };
  },
} satisfies Environment;
