// Languages (docs/product.md §1): en-US by default, es, English as the fallback. The
// driver's choice is persisted (and mirrored in a cookie the edge reads, decision
// 055); without one, a Spanish browser starts in Spanish. Each catalog is loaded
// on demand, and <html lang> follows the locale.
import { i18n, type Messages } from "@lingui/core";
import { effect } from "@preact/signals-react";
import { z } from "zod/mini";
import { LOCALES, type Locale, localeOfLanguage } from "#shared/languages.ts";
import { writeLanguageCookie } from "./language-cookie.ts";
import { persistedSignal } from "./storage.ts";

export type { Locale };

const LocaleSchema = z.enum(LOCALES);

/** The driver's explicit choice; null until they make one. */
export const chosenLocale = persistedSignal("locale", z.nullable(LocaleSchema), null);

type Catalogs = Record<Locale, () => Promise<{ messages: Messages }>>;

/**
 * The app's catalogs (decision 058): `messages` holds what the first screen may show and loads
 * before it; `workflow` holds the strings of the trailer workflow's screens and loads with their
 * lazy chunks (`withWorkflowStrings`). Static maps, so the bundler emits one chunk per file.
 */
const catalogs = {
  messages: {
    "en-US": () => import("#locales/en-US/messages.po"),
    es: () => import("#locales/es/messages.po"),
  },
  workflow: {
    "en-US": () => import("#locales/en-US/workflow.po"),
    es: () => import("#locales/es/workflow.po"),
  },
} satisfies Record<string, Catalogs>;

type Catalog = keyof typeof catalogs;

export function detectLocale(language: string | undefined = globalThis.navigator?.language): Locale {
  return localeOfLanguage(language);
}

/**
 * The driver's choice, else the language a prerendered page arrived in (`served`: the edge read
 * it from the browser's Accept-Language), else the browser's language.
 */
export function initialLocale(served?: Locale): Locale {
  return chosenLocale.value ?? served ?? detectLocale();
}

/** The catalogs the app has asked for so far: every language it activates loads them all. */
const inUse = new Set<Catalog>(["messages"]);
const loaded = new Set<`${Catalog}:${Locale}`>();
/** The locale asked for last: a catalog that arrives after a later request must not win. */
let requested: Locale | undefined;

async function load(catalog: Catalog, locale: Locale): Promise<void> {
  if (loaded.has(`${catalog}:${locale}`)) return;
  const { messages } = await catalogs[catalog][locale]();
  // A copy: i18n.load merges later catalogs into the object it was given first.
  i18n.load(locale, { ...messages });
  loaded.add(`${catalog}:${locale}`);
}

/** Loads the locale's catalogs (once) and makes it the active language; false if overtaken. */
export async function activateLocale(locale: Locale): Promise<boolean> {
  requested = locale;
  await Promise.all([...inUse].map((catalog) => load(catalog, locale)));
  if (requested !== locale) return false;
  i18n.activate(locale);
  return true;
}

/**
 * Loads the workflow screens' strings in the language being activated. Before the first
 * activation it only marks them as needed: the first screen renders once activateLocale has
 * loaded every catalog in use.
 */
export async function loadWorkflowStrings(): Promise<void> {
  inUse.add("workflow");
  if (requested) await load("workflow", requested);
}

/**
 * A lazy chunk whose screens show workflow strings: it resolves once those strings are in i18n
 * too, so the screen never renders before its words (no flash of untranslated text).
 */
export function withWorkflowStrings<T>(loadChunk: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([loadChunk(), loadWorkflowStrings()]).then(([chunk]) => chunk);
}

/** The driver picked a language: remember it and switch. */
export async function chooseLocale(locale: Locale): Promise<void> {
  if (await activateLocale(locale)) chosenLocale.value = locale;
}

// Keep <html lang> in step with the active language, for screen readers and hyphenation.
// Only when it differs: setting the attribute restyles the whole page, even to the same value.
i18n.on("change", () => {
  if (typeof document !== "undefined" && document.documentElement.lang !== i18n.locale) {
    document.documentElement.lang = i18n.locale;
  }
});

// The edge serves the prerendered screens in the language of this cookie (decision 055).
effect(() => writeLanguageCookie(chosenLocale.value));

// Another tab chose a language.
effect(() => {
  const locale = chosenLocale.value;
  if (locale && i18n.locale && locale !== i18n.locale) void activateLocale(locale);
});
