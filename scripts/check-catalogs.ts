// Fails when a Spanish catalog lacks a translation. `lingui compile --strict`
// alone does not: Spanish falls back to English, so a missing message "compiles".
// Run after `lingui extract`, which adds every message in the code to each catalog.
import { readdirSync, readFileSync } from "node:fs";

const LOCALES = ["es"];

/** msgid → msgstr for every entry of a .po file (multi-line strings joined). */
export function parsePo(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  let field: "msgid" | "msgstr" | null = null;
  let id = "";
  let str = "";
  const flush = () => {
    if (id !== "") entries.set(id, str);
    id = "";
    str = "";
  };
  for (const line of text.split("\n")) {
    const start = /^(msgid|msgstr) "(.*)"$/.exec(line);
    const more = /^"(.*)"$/.exec(line);
    if (start?.[1] === "msgid") {
      flush();
      field = "msgid";
      id = start[2]!;
    } else if (start?.[1] === "msgstr") {
      field = "msgstr";
      str = start[2]!;
    } else if (more && field === "msgid") id += more[1];
    else if (more && field === "msgstr") str += more[1];
    else field = null;
  }
  flush();
  return entries;
}

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
