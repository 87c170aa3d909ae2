// The QR landing (/trailers/:qrId): a sticker scanned with the phone's own camera
// app, or by the app's scanner, opens here. Signed in, it goes straight on into
// the workflow for that trailer (docs/product.md §4; the edge maps a
// trailer found by QR as noTag); a sticker that points at no trailer is remembered for the
// unassociated-QR report. A signed-out driver signs in first and comes back.
import { useEffect, useState } from "react";
import type { TrailerView } from "#shared/api/trailers.ts";
import { TRAILER_ROUTE_SEGMENTS } from "#shared/trailer-routes.ts";
import { QrIdSchema } from "#shared/validation.ts";
import { paths } from "../../config/paths.ts";
import { ApiRequestError } from "../../lib/api-client.ts";
import { trailerAttachedFromPreviousOrder } from "../../stores/launch-state.ts";
import { userDetails } from "../../stores/session.ts";
import { startFlow } from "../../stores/trailer-flow.ts";
import { unassociatedQr } from "../../stores/unassociated-qr.ts";
import { getTrailerByQr } from "./api/get-trailer-by-qr.ts";

export type QrLanding =
  | { kind: "loading" }
  | { kind: "notARoute" }
  | { kind: "signIn"; href: string }
  | { kind: "continue"; href: string }
  | { kind: "invalid"; reportable: boolean }
  | { kind: "failed" };

function initial(raw: string): QrLanding {
  // /trailers/scan and the other workflow paths are routes, never QR ids.
  if (TRAILER_ROUTE_SEGMENTS.has(raw)) return { kind: "notARoute" };
  if (!QrIdSchema.safeParse(raw).success) return { kind: "invalid", reportable: false };
  if (!userDetails.value)
    return { kind: "signIn", href: paths.login.getHref(paths.qrScanLanding.getHref(raw)) };
  return { kind: "loading" };
}

/** Where the workflow goes for a trailer found by its sticker. */
function continueWith(qrId: string, found: TrailerView): string {
  const user = userDetails.peek();
  if (found.isAttached && user && found.currentOrderNumber === user.orderNumber) {
    // The driver's own trailer on this order: what now? (detach, or another trailer)
    startFlow({ association: "detach", trailer: found, scannedId: qrId });
    return paths.trailerAction.getHref();
  }
  if (trailerAttachedFromPreviousOrder.peek()?.id === found.id) {
    return paths.attachedFromPreviousOrder.getHref();
  }
  startFlow({ association: "attach", trailer: found, scannedId: qrId });
  return paths.trailerCheck.getHref();
}

export function useQrLanding(raw: string): QrLanding {
  const [state, setState] = useState<QrLanding>(() => initial(raw));

  useEffect(() => {
    const start = initial(raw);
    setState(start);
    if (start.kind !== "loading") return;
    let current = true;
    const settle = (next: QrLanding) => {
      if (current) setState(next);
    };
    const notLinked = () => {
      unassociatedQr.value = raw;
      settle({ kind: "invalid", reportable: true });
    };
    getTrailerByQr(raw).then(
      (answer) => {
        if (!answer.isFound) return notLinked();
        settle({ kind: "continue", href: continueWith(raw, answer.trailer) });
      },
      (error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 401) {
          userDetails.value = null;
          settle({ kind: "signIn", href: paths.login.getHref(paths.qrScanLanding.getHref(raw)) });
        } else if (error instanceof ApiRequestError && error.status === 404) notLinked();
        else settle({ kind: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [raw]);

  return state;
}
