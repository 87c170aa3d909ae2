// The QR landing (/trailers/:qrId): a sticker scanned with the phone's own
// camera app opens here. The id is remembered for the trailer workflow; a
// signed-out driver signs in first and comes back (the Worker redirects too).
import { useEffect, useState } from "react";
import { TRAILER_ROUTE_SEGMENTS } from "../../../../shared/trailer-routes.ts";
import { QrIdSchema } from "../../../../shared/validation.ts";
import { paths } from "../../config/paths.ts";
import { ApiRequestError } from "../../lib/api-client.ts";
import { scannedQr } from "../../stores/scanned-qr.ts";
import { userDetails } from "../../stores/session.ts";
import { getTrailerByQr } from "./api/get-trailer-by-qr.ts";

type Found = Extract<Awaited<ReturnType<typeof getTrailerByQr>>, { isFound: true }>;

export type QrLanding =
  | { kind: "loading" }
  | { kind: "notARoute" }
  | { kind: "signIn"; href: string }
  | { kind: "found"; trailer: Found }
  | { kind: "invalid" }
  | { kind: "failed" };

function initial(raw: string): QrLanding {
  // /trailers/scan and the other workflow paths are routes, never QR ids.
  if (TRAILER_ROUTE_SEGMENTS.has(raw)) return { kind: "notARoute" };
  if (!QrIdSchema.safeParse(raw).success) return { kind: "invalid" };
  if (!userDetails.value)
    return { kind: "signIn", href: paths.login.getHref(paths.qrScanLanding.getHref(raw)) };
  return { kind: "loading" };
}

export function useQrLanding(raw: string): QrLanding {
  const [state, setState] = useState<QrLanding>(() => initial(raw));

  useEffect(() => {
    const start = initial(raw);
    setState(start);
    if (start.kind === "notARoute" || start.kind === "invalid") return;
    scannedQr.value = { qrId: raw, scannedAt: new Date().toISOString() };
    if (start.kind !== "loading") return;
    let current = true;
    const settle = (next: QrLanding) => {
      if (current) setState(next);
    };
    getTrailerByQr(raw).then(
      (answer) => settle(answer.isFound ? { kind: "found", trailer: answer } : { kind: "invalid" }),
      (error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 401) {
          userDetails.value = null;
          settle({ kind: "signIn", href: paths.login.getHref(paths.qrScanLanding.getHref(raw)) });
        } else if (error instanceof ApiRequestError && error.status === 404) settle({ kind: "invalid" });
        else settle({ kind: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [raw]);

  return state;
}
