// Every kind of write that goes through the outbox, and how the driver's list
// names it. Senders are registered by the app (outbox/register-write-senders.ts); the words
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
  /** One photo of an assessment (its meta names the side). */
  "photo",
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * The meta key under which an attach, move or detach names the assessment entry sent before it
 * in the same flow: the driver's copy shows that assessment with it (decision 054).
 */
export const ASSESSMENT_META = "assessment";

/**
 * The meta key under which an attach, move, detach or release names its trailer's id (`trailer`
 * holds its number, for the label): what the screens match the trailer held on (mirror-phone-writes.ts).
 */
export const TRAILER_ID_META = "trailerId";

/** A photo's label: each side its own message, so every language words it whole. */
function photoLabel(side: string | undefined, trailer: string): MessageDescriptor {
  switch (side) {
    case "trailerFront":
      return msg`Photo of trailer ${trailer}: trailer front`;
    case "driverFront":
      return msg`Photo of trailer ${trailer}: driver side front`;
    case "driverRear":
      return msg`Photo of trailer ${trailer}: driver side rear`;
    case "passengerFront":
      return msg`Photo of trailer ${trailer}: passenger side front`;
    case "passengerRear":
      return msg`Photo of trailer ${trailer}: passenger side rear`;
    case "trailerBack":
      return msg`Photo of trailer ${trailer}: trailer back`;
    default:
      return msg`Photo of trailer ${trailer}`;
  }
}

/** The label of an entry, from its kind and its meta (the trailer number; a photo's side). */
export function outboxLabel(kind: string, meta: Readonly<Record<string, string>> = {}): MessageDescriptor {
  const trailer = meta.trailer ?? "";
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
    case "photo":
      return photoLabel(meta.side, trailer);
    default:
      return msg`Saved work`;
  }
}
