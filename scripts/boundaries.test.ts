// The boundary rules `npm run lint` checks with dependency-cruiser (dependency-cruiser.config.ts,
// dependency-cruiser.first-screen.config.ts; decision 078), each shown failing: the configs, read
// as the command line reads them, cruise a small tree of sources written for the test, with this
// package's own `imports` aliases, and report exactly the imports that cross a boundary.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import { afterAll, describe, expect, it } from "vitest";

const { imports } = JSON.parse(readFileSync("package.json", "utf8")) as { imports: Record<string, string> };
const trees: string[] = [];
afterAll(() => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
});

/** Writes `files` (path → source) under a new folder beside a package.json with this package's aliases. */
function sourceTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "hitch-boundaries-"));
  trees.push(root);
  writeFileSync(join(root, "package.json"), JSON.stringify({ name: "fixture", type: "module", imports }));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

/** Each crossing the config reports in `tree`, as "rule: from → to". */
async function crossings(configFile: string, tree: string, roots: string[]): Promise<string[]> {
  const options = await extractDepcruiseOptions(configFile);
  const { output } = await cruise(roots, { ...options, baseDir: tree });
  const { summary } = output as ICruiseResult;
  return summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`).sort();
}

describe("the client's layer boundaries (dependency-cruiser.config.ts)", () => {
  const tree = sourceTree({
    "shared/logistics/loads.ts": "export type Load = { orderNumber: string };",
    "shared/logistics/enums.ts": `export const COMPANIES = ["knight", "swift"] as const;`,
    "shared/logistics/reason-codes.ts": `export const REASON = "SOME_REASON";`,
    "shared/api/launch-state.ts": "export type LaunchState = { orderNumber: string };",
    "web/src/features/scan/scanner.ts": "export type Scanner = number;\nexport const scanner = 1;",
    "web/src/features/scanner-help/help.ts": "export const help = 1;",
    "web/src/app/app.ts": `import "#web/features/scan/scanner.ts";\nimport "../features/auth/own.ts";`,
    "web/src/lib/util.ts": "export const util = 1;",
    "web/src/test/render.ts": `import "#web/app/app.ts";\nimport type { Load } from "#shared/logistics/loads.ts";`,
    // A feature: its own files, the shared layers, shared/api and the vocabulary are its to use.
    "web/src/features/auth/own.ts": [
      `import "./static.ts";`,
      `import { util } from "#web/lib/util.ts";`,
      `import type { LaunchState } from "#shared/api/launch-state.ts";`,
      `import { COMPANIES } from "#shared/logistics/enums.ts";`,
      `import { REASON } from "../../../../shared/logistics/reason-codes.ts";`,
    ].join("\n"),
    // … another feature is not, however it is imported.
    "web/src/features/auth/static.ts": `import { scanner } from "#web/features/scan/scanner.ts";`,
    "web/src/features/auth/typed.ts": `import type { Scanner } from "../scan/scanner.ts";`,
    "web/src/features/auth/reexport.ts": `export { scanner } from "../scan/scanner.ts";`,
    "web/src/features/auth/lazy.tsx": `export const Page = () => import("../scan/scanner.ts").then(() => <p />);`,
    "web/src/features/auth/prefix.ts": `import { help } from "../scanner-help/help.ts";`,
    "web/src/features/auth/uses-app.ts": `import "#web/app/app.ts";`,
    // A feature's tests render the app with the tests' helpers, and seed the carrier's shapes …
    "web/src/features/auth/own.test.ts": [
      `import "#web/app/app.ts";`,
      `import "../../test/render.ts";`,
      `import type { Load } from "#shared/logistics/loads.ts";`,
    ].join("\n"),
    // … but stay out of other features.
    "web/src/features/auth/cross.test.tsx": `import { scanner } from "#web/features/scan/scanner.ts";`,
    // The shared layers import no feature and no app/ (their tests may render the app).
    "web/src/lib/leans.ts": `import { scanner } from "../features/scan/scanner.ts";`,
    "web/src/stores/composes.ts": `import type { App } from "#web/app/app.ts";`,
    "web/src/stores/composes.test.ts": `import "#web/app/app.ts";`,
    "web/src/components/lazy.tsx": `export const Lazy = () => import("#web/features/scan/scanner.ts").then(() => <i />);`,
    "web/src/config/paths.ts": `export * from "../app/app.ts";`,
    // Only the tests import the tests' helpers.
    "web/src/lib/uses-test-helper.ts": `import "#web/test/render.ts";`,
    // Browser code reads no logistics API shape.
    "web/src/stores/upstream.ts": `import type { Load } from "#shared/logistics/loads.ts";`,
    "web/service-worker/src/sw.ts": `import "../../../shared/logistics/loads.ts";`,
    // lib/ is built on nothing of stores/ (decision 113).
    "web/src/stores/session.ts": "export const session = 1;",
    "web/src/lib/reads-state.ts": `import { session } from "#web/stores/session.ts";`,
    // The outbox's home (decision 113): outside code imports only the files at its top …
    "web/src/outbox/app-outbox.ts": [
      `import "./queue/outbox.ts";`,
      `import { util } from "#web/lib/util.ts";`,
      `import { session } from "#web/stores/session.ts";`,
    ].join("\n"),
    "web/src/outbox/queue/outbox.ts": "export const createOutbox = 1;",
    "web/src/features/auth/writes.ts": [
      `import "#web/outbox/app-outbox.ts";`,
      `import { createOutbox } from "../../outbox/queue/outbox.ts";`,
    ].join("\n"),
    "web/src/features/auth/writes.test.ts": `import { createOutbox } from "#web/outbox/queue/outbox.ts";`,
    "web/service-worker/src/sync.ts": `import "#web/outbox/app-outbox.ts";\nimport "#web/outbox/queue/outbox.ts";`,
    // … it imports, of the features, only the senders they register through it, and no app/ …
    "web/src/features/scan/outbox-senders.ts": `import "#web/outbox/app-outbox.ts";`,
    "web/src/outbox/write-senders.ts": `import "#web/features/scan/outbox-senders.ts";`,
    "web/src/outbox/leans.ts": `import { scanner } from "#web/features/scan/scanner.ts";\nimport "#web/app/app.ts";`,
    "web/src/outbox/leans.test.ts": `import "#web/app/app.ts";`,
    // … and lib/, stores/ and config/ never import it.
    "web/src/lib/writes.ts": `import type { Outbox } from "#web/outbox/app-outbox.ts";`,
    // An import the tool cannot follow is one whose boundaries it cannot check.
    "web/src/lib/typo.ts": `import { missing } from "#web/lib/missing.ts";\nimport "./gone.ts";`,
  });

  it("reports each crossing, of every kind of import, and nothing else", async () => {
    expect(
      await crossings("./dependency-cruiser.config.ts", tree, ["web/src", "web/service-worker"]),
    ).toEqual([
      "browser-to-upstream-shape: web/service-worker/src/sw.ts → shared/logistics/loads.ts",
      "browser-to-upstream-shape: web/src/stores/upstream.ts → shared/logistics/loads.ts",
      "feature-to-app: web/src/features/auth/uses-app.ts → web/src/app/app.ts",
      "feature-to-feature: web/src/features/auth/cross.test.tsx → web/src/features/scan/scanner.ts",
      "feature-to-feature: web/src/features/auth/lazy.tsx → web/src/features/scan/scanner.ts",
      "feature-to-feature: web/src/features/auth/prefix.ts → web/src/features/scanner-help/help.ts",
      "feature-to-feature: web/src/features/auth/reexport.ts → web/src/features/scan/scanner.ts",
      "feature-to-feature: web/src/features/auth/static.ts → web/src/features/scan/scanner.ts",
      "feature-to-feature: web/src/features/auth/typed.ts → web/src/features/scan/scanner.ts",
      "lib-to-stores: web/src/lib/reads-state.ts → web/src/stores/session.ts",
      "outbox-internals: web/service-worker/src/sync.ts → web/src/outbox/queue/outbox.ts",
      "outbox-internals: web/src/features/auth/writes.ts → web/src/outbox/queue/outbox.ts",
      "outbox-to-feature-or-app: web/src/outbox/leans.ts → web/src/app/app.ts",
      "outbox-to-feature-or-app: web/src/outbox/leans.ts → web/src/features/scan/scanner.ts",
      "shared-layer-to-feature-or-app: web/src/components/lazy.tsx → web/src/features/scan/scanner.ts",
      "shared-layer-to-feature-or-app: web/src/config/paths.ts → web/src/app/app.ts",
      "shared-layer-to-feature-or-app: web/src/lib/leans.ts → web/src/features/scan/scanner.ts",
      "shared-layer-to-feature-or-app: web/src/stores/composes.ts → web/src/app/app.ts",
      "shared-layer-to-outbox: web/src/lib/writes.ts → web/src/outbox/app-outbox.ts",
      "test-helpers-outside-tests: web/src/lib/uses-test-helper.ts → web/src/test/render.ts",
      "unresolved-own-import: web/src/lib/typo.ts → #web/lib/missing.ts",
      "unresolved-own-import: web/src/lib/typo.ts → ./gone.ts",
    ]);
  });
});

describe("the first screen's home and its one entry (dependency-cruiser.config.ts, decision 114)", () => {
  const tree = sourceTree({
    "web/src/lib/util.ts": "export const util = 1;",
    "web/src/features/scan/scanner.ts": `import { start } from "../../first-screen/first-screen.ts";`,
    "web/src/app/app.ts": `import { start } from "#web/first-screen/first-screen.ts";`,
    // The entry hands on what the folder's own files hold; they import each other and the shared layers.
    "web/src/first-screen/first-screen.ts": `export { start } from "./start.ts";`,
    "web/src/first-screen/start.ts": `import { util } from "#web/lib/util.ts";\nexport const start = util;`,
    // Its tests render the whole app …
    "web/src/first-screen/start.test.ts": `import "#web/app/app.ts";\nimport "./start.ts";`,
    // … its code imports neither app/ nor a feature: the app hands itself in.
    "web/src/first-screen/composes.ts": `import "#web/app/app.ts";`,
    "web/src/first-screen/lazy.ts": `export const load = () => import("../features/scan/scanner.ts");`,
    // Outside the folder, code and tests go through the entry, whatever the kind of import.
    "web/src/app/reaches-in.ts": `import { start } from "#web/first-screen/start.ts";`,
    "web/src/main.tsx": `import type { start } from "./first-screen/start.ts";`,
    "web/src/features/scan/scanner.test.ts": `export { start } from "#web/first-screen/start.ts";`,
  });

  it("reports code that reaches past the entry, and the folder's own imports of app/ or a feature", async () => {
    expect(await crossings("./dependency-cruiser.config.ts", tree, ["web/src"])).toEqual([
      "first-screen-through-its-entry: web/src/app/reaches-in.ts → web/src/first-screen/start.ts",
      "first-screen-through-its-entry: web/src/features/scan/scanner.test.ts → web/src/first-screen/start.ts",
      "first-screen-through-its-entry: web/src/main.tsx → web/src/first-screen/start.ts",
      "shared-layer-to-feature-or-app: web/src/first-screen/composes.ts → web/src/app/app.ts",
      "shared-layer-to-feature-or-app: web/src/first-screen/lazy.ts → web/src/features/scan/scanner.ts",
    ]);
  });
});

describe("the first screen's static imports (dependency-cruiser.first-screen.config.ts)", () => {
  const tree = sourceTree({
    "web/src/main.tsx": [
      `import { start } from "./app/start.ts";`,
      // A lazy chunk may hold workflow code: it loads with the workflow's strings.
      `void import("./features/photos/photos-page.tsx");`,
    ].join("\n"),
    "web/src/app/start.ts": [
      `import { Shell } from "#web/components/shell.tsx";`,
      `import { login } from "../features/auth/login.ts";`,
      `export { REPORT } from "#web/features/report-issue/report.ts";`,
    ].join("\n"),
    "web/src/components/shell.tsx": [
      `import type { Category } from "#web/features/assessment/categories.ts";`,
      `import { PlateOrVinFields } from "./plate-or-vin-fields.tsx";`,
      `import { PlateOrVinHelp } from "./plate-or-vin-fields-help.tsx";`,
      `import { scanHelp } from "../features/scanner-help/help.ts";`,
    ].join("\n"),
    "web/src/components/plate-or-vin-fields.tsx": "export const PlateOrVinFields = () => <input />;",
    "web/src/components/plate-or-vin-fields-help.tsx": "export const PlateOrVinHelp = () => <p />;",
    "web/src/features/auth/login.ts": "export const login = 1;",
    "web/src/features/scanner-help/help.ts": "export const scanHelp = 1;",
    "web/src/features/report-issue/report.ts": "export const REPORT = 1;",
    "web/src/features/assessment/categories.ts": "export type Category = string;",
    "web/src/features/photos/photos-page.tsx": "export default () => <main />;",
  });

  it("reports each workflow module the entry reaches, however deep, and not its lazy chunks", async () => {
    expect(
      await crossings("./dependency-cruiser.first-screen.config.ts", tree, ["web/src/main.tsx"]),
    ).toEqual([
      "first-screen-to-workflow: web/src/main.tsx → web/src/components/plate-or-vin-fields.tsx",
      "first-screen-to-workflow: web/src/main.tsx → web/src/features/assessment/categories.ts",
      "first-screen-to-workflow: web/src/main.tsx → web/src/features/report-issue/report.ts",
    ]);
  });
});
