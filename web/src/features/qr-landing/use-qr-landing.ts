// The QR landing (/trailers/:qrId): a sticker scanned with the phone's own camera
// app, or by the app's scanner, opens here. Signed in, it goes straight on into
// the workflow for that trailer (docs/product.md §4; the edge maps a
// trailer found by QR as noTag); a sticker that points at no trailer is remembered for the
// unassociated-QR report, and one on a trailer Hitch does not handle (not a dry van) is said to
// be, with no report to make. A signed-out driver signs in first and comes back.
import { useEffect, useState } from "react";
import type { StickerNotFound } from "#shared/api/trailers.ts";
import { TRAILER_ROUTE_SEGMENTS } from "#shared/trailer-routes.ts";
import { QrIdSchema } from "#shared/validation.ts";
import { paths } from "#web/config/paths.ts";
import { getTrailerByQr } from "#web/features/qr-landing/api/get-trailer-by-qr.ts";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { followLookup } from "#web/stores/looked-up-trailer.ts";
import { userDetails } from "#web/stores/session.ts";
import { unassociatedQr } from "#web/stores/unassociated-qr.ts";

export type QrLanding =
  | { kind: "loading" }
  | { kind: "notARoute" }
  | { kind: "signIn"; href: string }
  | { kind: "continue"; href: string }
  /** Not a Hitch sticker at all (`why` undefined), or one that leads to no trailer to work with. */
  | { kind: "invalid"; why?: StickerNotFound }
  /** `tooMany`: the lookups' limit was met (decision 118): the driver is told how long to wait. */
  | { kind: "failed"; tooMany?: ApiRequestError };

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
    if (start.kind !== "loading") return;
    let current = true;
    const settle = (next: QrLanding) => {
      if (current) setState(next);
    };
    const notLinked = (why: StickerNotFound) => {
      // Only a sticker that may be on no trailer is one to report (docs/product.md §4).
      if (why !== "notDryVan") unassociatedQr.value = raw;
      settle({ kind: "invalid", why });
    };
    getTrailerByQr(raw).then(
      (answer) => {
        if (!answer.isFound) return notLinked(answer.why ?? "unsaid");
        settle({
          kind: "continue",
          href: followLookup(answer.trailer, { association: "attach", scannedId: raw }),
        });
      },
      (error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 401) {
          userDetails.value = null;
          settle({ kind: "signIn", href: paths.login.getHref(paths.qrScanLanding.getHref(raw)) });
        } else if (error instanceof ApiRequestError && error.status === 404) notLinked("noTrailer");
        else if (error instanceof ApiRequestError && error.status === 429)
          settle({ kind: "failed", tooMany: error });
        else settle({ kind: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [raw]);

  return state;
}
