// A scanned QR with no trailer behind it, remembered until it is reported
// (docs/product.md §4 Unassociated QR), so a reload keeps it.
import { z } from "zod/mini";
import { QrIdSchema } from "#shared/validation.ts";
import { persistedSignal } from "#web/lib/storage.ts";

export const unassociatedQr = persistedSignal("unassociatedQr", z.nullable(QrIdSchema), null);
