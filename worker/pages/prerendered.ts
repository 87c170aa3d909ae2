// The public screens as ready HTML (decision 055): at a prerendered screen's
// path, the build's HTML of that screen in the driver's language: the one they
// chose (the `lang` cookie the page sets), else their browser's first language
// (Accept-Language). A signed-in driver gets the app's shell on the guest
// screens, which send them on. The shell itself is also at /index.html, the URL
// the service worker keeps it under for opening with no signal.
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { isLocale, LANGUAGE_COOKIE, type Locale, localeOfAcceptLanguage } from "../../shared/languages.ts";
import {
  GUEST_ONLY_PAGES,
  type PrerenderedPath,
  prerenderedAssetPath,
} from "../../shared/prerendered-pages.ts";
import type { AppEnv } from "../app-env.ts";
import { readSessionCookie } from "../session/session-cookie.ts";
import { inlineStyleHashes } from "./inline-styles.ts";

/** What the prerendered HTML depends on, for the browser's cache and any cache in between. */
const VARY = "Cookie, Accept-Language";

export function pageLocale(c: Context<AppEnv>): Locale {
  const chosen = getCookie(c, LANGUAGE_COOKIE);
  return isLocale(chosen) ? chosen : localeOfAcceptLanguage(c.req.header("accept-language"));
}

/** The assets binding's answer for another path of the build, as this request asked it. */
const assetAt = (c: Context<AppEnv>, path: string) =>
  c.env.ASSETS.fetch(new Request(new URL(path, c.req.url), c.req.raw));

/** The app's shell (index.html), with no screen in it: the binding serves it at "/". */
export const serveShell = (c: Context<AppEnv>) => assetAt(c, "/");

export async function servePrerendered(c: Context<AppEnv>, path: PrerenderedPath): Promise<Response> {
  const signedIn = readSessionCookie(c) !== undefined;
  if (signedIn && GUEST_ONLY_PAGES.includes(path)) {
    const shell = await serveShell(c);
    const res = new Response(shell.body, shell);
    res.headers.append("Vary", VARY);
    return res;
  }
  const locale = pageLocale(c);
  // Always the whole page (a GET, no conditional headers): its inline styles' hashes go in the CSP,
  // and a 304 would hand the browser a CSP without them for its cached copy. The page is small.
  // A build without the file (none prerendered) answers the shell: the binding's single-page fallback.
  const page = await c.env.ASSETS.fetch(new URL(prerenderedAssetPath(path, locale), c.req.url));
  const html = await page.text();
  c.set("inlineStyleHashes", await inlineStyleHashes(html));
  const res = new Response(c.req.method === "HEAD" ? null : html, page);
  res.headers.append("Vary", VARY);
  res.headers.set("Content-Language", locale);
  return res;
}
