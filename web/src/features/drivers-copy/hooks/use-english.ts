// The driver's copy is in English for the record (decision 054), whatever the
// app's language: a second Lingui instance with the en-US catalog, loaded beside
// the active one (the catalog is the app's own, so every word is the same as on
// the screens). When the app is in English, that instance is the app's.
import { type I18n, setupI18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";

export const RECORD_LOCALE = "en-US";

let english: Promise<I18n> | undefined;

/** The en-US instance, loaded once: the shell's catalog and the workflow's (decision 058). */
function loadEnglish(): Promise<I18n> {
  english ??= Promise.all([import("#locales/en-US/messages.po"), import("#locales/en-US/workflow.po")]).then(
    ([shell, workflow]) => {
      const instance = setupI18n();
      instance.loadAndActivate({
        locale: RECORD_LOCALE,
        messages: { ...shell.messages, ...workflow.messages },
      });
      return instance;
    },
  );
  return english;
}

/** The English instance, or null while its catalog loads (the app's own when it is in English). */
export function useEnglish(): I18n | null {
  const { i18n } = useLingui();
  const inEnglish = i18n.locale === RECORD_LOCALE;
  const [loaded, setLoaded] = useState<I18n | null>(null);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (inEnglish) return;
    let live = true;
    loadEnglish().then(
      (instance) => live && setLoaded(instance),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [inEnglish]);
  // A chunk that cannot be fetched (no signal, never opened before) goes to the route's error boundary.
  if (failure) throw failure.error;
  return inEnglish ? i18n : loaded;
}
