// POST /api/trailers/unassociated-qr: a sticker that points at no trailer (sent by the outbox).
import type { UnassociatedQrReport } from "#shared/api/trailers.ts";
import { api, inBackground, read } from "#web/lib/api-client.ts";

export function reportUnassociatedQr(input: UnassociatedQrReport) {
  return read(api.trailers["unassociated-qr"].$post({ json: input }, inBackground));
}
