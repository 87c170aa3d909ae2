// The first screen loads only the shell's catalog (decision 058). That is sound only if no code
// the first screen runs shows a workflow string (dependency-cruiser.first-screen.config.ts holds
// that, in `npm run lint`), and if every chunk that brings workflow code loads the workflow's
// strings with it, which this test holds: the import graph is dependency-cruiser's, as the lint
// reads it (decision 078), and whether a lazy import waits for the strings is read from the
// source's syntax tree.
import { type CallExpression, parseFileSync } from "@swc/core";
import { cruise, type ICruiseResult, type IDependency } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import { describe, expect, it } from "vitest";
import { WORKFLOW_SOURCES } from "#lingui.config.ts";

const ENTRY = "web/src/main.tsx";
/** What wraps a lazy chunk so that it resolves with the workflow's strings (web/src/lib/i18n.ts, routes.tsx). */
const WITH_STRINGS = new Set(["withWorkflowStrings", "workflowLazy"]);

const isWorkflow = (file: string) =>
  WORKFLOW_SOURCES.some((source) => file === source || file.startsWith(`${source}/`));

const { output } = await cruise([ENTRY], await extractDepcruiseOptions("./dependency-cruiser.config.ts"));
const modules = new Map((output as ICruiseResult).modules.map((module) => [module.source, module]));
const dependenciesOf = (file: string): IDependency[] => modules.get(file)?.dependencies ?? [];

/** Every source `entry` runs by static imports, itself included (packages are not followed). */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dependency of dependenciesOf(file))
      if (dependency.followable && !dependency.dynamic) visit(dependency.resolved);
  };
  visit(entry);
  return seen;
}

/** Every node of a syntax tree. */
function* nodesOf(value: unknown): Generator<{ type?: unknown }> {
  if (Array.isArray(value)) for (const item of value) yield* nodesOf(item);
  else if (value !== null && typeof value === "object") {
    yield value;
    for (const child of Object.values(value)) yield* nodesOf(child);
  }
}
const isCall = (node: { type?: unknown }): node is CallExpression => node.type === "CallExpression";

/** The specifiers `import()`ed anywhere under `tree`. */
function importedLazily(tree: unknown): string[] {
  return [...nodesOf(tree)]
    .filter(isCall)
    .flatMap(({ callee, arguments: [first] }) =>
      callee.type === "Import" && first?.expression.type === "StringLiteral" ? [first.expression.value] : [],
    );
}

/** The specifiers `file` imports lazily inside withWorkflowStrings(…) or workflowLazy(…). */
function importedWithStrings(file: string): Set<string> {
  const wrappers = [...nodesOf(parseFileSync(file, { syntax: "typescript", tsx: file.endsWith(".tsx") }))]
    .filter(isCall)
    .filter(({ callee }) => callee.type === "Identifier" && WITH_STRINGS.has(callee.value));
  return new Set(wrappers.flatMap((wrapper) => importedLazily(wrapper.arguments)));
}

/** The lazy chunks `files` can load: where, what, and whether it waits for the strings. */
function dynamicImports(files: Iterable<string>) {
  return [...files].flatMap((file) => {
    const withStrings = importedWithStrings(file);
    return dependenciesOf(file)
      .filter((dependency) => dependency.dynamic && !dependency.couldNotResolve)
      .map(({ module, resolved }) => ({ file, target: resolved, withStrings: withStrings.has(module) }));
  });
}

describe("the workflow's strings, loaded with the workflow's chunks only", () => {
  const firstScreen = staticGraph(ENTRY);

  it("every chunk the first screen's code loads that holds workflow code waits for them", () => {
    expect(firstScreen.size).toBeGreaterThan(50);
    const chunks = dynamicImports(firstScreen);
    expect(chunks.filter((chunk) => chunk.withStrings).length).toBeGreaterThan(20);
    const unready = chunks
      .filter((chunk) => !chunk.withStrings && [...staticGraph(chunk.target)].some(isWorkflow))
      .map((chunk) => `${chunk.file} → ${chunk.target}`);
    expect(unready).toEqual([]);
  });

  it("reads a lazy import that does not wait for them as one", () => {
    const [chunk] = dynamicImports(["web/src/app/prerendered-screen-code.ts"]);
    expect(chunk?.withStrings).toBe(false);
  });
});
