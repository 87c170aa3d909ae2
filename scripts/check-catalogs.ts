// Fails when a Spanish catalog lacks a translation. `lingui compile --strict`
// alone does not: Spanish falls back to English, so a missing message "compiles".
// Run after `lingui extract`, which adds every message in the code to each catalog.
import { readdirSync, readFileSync } from "node:fs";
import { parsePo } from "./lib/po.ts";

const LOCALES = ["es"];

const missing: string[] = [];
for (const locale of LOCALES) {
  for (const file of readdirSync(`locales/${locale}`).filter((f) => f.endsWith(".po"))) {
    for (const [id, str] of parsePo(readFileSync(`locales/${locale}/${file}`, "utf8"))) {
      if (str === "") missing.push(`locales/${locale}/${file}: ${JSON.stringify(id)}`);
    }
  }
}
if (missing.length > 0) {
  console.error(`Missing translations (${missing.length}):\n${missing.join("\n")}`);
  process.exit(1);
}
console.log(`catalogs: every message translated in ${LOCALES.join(", ")}`);
