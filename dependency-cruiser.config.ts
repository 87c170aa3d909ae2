// The client's layer boundaries, checked by dependency-cruiser (`npm run lint`, decision 078).
// In web/src:
//   app/        composes the app: may import anything;
//   features/X/ may import its own files and the shared layers, never another feature and
//               never app/;
//   lib/, components/, stores/, config/  (shared layers) never import a feature or app/, and
//               lib/ never imports stores/ (stores are built on lib, not the other way).
//   first-screen/ (the first screen's machinery, decision 114) neither: the app hands itself in.
//               Outside it, code imports it through its one entry, first-screen/first-screen.ts.
//   outbox/     the outbox's home (decision 113): code outside it imports only the files at its
//               top (its public files), never what is in its folders; it imports no app/ and, of
//               the features, only their senders (write-senders.ts lists them); lib/, stores/ and
//               config/ never import it (it is built on them).
// Tests (*.test.ts[x]) may also import app/ and test/ (they render the whole app), never another
// feature; nothing else imports the tests' helpers in test/.
// And one boundary between the browser and the carrier (decision 063): no code that runs in the
// browser (web/src, the service worker) imports a logistics API shape (shared/logistics/*): it
// reads only the edge's answers (shared/api/*). It may use the vocabulary both sides speak: the
// §3/§4 enumerations and the §8 reason codes. The tests and their fake of the far edge
// (web/src/test/) may seed it with the carrier's shapes.
// Every kind of import counts: static, `import type`, `export … from` and `import()`.
// The first screen's own boundary (no workflow code) is dependency-cruiser.first-screen.config.ts.
import type { IConfiguration, ICruiseOptions } from "dependency-cruiser";

const TEST = "\\.test\\.tsx?$";
const TEST_HELPERS = "^web/src/test/";
const FIRST_SCREEN = "^web/src/first-screen/";

/** How both configs read the sources. */
export const options: ICruiseOptions = {
  // swc parses TypeScript and reports `import type` as a dependency of its own (type-only); the
  // `typescript` package here (7, native) has no compiler API for the tsc parser to use.
  parser: "swc",
  // The package's own `#web/*`, `#shared/*`… aliases (package.json "imports") resolve as Node
  // resolves them; what comes from node_modules is not followed.
  doNotFollow: { path: "node_modules" },
};

const config: IConfiguration = {
  forbidden: [
    {
      name: "feature-to-feature",
      comment: "A feature imports only its own files and the shared layers, never another feature.",
      severity: "error",
      from: { path: "^web/src/features/([^/]+)/" },
      to: { path: "^web/src/features/", pathNot: "^web/src/features/$1/" },
    },
    {
      name: "feature-to-app",
      comment: "A feature never imports app/ (its tests may, to render the whole app).",
      severity: "error",
      from: { path: "^web/src/features/", pathNot: TEST },
      to: { path: "^web/src/app/" },
    },
    {
      name: "shared-layer-to-feature-or-app",
      comment: "lib/, components/, stores/, config/ and first-screen/ never import a feature or app/.",
      severity: "error",
      from: { path: "^web/src/(lib|components|stores|config|first-screen)/", pathNot: TEST },
      to: { path: "^web/src/(features|app)/" },
    },
    {
      name: "first-screen-through-its-entry",
      comment:
        "Outside web/src/first-screen/, code and tests import the first screen's machinery through its entry only (decision 114).",
      severity: "error",
      from: { path: "^web/", pathNot: FIRST_SCREEN },
      to: { path: FIRST_SCREEN, pathNot: "^web/src/first-screen/first-screen\\.ts$" },
    },
    {
      name: "lib-to-stores",
      comment:
        "lib/ never imports stores/: the app's state is built on lib, not the other way (decision 113). State lib needs is lib's own (lib/pending-calls.ts).",
      severity: "error",
      from: { path: "^web/src/lib/" },
      to: { path: "^web/src/stores/" },
    },
    {
      name: "outbox-internals",
      comment:
        "Outside web/src/outbox/, code imports only the outbox's public files, those at its top; its folders are its own (decision 113). Tests may build an outbox of their own from its parts.",
      severity: "error",
      from: { path: "^web/", pathNot: ["^web/src/outbox/", TEST] },
      to: { path: "^web/src/outbox/.+/" },
    },
    {
      name: "outbox-to-feature-or-app",
      comment:
        "The outbox imports no app/ and, of the features, only the senders they register through it (features/*/outbox-senders.ts, decision 113).",
      severity: "error",
      from: { path: "^web/src/outbox/", pathNot: TEST },
      to: { path: "^web/src/(features|app)/", pathNot: "^web/src/features/[^/]+/outbox-senders\\.ts$" },
    },
    {
      name: "shared-layer-to-outbox",
      comment: "lib/, stores/ and config/ never import the outbox: it is built on them (decision 113).",
      severity: "error",
      from: { path: "^web/src/(lib|stores|config)/" },
      to: { path: "^web/src/outbox/" },
    },
    {
      name: "test-helpers-outside-tests",
      comment: "Only tests and the tests' helpers import web/src/test/.",
      severity: "error",
      from: { path: "^web/src/", pathNot: [TEST, TEST_HELPERS] },
      to: { path: TEST_HELPERS },
    },
    {
      name: "browser-to-upstream-shape",
      comment:
        "Browser code reads the edge's shapes (shared/api), never the logistics API's; its enums and reason codes are vocabulary (decision 063).",
      severity: "error",
      from: { path: "^web/(src|service-worker/src)/", pathNot: [TEST, TEST_HELPERS] },
      to: { path: "^shared/logistics/", pathNot: "^shared/logistics/(enums|reason-codes)\\.ts$" },
    },
    {
      name: "unresolved-own-import",
      comment:
        "Every relative or #alias import resolves: a rule above cannot hold for an import the tool could not follow.",
      severity: "error",
      from: { path: "^web/" },
      to: { couldNotResolve: true, path: "^[.#]" },
    },
  ],
  options,
};

export default config;
