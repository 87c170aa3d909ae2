// POST /api/associations/release: a trailer from a previous order the driver no longer has (outbox).
import type { Release } from "#shared/api/trailers.ts";
import { api, inBackground, read } from "#web/lib/api-client.ts";

export function releaseTrailer(input: Release) {
  return read(api.associations.release.$post({ json: input }, inBackground));
}
