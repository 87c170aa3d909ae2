// A trailer found by its QR sticker (spec §4): the QR lookup answers only its
// id, number, company, status and attachment, so the rest is mapped as the spec
// says: availability noTag, movementStatus 2 (not reported), and the sticker
// remembered as its trailerQr.

import type { z } from "zod/mini";
import type { TrailerView } from "../../../shared/api/trailers.ts";
import { Availability, MovementStatus } from "../../../shared/logistics/enums.ts";
import type { GetByQrIdResponseSchema } from "../../../shared/logistics/trailers.ts";

type FoundByQr = Extract<z.infer<typeof GetByQrIdResponseSchema>, { isFound: true }>;

export function trailerFromQr(qrId: string, found: FoundByQr): TrailerView {
  return {
    id: found.trailerId,
    trailerNumber: found.trailerNumber,
    company: found.trailerCompany,
    type: "DRY_VAN",
    status: found.trailerStatus,
    availability: Availability.noTag,
    repairsNeededLevel: 0,
    isAttached: found.isAttached,
    movementStatus: MovementStatus.notReported,
    currentOrderNumber: found.currentOrderNumber,
    sourceLastReported: null,
    trailerQr: qrId,
    scannedFromQr: true,
    verifyWith: "none",
  };
}
