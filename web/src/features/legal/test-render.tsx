// Renders the legal routes as the app shell mounts them, for the tests next to this file.
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { messages as en } from "#locales/en-US/messages.po";
import { messages as es } from "#locales/es/messages.po";
import PrivacyPolicyPage from "./privacy-policy-page.tsx";
import TermsOfUsePage from "./terms-of-use-page.tsx";

/**
 * The shell activates the locale with its own catalog only (the shell's Back is in it); the legal
 * pages must fetch and merge theirs. `entries` is the in-app history, the last one open.
 */
export function renderLegalRoutes(locale: "en-US" | "es", entries: string[]) {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: locale === "es" ? es : en });
  const view = render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={entries}>
        <Routes>
          <Route path="/login" element={<p data-testid="login-route" />} />
          <Route path="/privacyPolicy" element={<PrivacyPolicyPage />} />
          <Route path="/termsOfUse" element={<TermsOfUsePage />} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
  return { i18n, ...view };
}
