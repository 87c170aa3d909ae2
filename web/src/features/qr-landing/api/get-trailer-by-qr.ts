// GET /api/trailers/qr/:qrId: the trailer a scanned sticker points at, or isFound false.
import { api, ownUnauthorized, read } from "#web/lib/api-client.ts";

/** A 401 here means "sign in, then come back to this trailer", not Session Expired. */
export function getTrailerByQr(qrId: string) {
  return read(api.trailers.qr[":qrId"].$get({ param: { qrId } }, ownUnauthorized));
}
