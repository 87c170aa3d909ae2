// The app's Lingui catalogs, read with Lingui's own .po reader, for checking that
// a screen shows one language only.
import { readdirSync, readFileSync } from "node:fs";
import { formatter } from "@lingui/format-po";
import type { Language } from "./text.ts";

const SPANISH_DIR = "locales/es";

/** Every message of every Spanish catalog (messages.po and the legal pages' legal.po). */
async function spanishCatalog(): Promise<{ message: string; translation: string; context?: string }[]> {
  const po = formatter({ lineNumbers: false });
  const entries = [];
  for (const file of readdirSync(SPANISH_DIR).filter((name) => name.endsWith(".po"))) {
    const catalog = await po.parse(readFileSync(`${SPANISH_DIR}/${file}`, "utf8"), {
      locale: "es",
      sourceLocale: "en-US",
      filename: file,
    });
    for (const entry of Object.values(catalog ?? {})) {
      if (entry.message && entry.translation) {
        entries.push({ message: entry.message, translation: entry.translation, context: entry.context });
      }
    }
  }
  return entries;
}

/**
 * Sentences of the other language that must not show: every catalog message of two words or
 * more whose translation differs (names such as "Hitch" or "Knight" read the same in both).
 */
export async function foreignSentences(mine: Language): Promise<string[]> {
  const pairs = (await spanishCatalog()).filter(
    ({ message, translation }) => translation !== message && !/[{<]/.test(message + translation),
  );
  const foreign = pairs.map(({ message, translation }) => (mine === "es" ? message : translation));
  return foreign.filter((text) => text.trim().split(/\s+/).length >= 2);
}

/**
 * The words a screen shows for a source message, in the test's language: the message itself in
 * English, its catalog translation in Spanish (a missing one fails the test), with `{name}`
 * placeholders filled in; `context` picks the message written with that context. Keeps the workflow's
 * tests in one text, read in both languages.
 */
export async function translator(mine: Language) {
  const catalog = await spanishCatalog();
  const translations = new Map(catalog.map((e) => [e.message, e.translation]));
  // A message written with a context (Lingui's msgctxt) may read differently in each: "Status".
  const inContext = new Map(catalog.map((e) => [`${e.context ?? ""}\u0004${e.message}`, e.translation]));
  return (message: string, values: Record<string, string> = {}, context?: string): string => {
    const spanish =
      context === undefined ? translations.get(message) : inContext.get(`${context}\u0004${message}`);
    const text = mine === "es" ? spanish : message;
    if (text === undefined) throw new Error(`No Spanish for "${message}"`);
    return text
      .replace(/<\/?\d+>/g, "")
      .replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  };
}
