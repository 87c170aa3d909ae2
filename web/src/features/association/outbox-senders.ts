// How the outbox sends this feature's writes (outbox/senders.ts).
import { AttachSchema, DetachSchema, ReleaseSchema, UpdateAssociationSchema } from "#shared/api/trailers.ts";
import { attachTrailer } from "#web/features/association/api/attach-trailer.ts";
import { detachTrailer } from "#web/features/association/api/detach-trailer.ts";
import { releaseTrailer } from "#web/features/association/api/release-trailer.ts";
import { updateAssociation } from "#web/features/association/api/update-association.ts";
import { type SenderRegistry, validatedSender } from "#web/outbox/senders.ts";

export function registerAssociationSenders(outbox: SenderRegistry): void {
  outbox.registerSender("attach", validatedSender(AttachSchema, attachTrailer));
  outbox.registerSender("detach", validatedSender(DetachSchema, detachTrailer));
  outbox.registerSender("update", validatedSender(UpdateAssociationSchema, updateAssociation));
  outbox.registerSender("release", validatedSender(ReleaseSchema, releaseTrailer));
}
