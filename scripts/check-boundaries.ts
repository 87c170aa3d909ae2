// Fails when the client's layers lean on each other the wrong way (run by
// `npm run lint`). In web/src:
//   app/        composes the app: may import anything;
//   features/X/ may import its own files and the shared layers, never another
//               feature and never app/;
//   lib/, components/, stores/, config/  (shared layers) never import a feature or app/.
// Tests may also import app/ and test/ (they render the whole app), never another feature.
// And one boundary between the browser and the carrier (decision 063): no code that
// runs in the browser (web/src, the service worker) imports a logistics API shape
// (shared/logistics/*): it reads only the edge's answers (shared/api/*). It may use
// the vocabulary both sides speak: the §3/§4 enumerations and the §8 reason codes.
// The React tests' fake of the far edge (web/src/test/) and tests may seed it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const ROOT = resolve("web/src");
const BROWSER_ROOTS = [ROOT, resolve("web/service-worker/src")];
const LOGISTICS = resolve("shared/logistics");
/** The logistics contract's modules that are vocabulary, not shapes: enumerations and reason codes. */
const LOGISTICS_VOCABULARY = new Set(["enums.ts", "reason-codes.ts"].map((name) => join(LOGISTICS, name)));
const SHARED_LAYERS = new Set(["lib", "components", "stores", "config", "test"]);
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;
/** The package's `imports` aliases ("#web/*" → "./web/src/*"), as Node, Vite and TypeScript read them. */
const ALIASES = Object.entries(
  (JSON.parse(readFileSync("package.json", "utf8")) as { imports: Record<string, string> }).imports,
).map(([alias, target]) => [alias.replace(/\*$/, ""), resolve(target.replace(/\*$/, ""))] as const);

/** Where an import leads: a relative path or an alias of this package; undefined for a package. */
function targetOf(file: string, specifier: string): string | undefined {
  if (specifier.startsWith(".")) return resolve(dirname(file), specifier);
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  return alias ? join(alias[1], specifier.slice(alias[0].length)) : undefined;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** "app", "feature:<name>", a shared layer's name, or "other" (outside web/src, the entry). */
function layerOf(path: string): string {
  const [top, name] = relative(ROOT, path).split("/");
  if (top?.startsWith("..")) return "other";
  if (top === "features" && name) return `feature:${name}`;
  if (top === "app" || (top && SHARED_LAYERS.has(top))) return top;
  return "other";
}

export function boundaryProblems(file: string, source: string): string[] {
  const from = layerOf(file);
  const isTest = /\.test\.tsx?$/.test(file) || from === "test";
  const problems: string[] = [];
  for (const [, specifier] of source.matchAll(IMPORT)) {
    const target = specifier === undefined ? undefined : targetOf(file, specifier);
    if (target === undefined) continue;
    const to = layerOf(target);
    const where = `${relative(process.cwd(), file)} imports ${specifier}`;
    if (!isTest && target.startsWith(`${LOGISTICS}/`) && !LOGISTICS_VOCABULARY.has(target)) {
      problems.push(`${where}: the browser reads the edge's shapes (shared/api), never the logistics API's`);
    }
    if (from.startsWith("feature:")) {
      if (to.startsWith("feature:") && to !== from)
        problems.push(`${where}: a feature imports another feature`);
      if (to === "app" && !isTest) problems.push(`${where}: a feature imports app/`);
    } else if (SHARED_LAYERS.has(from) && !isTest) {
      if (to.startsWith("feature:") || to === "app") problems.push(`${where}: ${from}/ imports ${to}`);
    }
  }
  return problems;
}

if (import.meta.main) {
  const problems = BROWSER_ROOTS.flatMap(files).flatMap((file) =>
    boundaryProblems(file, readFileSync(file, "utf8")),
  );
  if (problems.length > 0) {
    console.error(`Layer boundaries crossed (${problems.length}):\n${problems.join("\n")}`);
    process.exit(1);
  }
  console.log(
    "boundaries: features import no other feature and no app/; shared layers import neither; the browser imports no logistics API shape",
  );
}
