// POST /api/trailers/check: can the signed-in driver attach (or detach) this trailer?
import type { TrailerCheck } from "#shared/api/trailers.ts";
import { api, read } from "#web/lib/api-client.ts";

export function checkTrailer(input: TrailerCheck) {
  return read(api.trailers.check.$post({ json: input }));
}
