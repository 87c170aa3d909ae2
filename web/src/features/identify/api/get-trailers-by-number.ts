// GET /api/trailers/number/:trailerNumber: the trailers with this number (one per company).
import { api, read } from "#web/lib/api-client.ts";

export function getTrailersByNumber(trailerNumber: string) {
  return read(api.trailers.number[":trailerNumber"].$get({ param: { trailerNumber } }));
}
