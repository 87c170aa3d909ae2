// POST /api/trailers/check: can the signed-in driver attach (or detach) this trailer?
import { msg } from "@lingui/core/macro";
import type { TrailerCheck } from "#shared/api/trailers.ts";
import { api, callOptions, inBackground, read } from "#web/lib/api-client.ts";

const checking = callOptions({ waitingFor: msg`Checking the trailer…` });

/**
 * `quiet`: the step goes on without an answer (a detach of a trailer the driver holds, decision
 * 104), so no answer raises no No Service or Request Timed Out dialog: the step says what it does.
 */
export function checkTrailer(input: TrailerCheck, { quiet = false } = {}) {
  return read(api.trailers.check.$post({ json: input }, quiet ? inBackground : checking));
}
