import { useLingui } from "@lingui/react/macro";
import { chooseLocale } from "#web/lib/i18n.ts";

/** Switches between English and Spanish; each choice is named in its own language. */
export function LanguageSwitch() {
  const { i18n, t } = useLingui();
  const spanish = i18n.locale === "es";
  return (
    <button
      type="button"
      className="language-switch"
      lang={spanish ? "en-US" : "es"}
      onClick={() => void chooseLocale(spanish ? "en-US" : "es")}
    >
      {spanish
        ? t({ message: "English", context: "language name" })
        : t({ message: "Español", context: "language name" })}
    </button>
  );
}
