// POST /api/finder/links: 'Share location' makes a link to one trailer of the order, or to all of them.
import { api, read } from "#web/lib/api-client.ts";

export function createFinderLink(trailerId?: string) {
  return read(api.finder.links.$post({ json: trailerId === undefined ? {} : { trailerId } }));
}
