// The client's layer boundaries, checked by dependency-cruiser (`npm run lint`, decision 078).
// In web/src:
//   app/        composes the app: may import anything;
//   features/X/ may import its own files and the shared layers, never another feature and
//               never app/;
//   lib/, components/, stores/, config/  (shared layers) never import a feature or app/;
//   first-screen/ (the first screen's machinery, decision 114) neither: the app hands itself in.
//               Outside it, code imports it through its one entry, first-screen/first-screen.ts.
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
