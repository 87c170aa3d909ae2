// The app's languages (docs/product.md §1, decision 035) and how a language is read from
// what a browser sends: the page (web/src/lib/i18n.ts) and the edge Worker, which
// serves the prerendered public screens in the driver's language (decision 055),
// pick it the same way, so the HTML that arrives is the HTML the page hydrates.

export const LOCALES = ["en-US", "es"] as const;
export type Locale = (typeof LOCALES)[number];
const DEFAULT_LOCALE: Locale = "en-US";
/** The record's language: a driver's copy and a shared report are in English (decision 054). */
export const RECORD_LOCALE: Locale = "en-US";

/**
 * The driver's chosen language, set by the page (not HttpOnly) whenever they choose one, so the
 * edge can serve a prerendered screen in it. The page's own record stays in local storage.
 */
export const LANGUAGE_COOKIE = "lang";
/** A year: the choice outlives sessions, as the stored one does. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** A language tag's locale: any Spanish ("es", "es-MX", "es-419") is es, anything else English. */
export function localeOfLanguage(tag: string | undefined): Locale {
  return tag?.trim().toLowerCase().startsWith("es") ? "es" : DEFAULT_LOCALE;
}

/**
 * The locale of the browser's most preferred language in an Accept-Language header (highest
 * q, the first on a tie), as `navigator.language` is the first of the browser's languages.
 */
export function localeOfAcceptLanguage(header: string | null | undefined): Locale {
  let best: { tag: string; q: number } | undefined;
  for (const part of (header ?? "").split(",")) {
    const [tag = "", ...params] = part.split(";").map((s) => s.trim());
    if (tag === "" || tag === "*") continue;
    const qParam = params.find((p) => p.toLowerCase().startsWith("q="));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  return localeOfLanguage(best?.tag);
}
