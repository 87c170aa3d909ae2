// The server side of the prerendered public screens (decision 055), built by
// prerender-plugin.ts for Node and run at build time: the app's own tree, as
// web/src/app/start.tsx renders it, at one path in one language, as HTML. React's
// static prerender waits for the lazy screens, so the HTML holds the whole screen.
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import type { Locale } from "../../shared/languages.ts";
import type { PrerenderedPath } from "../../shared/prerendered-pages.ts";
import { App } from "../src/app/app.tsx";
import { preloadScreen } from "../src/app/prerendered-screens.ts";
import { AppRoutes } from "../src/app/routes.tsx";
import { activateLocale } from "../src/lib/i18n.ts";

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
