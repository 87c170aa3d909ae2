// The first screen loads only the shell's catalog (decision 058). That is sound only if no code
// the first screen runs shows a workflow string, and if every chunk that brings workflow code
// loads the workflow's strings with it. Read from the sources' imports, as the bundler does.
import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { WORKFLOW_SOURCES } from "#lingui.config.ts";

const ENTRY = resolve("web/src/main.tsx");
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^;"]*?\sfrom\s+)?"([^"]+)";/gm;
const DYNAMIC_IMPORT = /import\(\s*"([^"]+)"\s*\)/g;
/** What wraps a lazy chunk so that it resolves with the workflow's strings (web/src/lib/i18n.ts). */
const WITH_STRINGS = /(?:withWorkflowStrings|workflowLazy)\(\s*(?:\(\)\s*=>\s*)?$/;

const source = (file: string) => readFileSync(file, "utf8");
const isWorkflow = (file: string) =>
  WORKFLOW_SOURCES.some((dir) => relative(resolve(dir), file).split(/[\\/]/)[0] !== "..");

function resolved(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const file = resolve(dirname(from), specifier);
  return existsSync(file) && /\.tsx?$/.test(file) ? file : undefined;
}

/** Every module `entry` runs by static imports, itself included. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of source(file).matchAll(STATIC_IMPORT)) {
      const next = resolved(file, specifier ?? "");
      if (next) visit(next);
    }
  };
  visit(entry);
  return seen;
}

/** The lazy chunks the first screen's code can load: where, what, and whether it waits for the strings. */
function dynamicImports(files: Iterable<string>) {
  return [...files].flatMap((file) =>
    [...source(file).matchAll(DYNAMIC_IMPORT)].flatMap((match) => {
      const target = resolved(file, match[1] ?? "");
      if (!target) return [];
      const before = source(file).slice(Math.max(0, match.index - 200), match.index);
      return [{ file, target, withStrings: WITH_STRINGS.test(before) }];
    }),
  );
}

describe("the workflow's strings, loaded with the workflow's chunks only", () => {
  const firstScreen = staticGraph(ENTRY);

  it("the first screen's code shows none of them", () => {
    expect(firstScreen.size).toBeGreaterThan(50);
    expect([...firstScreen].filter(isWorkflow).map((file) => relative(".", file))).toEqual([]);
  });

  it("every chunk the first screen's code loads that holds workflow code waits for them", () => {
    const chunks = dynamicImports(firstScreen);
    expect(chunks.filter((chunk) => chunk.withStrings).length).toBeGreaterThan(20);
    const unready = chunks
      .filter((chunk) => !chunk.withStrings && [...staticGraph(chunk.target)].some(isWorkflow))
      .map((chunk) => `${relative(".", chunk.file)} → ${relative(".", chunk.target)}`);
    expect(unready).toEqual([]);
  });

  it("reads a lazy import that does not wait for them as one", () => {
    const [chunk] = dynamicImports([resolve("web/src/app/prerendered-screens.ts")]);
    expect(chunk?.withStrings).toBe(false);
  });
});
