// The order number typed on Edit order number, with the order the driver was on as they typed it,
// until it is saved or cancelled: the phone closing the app mid-word loses nothing, and the dialog
// opened again shows it. A draft typed on another order is not shown. Apart from drafts.ts, which
// the first screen's code imports: only the dialog needs this.
import { z } from "zod/mini";
import { persistedSignal } from "#web/lib/storage.ts";
import { DraftText } from "./drafts.ts";

export const editOrderDraft = persistedSignal(
  "draft:editOrder",
  z.nullable(z.object({ from: z.string(), orderNumber: DraftText })),
  null,
);
