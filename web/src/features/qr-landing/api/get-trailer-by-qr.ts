// GET /api/trailers/qr/:qrId: the trailer a scanned sticker points at, or isFound false.
import { GetByQrIdResponseSchema } from "../../../../../shared/logistics/trailers.ts";
import { callApi } from "../../../lib/api-client.ts";

export function getTrailerByQr(qrId: string) {
  return callApi("GET", `/api/trailers/qr/${encodeURIComponent(qrId)}`, GetByQrIdResponseSchema, undefined, {
    handleUnauthorized: false,
  });
}
