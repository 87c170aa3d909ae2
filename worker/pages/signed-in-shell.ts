// A signed-in screen at one round trip (decision 086). At a shell's path
// (shared/signed-in-shells.ts), for a driver whose session is open, the edge
// answers the build's shell of that screen in the driver's language (its
// heading and main action on view at the first paint, the route's chunks
// preloaded), with what the page would otherwise ask for first inline: who is
// signed in, the standing notice and the feature flags (each only if it is to
// hand within INLINE_WAIT_MS: the page asks for what is missing). The order's
// state is asked of the carrier at once and streamed at the end of the same
// document when it answers; the page, already running, takes it from there.
// Every other screen the driver opens gets the app's shell with the same data
// (decision 137). Anyone else (no session, a closed one) gets what they got
// before: the app's shell, which sends them on. The documents hold the driver's
// details: never stored.
import type { Context } from "hono";
import type { Locale } from "#shared/languages.ts";
import {
  dataBlock,
  LAUNCH_STATE_DATA_ID,
  LAUNCH_STATE_MARKER,
  SHELL_PATH_ATTRIBUTE,
  type SignedInShellPath,
  START_DATA_ID,
  START_DATA_MARKER,
  type StartData,
  shellShowsQuery,
  signedInShellAssetPath,
} from "#shared/signed-in-shells.ts";
import { formatPhoneNumber } from "#shared/validation.ts";
import { persistentNotice } from "#worker/api/alerts.ts";
import { appFeatureFlags } from "#worker/api/feature-flags.ts";
import { launchStateOf } from "#worker/api/launch-state.ts";
import type { AppEnv } from "#worker/app-env.ts";
import { readSessionCookie, sessionCookie } from "#worker/session/session-cookie.ts";
import {
  idleClockDue,
  remainingSeconds,
  type SessionLookup,
  sessionStore,
} from "#worker/session/session-store.ts";
import { inlineHashes } from "./inline-hashes.ts";
import { PAGE_VARY, pageLocale } from "./prerendered.ts";
import { streamedDocument } from "./streamed-document.ts";

/** How long the first byte may wait for the standing notice and the flags (cached, normally a few ms). */
const INLINE_WAIT_MS = 300;

/** `promise`'s value if it comes within `ms`, else undefined; a failure is undefined too. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise.catch(() => undefined), late]).finally(() => {
    if (timer !== undefined) clearTimeout(timer);
  });
}

async function openSession(c: Context<AppEnv>, id: string): Promise<SessionLookup> {
  try {
    return await sessionStore(c.env, c.var.config).read(id, Date.now());
  } catch {
    // The guard or KV did not answer: the page checks the session itself, as before.
    return { status: "unknown" };
  }
}

/** A document of the build, its text, when the build has it. */
async function builtDocument(c: Context<AppEnv>, assetPath: string): Promise<string | undefined> {
  const page = await c.env.ASSETS.fetch(new URL(assetPath, c.req.url));
  if (page.ok) return page.text();
  await page.body?.cancel();
  return undefined;
}

/**
 * The shell of `path` for the driver whose session this request carries; undefined when there is
 * none open, the build has no such shell, or the address asks for what the shell does not draw
 * (QUERY_DRAWN_BY_APP), for the caller to answer as before.
 */
export function serveSignedInShell(
  c: Context<AppEnv>,
  path: SignedInShellPath,
): Promise<Response | undefined> {
  if (!shellShowsQuery(path, new URL(c.req.url).searchParams)) return Promise.resolve(undefined);
  return withStartData(c, (locale) => builtDocument(c, signedInShellAssetPath(path, locale)));
}

const ENTRY_SCRIPT = /<script type="module"(?= )/;
const ROOT = '<div id="root">';

/**
 * Every other screen the driver opens signed in (decision 137): the language's shell, with its
 * route's code preloaded (`shell`), becomes a signed-in one. `#root` names the path, the start
 * data and the order's state have their places at the end of the body, and the entry loads
 * `async`, so it runs while the order's state is still on its way. The page then asks nothing
 * before drawing the screen: no session check, no order's state, notice or flags of its own.
 */
