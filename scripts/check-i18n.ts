// Fails when user-visible text in the client escaped translation: JSX text
// outside Lingui's <Trans>, or a literal string in an attribute people read or
// hear (aria-label, placeholder, title, alt, label). Run by `npm run lint`.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parse } from "@babel/parser";

const ROOT = "web/src";
const READ_ATTRIBUTES = new Set(["aria-label", "aria-description", "placeholder", "title", "alt", "label"]);
const TRANSLATING_ELEMENTS = new Set(["Trans", "Plural", "Select", "SelectOrdinal"]);
const HAS_WORDS = /\p{L}{2,}/u;

type Node = { type: string; [key: string]: unknown };

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : [];
  });
}

function elementName(node: Node): string {
  const name = (node.openingElement as Node | undefined)?.name as Node | undefined;
  return name?.type === "JSXIdentifier" ? String(name.name) : "";
}

const problems: string[] = [];

function visit(node: unknown, file: string, insideTrans: boolean): void {
  if (Array.isArray(node)) {
    for (const child of node) visit(child, file, insideTrans);
    return;
  }
  if (!node || typeof node !== "object" || typeof (node as Node).type !== "string") return;
  const n = node as Node & { loc?: { start: { line: number } } };
  const line = n.loc?.start.line ?? 0;
  if (n.type === "JSXText" && !insideTrans && HAS_WORDS.test(String(n.value))) {
    problems.push(`${file}:${line} text outside <Trans>: ${JSON.stringify(String(n.value).trim())}`);
  }
  if (n.type === "JSXAttribute") {
    const name = (n.name as Node).name;
    const value = n.value as Node | null;
    if (
      READ_ATTRIBUTES.has(String(name)) &&
      value?.type === "StringLiteral" &&
      HAS_WORDS.test(String(value.value))
    ) {
      problems.push(`${file}:${line} untranslated ${String(name)}=${JSON.stringify(value.value)}`);
    }
  }
  const nowInside = insideTrans || (n.type === "JSXElement" && TRANSLATING_ELEMENTS.has(elementName(n)));
  for (const [key, value] of Object.entries(n)) {
    if (key !== "loc" && key !== "start" && key !== "end") visit(value, file, nowInside);
  }
}

for (const file of files(ROOT)) {
  const ast = parse(readFileSync(file, "utf8"), { sourceType: "module", plugins: ["typescript", "jsx"] });
  visit(ast.program, file, false);
}

if (problems.length > 0) {
  console.error(`User-visible text outside Lingui (${problems.length}):\n${problems.join("\n")}`);
  process.exit(1);
}
console.log("i18n: no untranslated text in web/src");
