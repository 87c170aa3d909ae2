// The app's Lingui catalogs, read with Lingui's own .po reader, for checking that
// a screen shows one language only.
import { readdirSync, readFileSync } from "node:fs";
import { formatter } from "@lingui/format-po";
import type { Language } from "./text.ts";

const SPANISH_DIR = "locales/es";

/** Every message of every Spanish catalog (messages.po and the legal pages' legal.po). */
async function spanishCatalog(): Promise<{ message: string; translation: string }[]> {
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
        entries.push({ message: entry.message, translation: entry.translation });
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
