// How the outbox sends this feature's writes (outbox/senders.ts).
import { AttachSchema, DetachSchema, ReleaseSchema, UpdateAssociationSchema } from "#shared/api/trailers.ts";
import { type SenderRegistry, validatedSender } from "#web/outbox/senders.ts";
import { attachTrailer } from "./api/attach-trailer.ts";
import { detachTrailer } from "./api/detach-trailer.ts";
import { releaseTrailer } from "./api/release-trailer.ts";
import { updateAssociation } from "./api/update-association.ts";

export function registerAssociationSenders(outbox: SenderRegistry): void {
  outbox.registerSender("attach", validatedSender(AttachSchema, attachTrailer));
  outbox.registerSender("detach", validatedSender(DetachSchema, detachTrailer));
  outbox.registerSender("update", validatedSender(UpdateAssociationSchema, updateAssociation));
  outbox.registerSender("release", validatedSender(ReleaseSchema, releaseTrailer));
}
