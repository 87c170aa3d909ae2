// GET /api/finder/link: a shared link's trailers. The token travels in a header, never in a URL.
import { FINDER_LINK_HEADER } from "#shared/api/finder.ts";
import { api, callOptions, read } from "#web/lib/api-client.ts";

/** Whoever opened the link may not be signed in: no session rules, no blocking No Service dialog. */
const asGuest = callOptions({ handleUnauthorized: false, background: true });

export function getFinderByLink(token: string) {
  return read(api.finder.link.$get(undefined, { ...asGuest, headers: { [FINDER_LINK_HEADER]: token } }));
}
