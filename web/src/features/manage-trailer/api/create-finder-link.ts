// POST /api/finder/links: 'Share location' makes a link to one trailer of the order, or to all of them.
import { msg } from "@lingui/core/macro";
import { api, callOptions, read } from "#web/lib/api-client.ts";

const making = callOptions({ waitingFor: msg`Making the finder link…` });

export function createFinderLink(trailerId?: string) {
  return read(api.finder.links.$post({ json: trailerId === undefined ? {} : { trailerId } }, making));
}
