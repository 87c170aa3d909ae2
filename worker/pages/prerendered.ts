// The public screens as ready HTML (decision 055): at a prerendered screen's
// path, the build's HTML of that screen in the driver's language: the one they
// chose (the `lang` cookie the page sets), else their browser's first language
// (Accept-Language). Every other screen gets the app's shell in that language
// (its stylesheet inline, its catalog preloaded, the loading screen showing), as
// does a signed-in driver on the guest screens, which send them on. The plain
// shell is at /index.html, the URL the service worker keeps it under for
// opening with no signal.
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { isLocale, LANGUAGE_COOKIE, type Locale, localeOfAcceptLanguage } from "#shared/languages.ts";
import {
  GUEST_ONLY_PAGES,
  type PrerenderedPath,
  prerenderedAssetPath,
  shellAssetPath,
} from "#shared/prerendered-pages.ts";
import type { AppEnv } from "#worker/app-env.ts";
import { readSessionCookie } from "#worker/session/session-cookie.ts";
import { inlineHashes } from "./inline-hashes.ts";
import { withRoutePreloads } from "./route-preloads.ts";

/** What the prerendered HTML depends on, for the browser's cache and any cache in between. */
export const PAGE_VARY = "Cookie, Accept-Language";

export function pageLocale(c: Context<AppEnv>): Locale {
  const chosen = getCookie(c, LANGUAGE_COOKIE);
  return isLocale(chosen) ? chosen : localeOfAcceptLanguage(c.req.header("accept-language"));
}

/** The assets binding's answer for another path of the build, as this request asked it. */
const assetAt = (c: Context<AppEnv>, path: string) =>
  c.env.ASSETS.fetch(new Request(new URL(path, c.req.url), c.req.raw));

/** The app's plain shell (index.html, its stylesheet linked): the binding serves it at "/". */
export const serveShell = (c: Context<AppEnv>) => assetAt(c, "/");

/**
 * A document of the build in the driver's language. Always the whole page (a GET, no conditional
 * headers): its inline styles' and script's hashes go in the CSP, and a 304 would hand the browser a CSP
 * without them for its cached copy; the pages are small. A build without the file (nothing
 * prerendered) answers the plain shell: the binding's single-page fallback.
 */
async function serveDocument(
  c: Context<AppEnv>,
  assetPath: string,
  locale: Locale,
  edit: (html: string) => Promise<string> = async (html) => html,
): Promise<Response> {
  const page = await c.env.ASSETS.fetch(new URL(assetPath, c.req.url));
  const html = await edit(await page.text());
  c.set("inlineHashes", await inlineHashes(html));
  const res = new Response(c.req.method === "HEAD" ? null : html, page);
  res.headers.delete("Content-Length");
  res.headers.append("Vary", PAGE_VARY);
  res.headers.set("Content-Language", locale);
  return res;
}

/** The code of the screen at the request's path, preloaded in the shell `html` (route-preloads.ts). */
const preloaded = (c: Context<AppEnv>, html: string, locale: Locale) =>
  withRoutePreloads(c, html, new URL(c.req.url).pathname, locale);

/**
 * The app's shell in the driver's language, for every screen that is not prerendered, with the
 * code of the screen at the request's path preloaded.
 */
export function serveLocaleShell(c: Context<AppEnv>): Promise<Response> {
  const locale = pageLocale(c);
  return serveDocument(c, shellAssetPath(locale), locale, (html) => preloaded(c, html, locale));
}

/** The text of the app's shell in `locale`, with the code of the screen at the request's path preloaded. */
export async function localeShellText(c: Context<AppEnv>, locale: Locale): Promise<string> {
  const page = await c.env.ASSETS.fetch(new URL(shellAssetPath(locale), c.req.url));
  return preloaded(c, await page.text(), locale);
}

/** Whether `path` is a guest screen asked for by a driver signed in: they get the app's shell there. */
export const signedInOnGuestPage = (c: Context<AppEnv>, path: PrerenderedPath) =>
  readSessionCookie(c) !== undefined && GUEST_ONLY_PAGES.includes(path);

export function servePrerendered(c: Context<AppEnv>, path: PrerenderedPath): Promise<Response> {
  const locale = pageLocale(c);
  return serveDocument(c, prerenderedAssetPath(path, locale), locale);
}
