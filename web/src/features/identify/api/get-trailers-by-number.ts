// GET /api/trailers/number/:trailerNumber: the trailers with this number (one per company).
import { msg } from "@lingui/core/macro";
import { api, callOptions, read } from "#web/lib/api-client.ts";

const lookingUp = callOptions({ waitingFor: msg`Looking up the trailer…` });

export function getTrailersByNumber(trailerNumber: string) {
  return read(api.trailers.number[":trailerNumber"].$get({ param: { trailerNumber } }, lookingUp));
}
