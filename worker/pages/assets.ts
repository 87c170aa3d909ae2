// Everything that is not /api or a Worker-owned page: the built client, with
// the single-page fallback configured in wrangler.jsonc, the public screens
// prerendered in the driver's language (prerendered.ts), and the signed-in
// screens' shells for a driver whose session is open (signed-in-shell.ts), a shared report's page
// with the report in it (shared-report.ts). Pages are read, never
// written: another method, like a missing hashed file, is a JSON 404 (the
// assets binding itself would answer 405 with no body at all).
import type { Context } from "hono";
import { apiErrorBody } from "#shared/api-error.ts";
import { isPrerenderedPath, PRERENDERED_DIR } from "#shared/prerendered-pages.ts";
import { isSignedInShellPath } from "#shared/signed-in-shells.ts";
import type { AppEnv } from "#worker/app-env.ts";
import {
  localeShellText,
  serveLocaleShell,
  servePrerendered,
  serveShell,
  signedInOnGuestPage,
} from "./prerendered.ts";
import { reportPageId, serveSharedReportPage } from "./shared-report.ts";
import { serveSignedInLocaleShell, serveSignedInShell } from "./signed-in-shell.ts";

const notFound = (c: Context<AppEnv>) => c.json(apiErrorBody("notFound", 404, "No such page."), 404);

export async function serveAsset(c: Context<AppEnv>): Promise<Response> {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return notFound(c);
  const { pathname } = new URL(c.req.url);
  if (isPrerenderedPath(pathname)) {
    return signedInOnGuestPage(c, pathname) ? serveAppShell(c) : servePrerendered(c, pathname);
  }
  const reportId = reportPageId(pathname);
  if (reportId !== undefined) {
    const page = await serveSharedReportPage(c, reportId);
    if (page) return page;
  }
  if (isSignedInShellPath(pathname)) {
    const shell = await serveSignedInShell(c, pathname);
    if (shell) return shell;
  }
  // The service worker's copy of the shell (the binding itself would redirect it to "/").
  if (pathname === "/index.html") return serveShell(c);
  const res = await c.env.ASSETS.fetch(c.req.raw);
  // A missing hashed file must not come back as the SPA's HTML (and then be cached as immutable).
  if (pathname.startsWith("/assets/") && res.headers.get("content-type")?.startsWith("text/html")) {
    return notFound(c);
  }
  // Any other page is the binding's single-page fallback (the plain shell): the shell in the
  // driver's language goes instead (prerendered.ts).
  if (
    res.headers.get("content-type")?.startsWith("text/html") &&
    !pathname.startsWith(`/${PRERENDERED_DIR}/`)
  ) {
    await res.body?.cancel();
    return serveAppShell(c);
  }
  return res;
}

/**
 * The app's shell in the driver's language: for a driver whose session is open, with who they are
 * and their order's data in it (signed-in-shell.ts); for anyone else, as it is.
 */
async function serveAppShell(c: Context<AppEnv>): Promise<Response> {
  return (await serveSignedInLocaleShell(c, (locale) => localeShellText(c, locale))) ?? serveLocaleShell(c);
}
