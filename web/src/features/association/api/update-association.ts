// POST /api/associations/update: move a trailer held from a previous order onto this one (outbox).
import type { UpdateAssociation } from "#shared/api/trailers.ts";
import { api, inBackground, read } from "#web/lib/api-client.ts";

export function updateAssociation(input: UpdateAssociation) {
  return read(api.associations.update.$post({ json: input }, inBackground));
}
