// The QR landing (/trailers/:qrId): a sticker scanned with the phone's own
// camera app opens here. The id is remembered for the trailer workflow; a
// signed-out driver signs in first and comes back (the Worker redirects too).
import { type LoaderFunctionArgs, redirect } from "react-router";
import { QrIdSchema } from "../../../../shared/validation.ts";
import { paths, RESERVED_TRAILER_SEGMENTS } from "../../app/paths.ts";
import { ApiRequestError } from "../../lib/api-client.ts";
import { scannedQr } from "../../stores/scanned-qr.ts";
import { userDetails } from "../../stores/session.ts";
import { getTrailerByQr } from "./api/get-trailer-by-qr.ts";

export type QrLanding =
  | { kind: "found"; trailer: Extract<Awaited<ReturnType<typeof getTrailerByQr>>, { isFound: true }> }
  | { kind: "invalid" }
  | { kind: "failed" };

export async function qrLandingLoader({ params }: LoaderFunctionArgs): Promise<QrLanding> {
  const raw = params.qrId ?? "";
  // /trailers/scan and the other workflow paths are routes, never QR ids.
  if (RESERVED_TRAILER_SEGMENTS.has(raw)) throw new Response(null, { status: 404 });
  const parsed = QrIdSchema.safeParse(raw);
  if (!parsed.success) return { kind: "invalid" };
  const qrId = parsed.data;
  scannedQr.value = { qrId, scannedAt: new Date().toISOString() };
  if (!userDetails.value) throw redirect(paths.login.getHref(paths.qrScanLanding.getHref(qrId)));
  try {
    const answer = await getTrailerByQr(qrId);
    return answer.isFound ? { kind: "found", trailer: answer } : { kind: "invalid" };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      userDetails.value = null;
      throw redirect(paths.login.getHref(paths.qrScanLanding.getHref(qrId)));
    }
    if (error instanceof ApiRequestError && error.status === 404) return { kind: "invalid" };
    return { kind: "failed" };
  }
}
