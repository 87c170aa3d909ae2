// A page of the bench made ready in the browser as the driver leaves it (pages.ts, decision 129):
// the session cookie and the driver's details on the phone, or neither; for a page reached by
// driving the app, the app driven there (reach.ts). Used by the Lighthouse runs and the profiles.
import type { BrowserContext } from "playwright-core";
import { signInViaApp } from "#scripts/lib/demo-session.ts";
import { makeFixture } from "#tests/e2e/support/fixtures.ts";
import { type BenchPage, isAddressOf } from "./pages.ts";
import { YARD } from "./reach.ts";

/**
 * What the phone of a driver who signed in keeps (their details, under the app's storage key), or
 * nothing. Lighthouse clears the caches and the service worker before each run, not local storage.
 */
async function knowDriver(browser: BrowserContext, origin: string, user: unknown) {
  const tab = await browser.newPage();
  // A blank page of the origin, without loading the app.
  await tab.route("**/*", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "" }));
  await tab.goto(`${origin}/`);
  await tab.evaluate(async (details) => {
    localStorage.clear();
    for (const name of await indexedDB.databases()) if (name.name) indexedDB.deleteDatabase(name.name);
    if (details) localStorage.setItem("hitch:userDetails", JSON.stringify(details));
  }, user);
  await tab.close();
}

export type Session = Awaited<ReturnType<typeof signInViaApp>>;

/**
 * Readies the browser for `page` (cookie, storage, the flow it needs, driven there as a driver would:
 * pages.ts); answers its URL through the proxy. A page with a driver of its own has them made and
 * signed in while it is reached; measured signed out, it is then opened as on another phone.
 */
export async function readyPage(
  browser: BrowserContext,
  at: { app: string; api: string; proxy: string },
  session: Session,
  page: BenchPage,
  attempt = 1,
): Promise<string> {
  await browser.clearCookies();
  const { order, ...made } = page.driver ?? {};
  const driver = page.driver ? await makeFixture(made, at.api) : undefined;
  const who = driver ? await signInViaApp(at.app, at.api, driver.mobileNumber, order) : session;
  const withSession = page.signedIn || driver !== undefined;
  await knowDriver(browser, at.proxy, withSession ? who.user : null);
  if (withSession) {
    // __Host- (Secure): Chromium keeps it for http://127.0.0.1 as a secure origin.
    const [name = "", value = ""] = who.cookie.split("=");
    await browser.addCookies([
      { name, value, domain: "127.0.0.1", path: "/", secure: true, httpOnly: true, sameSite: "Lax" },
    ]);
  }
  if (!page.reach) return `${at.proxy}${page.path}`;
  // The phone stands at the demo yard: the workflow's checks find the trailer near. (Granted
  // again for each page: Lighthouse's runs reset what was granted.)
  await browser.grantPermissions(["geolocation"], { origin: at.proxy });
  await browser.setGeolocation(YARD);
  const tab = await browser.newPage();
  try {
    const reached = await page.reach(tab, { app: at.proxy, api: at.api, driver });
    if (!isAddressOf(page.route, new URL(reached, at.proxy).pathname)) {
      throw new Error(`${page.name} ended at ${reached}, not at ${page.route}`);
    }
    if (!page.signedIn && driver) {
      await browser.clearCookies();
      await knowDriver(browser, at.proxy, null);
    }
    return `${at.proxy}${reached}`;
  } catch (error) {
    const shown = await tab
      .locator("body")
      .textContent({ timeout: 1000 })
      .catch(() => "");
    // Once more, said: the way there drives a dozen screens against a busy machine's local Workers.
    if (attempt === 1) {
      console.warn(`${page.name} not reached (${tab.url()}); again`);
      await tab.close();
      return readyPage(browser, at, session, page, 2);
    }
    throw new Error(`${page.name} not reached (${tab.url()} shows: ${(shown ?? "").slice(0, 400)})`, {
      cause: error,
    });
  } finally {
    await tab.close();
  }
}
