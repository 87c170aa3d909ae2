// POST /api/associations/attach: take possession of the trailer (sent by the outbox).
import type { Attach } from "#shared/api/trailers.ts";
import { api, inBackground, read } from "#web/lib/api-client.ts";

export function attachTrailer(input: Attach) {
  return read(api.associations.attach.$post({ json: input }, inBackground));
}
