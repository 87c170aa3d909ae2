// Every kind of write that goes through the outbox, and how the driver's list
// names it. Senders are registered by the app (app/outbox-senders.ts); the words
// live here so the list can name an entry even before its feature has loaded.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const OUTBOX_KINDS = [
  "attach",
  "detach",
  "update",
  "release",
  "unassociatedQr",
  "assessment",
  /** An assessment with a virtual red tag: the same call, named for what it does. */
  "redTag",
  "feedback",
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** The label of an entry; `trailer` is the trailer number kept in its meta. */
export function outboxLabel(kind: string, trailer: string): MessageDescriptor {
  switch (kind as OutboxKind) {
    case "attach":
      return msg`Attach trailer ${trailer}`;
    case "detach":
      return msg`Detach trailer ${trailer}`;
    case "update":
      return msg`Move trailer ${trailer} to this order`;
    case "release":
      return msg`Trailer ${trailer} no longer attached`;
    case "unassociatedQr":
      return msg`Report a QR sticker that is not working`;
    case "assessment":
      return msg`Assessment of trailer ${trailer}`;
    case "redTag":
      return msg`Virtual red tag on trailer ${trailer}`;
    case "feedback":
      return msg`Report an issue about trailer ${trailer}`;
    default:
      return msg`Saved work`;
  }
}
