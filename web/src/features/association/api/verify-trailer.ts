// POST /api/trailers/verify: the plate or the VIN's last 6 read off the trailer (spec §5).
import type { TrailerVerification } from "../../../../../shared/api/trailers.ts";
import { api, read } from "../../../lib/api-client.ts";

export function verifyTrailer(input: TrailerVerification) {
  return read(api.trailers.verify.$post({ json: input }));
}
