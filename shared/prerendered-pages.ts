// The public screens that reach the phone as ready HTML (decision 055): the build
// prerenders each in every language (web/prerender/), the edge Worker serves the
// driver's language at the screen's path (worker/pages/prerendered.ts), and the
// page hydrates it (web/src/first-screen/start.tsx).
import type { Locale } from "./languages.ts";

/** Each prerendered screen's path, with the name of the file it is written to. */
export const PRERENDERED_PAGES = {
  "/": "welcome",
  "/login": "login",
  "/privacyPolicy": "privacy-policy",
  "/termsOfUse": "terms-of-use",
  "/unauthorized": "unauthorized",
} as const;

export type PrerenderedPath = keyof typeof PRERENDERED_PAGES;

/** Screens only for drivers who are not signed in: a signed-in driver gets the app's shell there. */
export const GUEST_ONLY_PAGES: readonly PrerenderedPath[] = ["/", "/login"];

export function isPrerenderedPath(path: string): path is PrerenderedPath {
  return Object.hasOwn(PRERENDERED_PAGES, path);
}

/** The built client's folder that holds them, one folder per locale. */
export const PRERENDERED_DIR = "_prerendered";

/**
 * Where a prerendered screen is in the built client, as the assets binding serves it (by its
 * name without `.html`: the binding answers a `.html` path with a redirect to that name).
 */
export function prerenderedAssetPath(path: PrerenderedPath, locale: Locale): string {
  return `/${PRERENDERED_DIR}/${locale}/${PRERENDERED_PAGES[path]}`;
}

/**
 * The app's shell in a language (its stylesheet inline, its catalog preloaded, the loading screen
 * in #root), served on every screen that is not prerendered; as the assets binding serves it.
 */
export const shellAssetPath = (locale: Locale) => `/${PRERENDERED_DIR}/${locale}/shell`;

/** The file a prerendered screen is written to, relative to the built client's folder. */
export function prerenderedFile(path: PrerenderedPath, locale: Locale): string {
  return `${prerenderedAssetPath(path, locale).slice(1)}.html`;
}

/** Attributes on the prerendered `#root`: which screen, in which language, the HTML holds. */
export const PRERENDERED_PATH_ATTRIBUTE = "data-prerendered-path";
export const PRERENDERED_LOCALE_ATTRIBUTE = "data-prerendered-locale";
