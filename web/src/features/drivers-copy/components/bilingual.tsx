import type { I18n, MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { RECORD_LOCALE } from "#web/features/drivers-copy/hooks/use-english.ts";

/**
 * Says a message in English, and beside it in the driver's language when that is not English:
 * `<Bilingual>` for a message, `<BilingualTime>` for a moment.
 */
export function Bilingual({ english, message }: { english: I18n; message: MessageDescriptor }) {
  const { i18n } = useLingui();
  return pair(i18n, english._(message), i18n.locale === RECORD_LOCALE ? null : i18n._(message));
}

export function BilingualTime({ english, iso }: { english: I18n; iso: string }) {
  const { i18n } = useLingui();
  const date = new Date(iso);
  const format = (locale: string) =>
    new Intl.DateTimeFormat(locale, {
      year: "numeric",
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    }).format(date);
  return (
    <time dateTime={iso}>
      {pair(i18n, format(english.locale), i18n.locale === RECORD_LOCALE ? null : format(i18n.locale))}
    </time>
  );
}

function pair(i18n: I18n, english: string, translated: string | null): ReactNode {
  if (translated === null) return <span lang={RECORD_LOCALE}>{english}</span>;
  return (
    <>
      <span lang={RECORD_LOCALE}>{english}</span>
      <span className="copy-translation" lang={i18n.locale}>
        {translated}
      </span>
    </>
  );
}
