// The page's requests to its own origin, as a browser sends them to the edge Worker in memory
// (in-memory-worker.ts): with the cookie jar, the origin's headers, a finder link's real token,
// and what each session answer says about who is signed in noted on the page's side.
import { FINDER_LINK_HEADER } from "#shared/api/finder.ts";
import { UserDetailsSchema } from "#shared/api/session.ts";
import { app as worker } from "#worker/app.ts";
import { SESSION_COOKIE } from "#worker/session/session-cookie.ts";
import type { PageSide } from "./fake-api-state.ts";
import { FINDER_LINKS, signedLink } from "./finder-fixtures.ts";
import { ORIGIN } from "./worker-env.ts";

/** What a session answer says about who is signed in, noted in `page`. */
async function follow(page: PageSide, path: string, method: string, response: Response) {
  if (!path.startsWith("/api/session")) return;
  if (method === "DELETE" && response.ok) page.session = null;
  else if (response.status === 401) page.session = null;
  else if (response.ok) {
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    const user = UserDetailsSchema.safeParse((body as { user?: unknown } | undefined)?.user);
    if (user.success) page.session = user.data;
  }
}

/** The page's requests to `env`'s Worker, one cookie jar for them all. */
export function pageRequests(env: Env, page: PageSide): (url: URL, init: RequestInit) => Promise<Response> {
  let cookie: string | undefined;
  return async (url, init) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set("cookie", cookie);
    const link = headers.get(FINDER_LINK_HEADER);
    if (link === FINDER_LINKS.valid || link === FINDER_LINKS.expired) {
      headers.set(FINDER_LINK_HEADER, await signedLink(link, page.linkTrailers));
    }
    headers.set("origin", ORIGIN);
    headers.set("sec-fetch-site", "same-origin");
    // The page's AbortSignal is happy-dom's, which Node's Request does not take; the Worker answers
    // in memory, so there is nothing to abort.
    const { signal: _pageSignal, body, ...rest } = init;
    const request = new Request(url, { ...rest, headers, body });
    const waits: Promise<unknown>[] = [];
    const ctx = {
      waitUntil: (p: Promise<unknown>) => void waits.push(p),
      passThroughOnException() {},
      props: {},
    };
    const response = await worker.fetch(request, env, ctx as unknown as ExecutionContext);
    await Promise.allSettled(waits);
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name, value] = pair.split("=");
      if (name !== SESSION_COOKIE) continue;
      cookie = /max-age=0\b/i.test(line) || !value ? undefined : pair;
    }
    await follow(page, url.pathname, (init.method ?? "GET").toUpperCase(), response);
    return response;
  };
}
