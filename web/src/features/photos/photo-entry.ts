// A photo's outbox entry (decision 053): its payload, which names
// the kept photo only (its bytes stay in the photo database, so the outbox's
// list in memory never holds images). Imported by the sender, which the service
// worker runs too: nothing here touches the page.
import { z } from "zod/mini";

export const PhotoPayloadSchema = z.object({ photoId: z.uuid() });
export type PhotoPayload = z.infer<typeof PhotoPayloadSchema>;
