// The server side of the prerendered public screens (decision 055), built by
// prerender-plugin.ts for Node and run at build time: the app's own tree, as
// web/src/app/start.tsx renders it, at one path in one language, as HTML. React's
// static prerender waits for the lazy screens, so the HTML holds the whole screen.

import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import type { Locale } from "#shared/languages.ts";
import type { PrerenderedPath } from "#shared/prerendered-pages.ts";
import { App } from "#web/app/app.tsx";
import { preloadScreen } from "#web/app/prerendered-screens.ts";
import { AppRoutes } from "#web/app/routes.tsx";
import { LoadingScreen } from "#web/components/loading-screen.tsx";
import { activateLocale } from "#web/lib/i18n.ts";

/** The markup of `#root` for the screen at `path` in `locale`. */
export async function renderScreen(path: PrerenderedPath, locale: Locale): Promise<string> {
  await Promise.all([activateLocale(locale), preloadScreen(path, locale)]);
  const { prelude } = await prerender(
    <App>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </App>,
  );
  return new Response(prelude).text();
}

/**
 * The loading screen in `locale`, for the shell the edge serves on every other screen: it shows
 * from the first byte while the app's code arrives, and the app draws over it.
 */
export async function renderLoading(locale: Locale): Promise<string> {
  await activateLocale(locale);
  const { prelude } = await prerender(
    <I18nProvider i18n={i18n}>
      <LoadingScreen />
    </I18nProvider>,
  );
  return new Response(prelude).text();
}
