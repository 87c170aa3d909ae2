// POST /api/associations/detach: drop the trailer, pinning the drop spot (sent by the outbox).
import type { Detach } from "#shared/api/trailers.ts";
import { api, inBackground, read } from "#web/lib/api-client.ts";

export function detachTrailer(input: Detach) {
  return read(api.associations.detach.$post({ json: input }, inBackground));
}
