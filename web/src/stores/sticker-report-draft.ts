// The trailer number typed on Report the sticker, with the sticker it is for, until the report is
// kept: a reload, or the phone closing the app while the driver reads the number off the trailer,
// loses nothing. Apart from drafts.ts, which the first screen's code imports: only the report's
// screen needs this. Forgotten at log out with every stored item; a draft of another sticker is
// not shown.
import { z } from "zod/mini";
import { QrIdSchema } from "#shared/validation.ts";
import { persistedSignal } from "#web/lib/storage.ts";
import { DraftText } from "./drafts.ts";

export const stickerReportDraft = persistedSignal(
  "draft:stickerReport",
  z.nullable(z.object({ scannedId: QrIdSchema, trailerNumber: DraftText })),
  null,
);
