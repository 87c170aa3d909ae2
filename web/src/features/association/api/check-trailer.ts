// POST /api/trailers/check: can the signed-in driver attach (or detach) this trailer?
import { msg } from "@lingui/core/macro";
import type { TrailerCheck } from "#shared/api/trailers.ts";
import { api, callOptions, read } from "#web/lib/api-client.ts";

const checking = callOptions({ waitingFor: msg`Checking the trailer…` });

export function checkTrailer(input: TrailerCheck) {
  return read(api.trailers.check.$post({ json: input }, checking));
}
