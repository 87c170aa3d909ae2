// The driver's copy is in English for the record (decision 054), whatever the
// app's language: a second Lingui instance with the en-US catalog, loaded beside
// the active one (the catalog is the app's own, so every word is the same as on
// the screens). When the app is in English, that instance is the app's. A shared
// report (decision 128) says its words beside the English in the driver's
// language, which may not be the app's of whoever opens it: an instance of that
// language, loaded the same way.
import { type I18n, setupI18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { type Locale, RECORD_LOCALE } from "#shared/languages.ts";

const CATALOGS = {
  "en-US": () => Promise.all([import("#locales/en-US/messages.po"), import("#locales/en-US/workflow.po")]),
  es: () => Promise.all([import("#locales/es/messages.po"), import("#locales/es/workflow.po")]),
} satisfies Record<Locale, () => Promise<unknown>>;

const loaded = new Map<Locale, Promise<I18n>>();

/** An instance of `locale`, loaded once: the shell's catalog and the workflow's (decision 058). */
function loadLocale(locale: Locale): Promise<I18n> {
  let instance = loaded.get(locale);
  if (!instance) {
    instance = CATALOGS[locale]().then(([shell, workflow]) => {
      const i18n = setupI18n();
      i18n.loadAndActivate({ locale, messages: { ...shell.messages, ...workflow.messages } });
      return i18n;
    });
    loaded.set(locale, instance);
  }
  return instance;
}

/** An instance of `locale`, or null while its catalog loads (the app's own when it is in that language). */
export function useLocaleI18n(locale: Locale): I18n | null {
  const { i18n } = useLingui();
  const active = i18n.locale === locale;
  const [instance, setInstance] = useState<I18n | null>(null);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (active) return;
    let live = true;
    loadLocale(locale).then(
      (made) => live && setInstance(made),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [active, locale]);
  // A chunk that cannot be fetched (no signal, never opened before) goes to the route's error boundary.
  if (failure) throw failure.error;
  return active ? i18n : instance?.locale === locale ? instance : null;
}

/** The English instance, or null while its catalog loads (the app's own when it is in English). */
export function useEnglish(): I18n | null {
  return useLocaleI18n(RECORD_LOCALE);
}
