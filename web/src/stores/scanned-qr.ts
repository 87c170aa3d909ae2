// The QR id of the sticker the driver scanned last (the QR landing), kept for
// the trailer workflow that follows it.
import { z } from "zod/mini";
import { QrIdSchema } from "#shared/validation.ts";
import { persistedSignal } from "../lib/storage.ts";

export const ScannedQrSchema = z.object({ qrId: QrIdSchema, scannedAt: z.iso.datetime() });
export const scannedQr = persistedSignal("scannedQr", z.nullable(ScannedQrSchema), null);
