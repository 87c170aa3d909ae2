// The prerendered public screens on the page's side (decision 055): which one
// the HTML holds, and whether the page can take it over as it is (hydrate) or must
// draw the app afresh. What a screen needs loaded first, so that it renders the
// same on the build machine and on the phone, is the app's (app/prerendered-screen-code.ts).
import { isLocale, type Locale } from "#shared/languages.ts";
import {
  GUEST_ONLY_PAGES,
  isPrerenderedPath,
  PRERENDERED_LOCALE_ATTRIBUTE,
  PRERENDERED_PATH_ATTRIBUTE,
  type PrerenderedPath,
} from "#shared/prerendered-pages.ts";
import { loggedOut, userDetails } from "#web/stores/session.ts";

export type Prerendered = { path: PrerenderedPath; locale: Locale };

/** The screen and language the prerendered HTML in `root` holds, if it holds one. */
export function readPrerendered(root: Element): Prerendered | undefined {
  const path = root.getAttribute(PRERENDERED_PATH_ATTRIBUTE);
  const locale = root.getAttribute(PRERENDERED_LOCALE_ATTRIBUTE);
  if (path === null || !isPrerenderedPath(path) || !isLocale(locale)) return undefined;
  return { path, locale };
}

/**
 * Whether the page's first render is the prerendered one: the same screen and language, and
 * nothing the phone knows that the build did not (a signed-in driver on a guest screen, the
 * logged-out rule, a navigation's state such as Welcome's company-driver notice). Otherwise the
 * page draws the app afresh over it, as it did before screens were prerendered.
 */
export function canHydrate(served: Prerendered, locale: Locale, at: Location = globalThis.location): boolean {
  const navigationState = (globalThis.history?.state as { usr?: unknown } | null)?.usr;
  return (
    served.path === at.pathname &&
    served.locale === locale &&
    navigationState == null &&
    !loggedOut.value &&
    !(GUEST_ONLY_PAGES.includes(served.path) && userDetails.value !== null)
  );
}
