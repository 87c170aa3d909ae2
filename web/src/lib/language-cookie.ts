// The driver's chosen language as a cookie, so the edge Worker serves the
// prerendered public screens in it before any script runs (decision 055). Not
// HttpOnly: the page writes it. Local storage keeps the page's own record
// (lib/i18n.ts); this mirrors it, and goes when no language is chosen.
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, type Locale } from "#shared/languages.ts";

function currentValue(doc: Document): string | undefined {
  const prefix = `${LANGUAGE_COOKIE}=`;
  return doc.cookie
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/** Sets (or, for null, removes) the language cookie; leaves it alone when it already says so. */
export function writeLanguageCookie(
  locale: Locale | null,
  doc: Document | undefined = globalThis.document,
): void {
  if (!doc) return;
  if ((currentValue(doc) || null) === locale) return;
  const secure = doc.location?.protocol === "https:" ? "; Secure" : "";
  const lifetime =
    locale === null
      ? "Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT"
      : `Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}`;
  doc.cookie = `${LANGUAGE_COOKIE}=${locale ?? ""}; Path=/; ${lifetime}; SameSite=Lax${secure}`;
}
