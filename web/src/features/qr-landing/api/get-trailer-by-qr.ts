// GET /api/trailers/qr/:qrId: the trailer a scanned sticker points at, or isFound false.
import { msg } from "@lingui/core/macro";
import { api, callOptions, read } from "#web/lib/api-client.ts";

/** A 401 here means "sign in, then come back to this trailer", not Session Expired. */
const lookingUp = callOptions({ handleUnauthorized: false, waitingFor: msg`Looking up the trailer…` });

export function getTrailerByQr(qrId: string) {
  return read(api.trailers.qr[":qrId"].$get({ param: { qrId } }, lookingUp));
}
