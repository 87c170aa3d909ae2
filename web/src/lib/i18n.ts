// Languages (spec §1): en-US by default, es, English as the fallback. The
// driver's choice is persisted (and mirrored in a cookie the edge reads, decision
// 055); without one, a Spanish browser starts in Spanish. Each catalog is loaded
// on demand, and <html lang> follows the locale.
import { i18n, type Messages } from "@lingui/core";
import { effect } from "@preact/signals-react";
import { z } from "zod/mini";
import { DEFAULT_LOCALE, LOCALES, type Locale, localeOfLanguage } from "../../../shared/languages.ts";
import { writeLanguageCookie } from "./language-cookie.ts";
import { persistedSignal } from "./storage.ts";

export { DEFAULT_LOCALE, LOCALES, type Locale };
export const LocaleSchema = z.enum(LOCALES);

/** The driver's explicit choice; null until they make one. */
export const chosenLocale = persistedSignal("locale", z.nullable(LocaleSchema), null);

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  "en-US": () => import("../../../locales/en-US/messages.po"),
  es: () => import("../../../locales/es/messages.po"),
};

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

const loaded = new Set<Locale>();
/** The locale asked for last: a catalog that arrives after a later request must not win. */
let requested: Locale | undefined;

/** Loads the locale's catalog (once) and makes it the active language; false if overtaken. */
export async function activateLocale(locale: Locale): Promise<boolean> {
  requested = locale;
  if (!loaded.has(locale)) {
    const { messages } = await catalogs[locale]();
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  if (requested !== locale) return false;
  i18n.activate(locale);
  return true;
}

/** The driver picked a language: remember it and switch. */
export async function chooseLocale(locale: Locale): Promise<void> {
  if (await activateLocale(locale)) chosenLocale.value = locale;
}

// Keep <html lang> in step with the active language, for screen readers and hyphenation.
i18n.on("change", () => {
  if (typeof document !== "undefined") document.documentElement.lang = i18n.locale;
});

// The edge serves the prerendered screens in the language of this cookie (decision 055).
effect(() => writeLanguageCookie(chosenLocale.value));

// Another tab chose a language.
effect(() => {
  const locale = chosenLocale.value;
  if (locale && i18n.locale && locale !== i18n.locale) void activateLocale(locale);
});
