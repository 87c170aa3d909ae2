// How the driver's lists name a write kept in the outbox (Your recent work, a refusal's alert, the
// log out's question), from its kind and meta: the words live here so a list can name an entry
// even before its feature has loaded.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { CLOSE_UP_META, type OutboxKind } from "#web/outbox/outbox-entry.ts";

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
      return meta[CLOSE_UP_META]
        ? msg`Close-up of the damage on trailer ${trailer}`
        : photoLabel(meta.side, trailer);
    default:
      return msg`Saved work`;
  }
}
