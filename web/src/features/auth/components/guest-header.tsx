import { LanguageSwitch } from "#web/components/language-switch.tsx";
import { Logo } from "#web/components/logo.tsx";

/** The top of the signed-out screens: the brand and a language switch. */
export function GuestHeader() {
  return (
    <header className="guest-header">
      <Logo />
      <LanguageSwitch />
    </header>
  );
}
