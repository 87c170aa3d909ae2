// How the outbox sends this feature's writes (outbox/validated-sender.ts).
import { AttachSchema, DetachSchema, ReleaseSchema, UpdateAssociationSchema } from "#shared/api/trailers.ts";
import type { Outbox } from "#web/outbox/outbox.ts";
import { validatedSender } from "#web/outbox/validated-sender.ts";
import { attachTrailer } from "./api/attach-trailer.ts";
import { detachTrailer } from "./api/detach-trailer.ts";
import { releaseTrailer } from "./api/release-trailer.ts";
import { updateAssociation } from "./api/update-association.ts";

export function registerAssociationSenders(outbox: Outbox): void {
  outbox.registerSender("attach", validatedSender(AttachSchema, attachTrailer));
  outbox.registerSender("detach", validatedSender(DetachSchema, detachTrailer));
  outbox.registerSender("update", validatedSender(UpdateAssociationSchema, updateAssociation));
  outbox.registerSender("release", validatedSender(ReleaseSchema, releaseTrailer));
}
