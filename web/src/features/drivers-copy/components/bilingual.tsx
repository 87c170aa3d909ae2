import type { I18n, MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { RECORD_LOCALE } from "#shared/languages.ts";

/**
 * Says a message in English, and beside it in the driver's language when that is not English:
 * `<Bilingual>` for a message, `<BilingualTime>` for a moment, `<BilingualText>` for words made
 * in each language by `say`.
 */
export function Bilingual({ english, message }: { english: I18n; message: MessageDescriptor }) {
  return <BilingualText english={english} say={(i18n) => i18n._(message)} />;
}

export function BilingualText({ english, say }: { english: I18n; say: (i18n: I18n) => string }) {
  const { i18n } = useLingui();
  return pair(i18n, say(english), i18n.locale === RECORD_LOCALE ? null : say(i18n));
}

/** A moment as the copy writes it, in `locale`. */
export function momentText(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(iso));
}

export function BilingualTime({ english, iso }: { english: I18n; iso: string }) {
  const { i18n } = useLingui();
  return (
    <time dateTime={iso}>
      {pair(
        i18n,
        momentText(english.locale, iso),
        i18n.locale === RECORD_LOCALE ? null : momentText(i18n.locale, iso),
      )}
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

/** One fact of a record: its label in both languages, then what it says. */
export function Fact({
  english,
  label,
  children,
}: {
  english: I18n;
  label: MessageDescriptor;
  children: ReactNode;
}) {
  return (
    <div>
      <dt>
        <Bilingual english={english} message={label} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