export function serveSignedInLocaleShell(
  c: Context<AppEnv>,
  shell: (locale: Locale) => Promise<string>,
): Promise<Response | undefined> {
  const { pathname } = new URL(c.req.url);
  const named = pathname.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
  return withStartData(c, async (locale) => {
    const html = await shell(locale);
    if (!ENTRY_SCRIPT.test(html) || !html.includes(ROOT) || !html.includes("</body>")) return undefined;
    return html
      .replace(ENTRY_SCRIPT, '<script type="module" async')
      .replace(ROOT, () => `<div id="root" ${SHELL_PATH_ATTRIBUTE}="${named}">`)
      .replace("</body>", () => `${START_DATA_MARKER}${LAUNCH_STATE_MARKER}</body>`);
  });
}

/**
 * The signed-in `document` (in the driver's language, with the build's markers) for the driver
 * whose session this request carries, with who is signed in, the notice and the flags inline, and
 * the order's state streamed at its end; undefined when no session is open or there is no such
 * document, for the caller to answer as before.
 */
async function withStartData(
  c: Context<AppEnv>,
  document: (locale: Locale) => Promise<string | undefined>,
): Promise<Response | undefined> {
  const id = readSessionCookie(c);
  if (id === undefined || c.req.method !== "GET") return undefined;
  const locale = pageLocale(c);
  const [lookup, html, alert, featureFlags] = await Promise.all([
    openSession(c, id),
    document(locale),
    within(persistentNotice(c), INLINE_WAIT_MS),
    within(appFeatureFlags(c), INLINE_WAIT_MS),
  ]);
  // A build without the shell answers the binding's single-page fallback: no start marker in it.
  if (lookup.status !== "active" || !html?.includes(START_DATA_MARKER)) return undefined;
  const { record } = lookup;
  // Opening a screen is a use of the session, as an API call is (decision 020's idle clock): a
  // driver who only looks at Manage trailer for days makes no API call at all, and must still be
  // signed in when the trailer is dropped. Written once the order's state is in (its read may write
  // the record too), with the cookie's lifetime renewed now, before the write: a logout landing
  // meanwhile is still final (the guard refuses the write, and the cookie at its next use).
  const now = Date.now();
  const touched = idleClockDue(record, now);
  if (touched) record.lastSeenAt = now;
  // Asked now, sent when it answers: the page is on its way meanwhile.
  const launchState = launchStateOf(c, { id, record }).catch(() => undefined);
  const start: StartData = {
    user: record.user,
    shown: {
      orderNumber: record.user.orderNumber,
      mobileNumber: formatPhoneNumber(record.user.mobileNumber),
    },
    alert,
    featureFlags,
  };
  const filled = html.replace(START_DATA_MARKER, () => dataBlock(START_DATA_ID, start));
  const cut = filled.indexOf(LAUNCH_STATE_MARKER);
  const [first, rest] =
    cut < 0 ? [filled, ""] : [filled.slice(0, cut), filled.slice(cut + LAUNCH_STATE_MARKER.length)];
  c.set("inlineHashes", await inlineHashes(first));

  const { body, done: streamed } = streamedDocument(
    first,
    launchState.then((state) => `${state ? dataBlock(LAUNCH_STATE_DATA_ID, state) : ""}${rest}`),
  );
  // A failed write is no error here: the session stays open, and its next use writes the clock.
  const writeIdleClock = () =>
    sessionStore(c.env, c.var.config)
      .save(id, record, now)
      .catch(() => false);
  c.executionCtx.waitUntil(touched ? streamed.then(writeIdleClock) : streamed);
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    // The driver's own details: kept by no cache, shared or the browser's.
    "Cache-Control": "private, no-store",
    "Content-Language": locale,
    Vary: PAGE_VARY,
  });
  if (touched)
    headers.append("Set-Cookie", sessionCookie(c, id, remainingSeconds(record, now, c.var.config)));
  return new Response(body, { status: 200, headers });
}
