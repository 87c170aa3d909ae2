// GET /api/finder/mine: the signed-in driver's own trailers (one by its id, or the load's).
import { api, inBackground, read } from "#web/lib/api-client.ts";

/** The page says itself when there is no signal; an expired session still leads to Unauthorized. */
export function getOwnFinder(trailer: string | undefined) {
  return read(api.finder.mine.$get({ query: trailer === undefined ? {} : { trailer } }, inBackground));
}
