// Holds the Spanish catalogs to the yard glossary (locales/glossary.ts, decision 057): a Spanish
// message whose English names a glossary term uses the term's Spanish and none of its avoided
// variants, and no Spanish message speaks as "tú". Run by `npm run i18n:check`.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { formatter } from "@lingui/format-po";
import { GLOSSARY, INFORMAL_WORDS } from "#locales/glossary.ts";
import type { GlossaryEntry } from "#locales/glossary-entry.ts";

const SPANISH_DIR = "locales/es";

export type CatalogMessage = { file: string; context?: string; message: string; translation: string };

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * One pattern for a list of words: each matched whole (no letter or digit on either side), or as
 * the start of a word when it ends in "*".
 */
export function wordsPattern(words: readonly string[], exactCase = false): RegExp {
  const alternatives = words.map((word) =>
    word.endsWith("*") ? `${literally(word.slice(0, -1))}[\\p{L}\\p{N}]*` : literally(word),
  );
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`,
    exactCase ? "u" : "iu",
  );
}

type CompiledEntry = {
  entry: GlossaryEntry;
  english: RegExp;
  unless?: RegExp;
  spanish: RegExp;
  avoid: RegExp;
};

function compile(glossary: readonly GlossaryEntry[]): CompiledEntry[] {
  return glossary.map((entry) => ({
    entry,
    english: wordsPattern(entry.english),
    unless: entry.unless ? new RegExp(wordsPattern(entry.unless).source, "giu") : undefined,
    spanish: wordsPattern(entry.spanish, entry.exactCase),
    avoid: new RegExp(wordsPattern(entry.avoid).source, "giu"),
  }));
}

/**
 * The words a driver reads: without tags, placeholders and the heads of plural forms, which are
 * names in code ("{trailer}"), but with the words of each plural form.
 */
const words = (text: string) =>
  text
    .replace(/<\/?\d+>/g, " ")
    .replace(/\{\w+, *(?:plural|select|selectordinal),/g, " ")
    .replace(/(?<![\p{L}\p{N}])(?:zero|one|two|few|many|other|=\d+) *\{/gu, " ")
    .replace(/\{\w+\}/g, " ");

/** What in these Spanish messages breaks the glossary or the "usted" voice, one line per problem. */
export function glossaryProblems(
  messages: readonly CatalogMessage[],
  glossary: readonly GlossaryEntry[] = GLOSSARY,
  informal: readonly string[] = INFORMAL_WORDS,
): string[] {
  const entries = compile(glossary);
  const familiar = new RegExp(wordsPattern(informal).source, "giu");
  const problems: string[] = [];
  for (const { file, context, message, translation } of messages) {
    if (!translation) continue;
    const where = `${file}: "${message}"${context ? ` (${context})` : ""} → "${translation}"`;
    const english = words(message);
    const spanish = words(translation);
    for (const { entry, english: names, unless, spanish: term, avoid } of entries) {
      if (!names.test(unless ? english.replace(unless, " ") : english)) continue;
      if (!term.test(spanish)) problems.push(`${where}: "${entry.en}" is "${entry.es}" in Spanish`);
      const avoided = [...new Set([...spanish.matchAll(avoid)].map((match) => match[0]))];
      if (avoided.length > 0) {
        problems.push(
          `${where}: avoid ${avoided.map((w) => `"${w}"`).join(", ")} for "${entry.en}" (say "${entry.es}")`,
        );
      }
    }
    const tu = [...new Set([...spanish.matchAll(familiar)].map((match) => match[0]))];
    if (tu.length > 0)
      problems.push(`${where}: ${tu.map((w) => `"${w}"`).join(", ")} is "tú"; speak as "usted"`);
  }
  return problems;
}

/** Every translated message of every Spanish catalog, read with Lingui's own .po reader. */
export async function spanishMessages(dir = SPANISH_DIR): Promise<CatalogMessage[]> {
  const po = formatter({ lineNumbers: false });
  const messages: CatalogMessage[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".po"))) {
    const path = join(dir, file);
    const catalog = await po.parse(readFileSync(path, "utf8"), {
      locale: "es",
      sourceLocale: "en-US",
      filename: path,
    });
    for (const entry of Object.values(catalog ?? {})) {
      if (entry.message && entry.translation) {
        messages.push({
          file: path,
          context: entry.context,
          message: entry.message,
          translation: entry.translation,
        });
      }
    }
  }
  return messages;
}

if (import.meta.main) {
  const messages = await spanishMessages();
  const problems = glossaryProblems(messages);
  if (problems.length > 0) {
    console.error(
      `Spanish off the yard glossary (${problems.length}), see locales/glossary.ts:\n${problems.join("\n")}`,
    );
    process.exit(1);
  }
  console.log(`glossary: ${messages.length} Spanish messages use the yard glossary's words, as "usted"`);
}
