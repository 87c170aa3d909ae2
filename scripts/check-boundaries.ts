// Fails when the client's layers lean on each other the wrong way (run by
// `npm run lint`). In web/src:
//   app/        composes the app: may import anything;
//   features/X/ may import its own files and the shared layers, never another
//               feature and never app/;
//   lib/, components/, stores/, config/  (shared layers) never import a feature or app/.
// Tests may also import app/ and test/ (they render the whole app), never another feature.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const ROOT = resolve("web/src");
const SHARED_LAYERS = new Set(["lib", "components", "stores", "config", "test"]);
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

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
    if (!specifier?.startsWith(".")) continue;
    const to = layerOf(resolve(dirname(file), specifier));
    const where = `${relative(process.cwd(), file)} imports ${specifier}`;
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
  const problems = files(ROOT).flatMap((file) => boundaryProblems(file, readFileSync(file, "utf8")));
  if (problems.length > 0) {
    console.error(`Layer boundaries crossed (${problems.length}):\n${problems.join("\n")}`);
    process.exit(1);
  }
  console.log("boundaries: features import no other feature and no app/; shared layers import neither");
}
