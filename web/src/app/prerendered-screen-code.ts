// What a prerendered public screen (decision 055) needs loaded before it renders, so that it
// renders the same on the build machine (web/prerender/render-screen.tsx) and on the phone
// (first-screen/start.tsx, handed it by app/start.ts): its lazy chunk and, for the legal texts,
// their catalog.
import { i18n } from "@lingui/core";
import type { Locale } from "#shared/languages.ts";
import type { PrerenderedPath } from "#shared/prerendered-pages.ts";
import { loadLazy } from "#web/first-screen/first-screen.ts";
import { screenAt } from "./routes.tsx";

const LEGAL_PAGES: readonly PrerenderedPath[] = ["/privacyPolicy", "/termsOfUse"];

/**
 * Loads what a prerendered screen needs before it renders: its lazy chunk and, for the legal
 * texts, their catalog, which the screen otherwise loads after its first render (an empty page
 * first, which would not match the HTML).
 */
export async function preloadScreen(path: PrerenderedPath, locale: Locale): Promise<void> {
  await Promise.all([
    loadLazy(screenAt(path)),
    LEGAL_PAGES.includes(path)
      ? import("#web/features/legal/load-legal-catalog.ts").then(({ loadLegalCatalog }) =>
          loadLegalCatalog(i18n, locale),
        )
      : undefined,
  ]);
}
