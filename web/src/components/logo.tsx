import { useLingui } from "@lingui/react/macro";

/** The Hitch mark and name. */
export function Logo() {
  const { t } = useLingui();
  return (
    <p className="logo">
      <img className="logo-mark" src="/icon.svg" alt="" width="40" height="40" />
      <span className="logo-name">{t({ message: "Hitch", context: "product name" })}</span>
    </p>
  );
}
