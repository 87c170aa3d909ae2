import type { I18n, Messages } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";

// A static map, so the bundler emits one lazy chunk per locale.
const loaders = {
  "en-US": () => import("#locales/en-US/legal.po"),
  es: () => import("#locales/es/legal.po"),
} satisfies Record<string, () => Promise<{ messages: Messages }>>;

type CatalogLocale = keyof typeof loaders;

const fetched = new Map<CatalogLocale, Messages>();

function catalogLocaleFor(locale: string): CatalogLocale {
  return Object.hasOwn(loaders, locale) ? (locale as CatalogLocale) : "en-US";
}

/** Merges the legal catalog for `locale` into `i18n`, leaving the active locale alone (the app shell owns it). */
export async function loadLegalCatalog(i18n: I18n, locale: string): Promise<void> {
  const catalogLocale = catalogLocaleFor(locale);
  const { messages } = await loaders[catalogLocale]();
  fetched.set(catalogLocale, messages);
  // A copy: i18n.load merges later catalogs into the object it was given first.
  i18n.load(locale, { ...messages });
}

// Checked on every render rather than remembered: the shell's loadAndActivate replaces a
// locale's messages wholesale, which drops the legal ones merged in earlier.
function hasLegalCatalog(i18n: I18n): boolean {
  const catalog = fetched.get(catalogLocaleFor(i18n.locale));
  if (!catalog) return false;
  const active = i18n.messages;
  return Object.keys(catalog).every((id) => Object.hasOwn(active, id));
}

/** True once the active locale's legal texts are in i18n; loads them (again) whenever they are missing. */
export function useLegalCatalog(): boolean {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const ready = hasLegalCatalog(i18n);
  const [failure, setFailure] = useState<{ error: unknown }>();

  useEffect(() => {
    if (ready) return;
    loadLegalCatalog(i18n, locale).catch((error: unknown) => setFailure({ error }));
  }, [i18n, locale, ready]);

  // A chunk that cannot be fetched (no signal) goes to the route's error boundary.
  if (failure) throw failure.error;
  return ready;
}
