// The server side of the prerendered public screens (decision 055) and of the
// signed-in shells (decision 086), built by prerender-plugin.ts for Node and run
// at build time: the app's own tree, as web/src/app/start.tsx renders it, at one
// path in one language, as HTML. React's static prerender waits for the lazy
// screens, so the HTML holds the whole screen.

import { i18n } from "@lingui/core";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { I18nProvider } from "@lingui/react";
import { batch } from "@preact/signals-react";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import type { Locale } from "#shared/languages.ts";
import type { Company } from "#shared/logistics/enums.ts";
import type { PrerenderedPath } from "#shared/prerendered-pages.ts";
import { type SignedInShellPath, slot } from "#shared/signed-in-shells.ts";
import { formatPhoneNumber } from "#shared/validation.ts";
import { App } from "#web/app/app.tsx";
import { PERSISTENT_ALERT_ID } from "#web/app/app-start.ts";
import { preloadScreen } from "#web/app/prerendered-screens.ts";
import { AppRoutes, preloadScreenAt } from "#web/app/routes.tsx";
import { LoadingScreen } from "#web/components/loading-screen.tsx";
import { activateLocale } from "#web/lib/i18n.ts";
import { PERSISTENT_ALERT_PRIORITY } from "#web/stores/alert-queue.ts";
import { alerts } from "#web/stores/alerts.ts";
import { sessionConfirmed, userDetails } from "#web/stores/session.ts";

const markupOf = async (tree: ReactNode) => new Response((await prerender(tree)).prelude).text();

const appAt = (path: string) => (
  <App>
    <StaticRouter location={path}>
      <AppRoutes />
    </StaticRouter>
  </App>
);

/** The markup of `#root` for the screen at `path` in `locale`. */
export async function renderScreen(path: PrerenderedPath, locale: Locale): Promise<string> {
  await Promise.all([activateLocale(locale), preloadScreen(path, locale)]);
  return markupOf(appAt(path));
}

/** A phone number no driver has: rendered as the screens show it, then made the phone's slot. */
const SHELL_PHONE = "0000000000";
/** The company names' messages (lib/company-name.ts), rendered as the company's slot. */
const COMPANY_NAMES: Record<Company, string> = {
  knight: generateMessageId("Knight", "company name"),
  swift: generateMessageId("Swift", "company name"),
};

/**
 * A signed-in screen's shell in `locale` (decision 086): the screen as the app draws it for a
 * signed-in driver whose session the edge confirmed, with what depends on the driver as slots
 * (shared/signed-in-shells.ts): the order number, the phone, the company and the carrier's standing
 * notice (removed in the page when there is none). The order's state is not known yet (its line
 * says it is loading). Answers the markup and the company names in `locale`, for the fill script.
 */
export async function renderSignedInShell(
  path: SignedInShellPath,
  locale: Locale,
): Promise<{ markup: string; companyNames: Record<Company, string> }> {
  await Promise.all([activateLocale(locale), preloadScreenAt(path)]);
  const companyNames = {
    knight: i18n._(COMPANY_NAMES.knight),
    swift: i18n._(COMPANY_NAMES.swift),
  };
  // The names' compiled messages, while the screen renders, are the company's slot.
  const compiled = {
    [COMPANY_NAMES.knight]: i18n.messages[COMPANY_NAMES.knight] ?? [companyNames.knight],
    [COMPANY_NAMES.swift]: i18n.messages[COMPANY_NAMES.swift] ?? [companyNames.swift],
  };
  i18n.load(locale, { [COMPANY_NAMES.knight]: [slot("company")], [COMPANY_NAMES.swift]: [slot("company")] });
  batch(() => {
    userDetails.value = {
      orderNumber: slot("orderNumber"),
      mobileNumber: SHELL_PHONE,
      company: "knight",
      loadId: "shell",
    };
    sessionConfirmed.value = true;
    alerts.add({
      id: PERSISTENT_ALERT_ID,
      priority: PERSISTENT_ALERT_PRIORITY,
      theme: "info",
      message: slot("alertMessage"),
      details: slot("alertDetails"),
    });
  });
  try {
    const markup = await markupOf(appAt(path));
    return { markup: markup.replaceAll(formatPhoneNumber(SHELL_PHONE), slot("mobileNumber")), companyNames };
  } finally {
    i18n.load(locale, compiled);
    batch(() => {
      userDetails.value = null;
      sessionConfirmed.value = false;
      alerts.clear();
    });
  }
}

/**
 * The loading screen in `locale`, for the shell the edge serves on every other screen: it shows
 * from the first byte while the app's code arrives, and the app draws over it.
 */
export async function renderLoading(locale: Locale): Promise<string> {
  await activateLocale(locale);
  return markupOf(
    <I18nProvider i18n={i18n}>
      <LoadingScreen />
    </I18nProvider>,
  );
}
