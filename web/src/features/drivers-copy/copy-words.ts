// The driver's copy's own words, as message descriptors: each is shown in English
// for the record and in the driver's language beside it (decision 054), so they
// are rendered through two Lingui instances, never with <Trans>. The words of the
// assessment's categories and places and of the photo views come from their own
// features, handed over by the app (CopyWords).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Company, LoadTrailerStatus, PhotoSide } from "#shared/logistics/enums.ts";
import { type SealRecord, sealsMatch } from "#shared/seal.ts";
import type { AssessmentSubtype, AssessmentType } from "#web/stores/assessment-draft.ts";
import type { CopyKind, SendState, Statement } from "./copy-record.ts";

/** What the app hands the copy from the assessment and photos features, in the order they are listed. */
export type CopyWords = {
  categories: readonly { type: AssessmentType; name: MessageDescriptor }[];
  /** A place's name (its damage item), or undefined when it has none of its own. */
  place: (type: AssessmentType, subType: AssessmentSubtype) => MessageDescriptor | undefined;
  sides: readonly { side: PhotoSide; name: MessageDescriptor }[];
};

export const COPY_TITLE = msg`Trailer condition report`;

export const KIND_WORDS: Record<CopyKind, MessageDescriptor> = {
  attach: msg({ message: "Attached", context: "condition report" }),
  update: msg({ message: "Moved to this order", context: "condition report" }),
  detach: msg({ message: "Detached", context: "condition report" }),
};

/** What a refused association was (decision 064): the copy never says it was recorded. */
export const NOT_ACCEPTED_KIND_WORDS: Record<CopyKind, MessageDescriptor> = {
  attach: msg({ message: "Attach, not accepted by the carrier", context: "condition report" }),
  update: msg({ message: "Move to this order, not accepted by the carrier", context: "condition report" }),
  detach: msg({ message: "Detach, not accepted by the carrier", context: "condition report" }),
};

export const LABELS = {
  trailer: msg({ message: "Trailer", context: "condition report" }),
  attempted: msg({ message: "Attempted", context: "condition report" }),
  company: msg({ message: "Company", context: "condition report" }),
  order: msg({ message: "Order number", context: "condition report" }),
  phone: msg({ message: "Driver's phone", context: "condition report" }),
  what: msg({ message: "Recorded", context: "condition report" }),
  when: msg({ message: "Date and time", context: "condition report" }),
  where: msg({ message: "Place", context: "condition report" }),
  slot: msg({ message: "Trailer status", context: "condition report" }),
  seal: msg({ message: "Seal", context: "condition report" }),
  record: msg({ message: "Sent to the carrier", context: "condition report" }),
  reference: msg({ message: "Reference for your broker", context: "condition report" }),
  assessment: msg({ message: "Assessment", context: "condition report" }),
  photos: msg({ message: "Photos", context: "condition report" }),
  certified: msg({ message: "The driver certified", context: "condition report" }),
  comment: msg({ message: "Comment", context: "condition report" }),
  taken: msg({ message: "Taken", context: "condition report" }),
  upload: msg({ message: "Upload", context: "condition report" }),
};

// The assessment's own answers (the same words as on its cards).
export const GOOD = msg({ message: "Good", context: "assessment answer" });
export const DAMAGED = msg({ message: "Damaged", context: "assessment answer" });
export const NO_PLACE_MARKED = msg`Damaged, no place marked`;
export const NO_ASSESSMENT = msg`No assessment: quick detach.`;
export const RED_TAG = msg`Virtual red tag: the driver confirmed this trailer is unsafe to perform a load with.`;
export const NO_LOCATION = msg`Location not shared`;
export const NO_PHOTO = msg`Not taken`;
/** A close-up of the damage (decision 126), named by its category. */
export const CLOSE_UP = msg({ message: "Close-up of the damage: {category}" });
export const PHOTO_NOT_KEPT = msg`This photo is not kept on this phone.`;
/** A photo chosen from the phone's photos (decision 124): `time` is when it was taken, in the reader's words. */
export const CHOSEN_OLDER = msg({ message: "Chosen from the phone's photos, taken {time}" });
export const CHOSEN_UNDATED = msg`Chosen from the phone's photos, time taken not known`;
/** Where a photo chosen from the phone's photos was taken: not where the phone was as it was chosen. */
export const PLACE_NOT_KNOWN = msg`Place not known`;

export function placeText(lat: number, lng: number, accuracy: number | undefined): MessageDescriptor {
  const latitude = lat.toFixed(5);
  const longitude = lng.toFixed(5);
  if (accuracy === undefined) return msg`${latitude}, ${longitude}`;
  const metres = Math.round(accuracy);
  return msg`${latitude}, ${longitude} (within ${metres} m)`;
}

/** Under a quick drop's seal (decision 141): the carrier's detach has no place for it. */
export const SEAL_ON_PHONE_ONLY = msg({
  message: "Kept on this phone only: a detach without an assessment sends no seal to the carrier.",
  context: "condition report",
});

/** A loaded trailer's seal (decision 123): in English the words its item carried to the carrier. */
export function sealText({ seal, pickup }: SealRecord): MessageDescriptor {
  if (seal.kind === "none") {
    if (!pickup) return msg`No seal`;
    if (sealsMatch(seal, pickup)) return msg`No seal, matches pickup`;
    const recorded = pickup.kind === "number" ? pickup.number : "";
    return msg`No seal, pickup recorded ${recorded}`;
  }
  const { number } = seal;
  if (!pickup) return msg`Seal ${number}`;
  if (sealsMatch(seal, pickup)) return msg`Seal ${number}, matches pickup`;
  if (pickup.kind === "none") return msg`Seal ${number}, pickup recorded no seal`;
  const recorded = pickup.number;
  return msg`Seal ${number}, pickup recorded ${recorded}`;
}

export const STATE_WORDS: Record<SendState, MessageDescriptor> = {
  waiting: msg({ message: "Waiting to be sent", context: "condition report" }),
  sending: msg({ message: "Sending", context: "condition report" }),
  done: msg({ message: "Sent", context: "condition report" }),
  refused: msg({ message: "Not accepted", context: "condition report" }),
};

/** A refused association's state, with its §8 reason code when the carrier gave one (decision 064). */
export function refusedStateWords(reasonCode: number | undefined, partly: boolean): MessageDescriptor {
  const reason = reasonCode ?? -1;
  if (partly) return msg`Recorded in part (reason ${reason}): the broker must correct the trailer's records`;
  if (reason < 0) return STATE_WORDS.refused;
  return msg`Not accepted by the carrier (reason ${reason})`;
}

/** What the driver certified (decision 060), in the words of the screens where it was ticked. */
export const STATEMENT_WORDS: Record<Statement, MessageDescriptor> = {
  roadworthy: msg`The trailer is roadworthy, and the photos show it as it was.`,
  damageReported: msg`All damage to this trailer was reported.`,
  reportingRule: msg`Away from the trailer: a detach must be reported when the trailer is dropped.`,
};

/** A photo not accepted must be taken again (docs/product.md §4): its state says so. */
export const PHOTO_REFUSED = msg`Not accepted: retake and send it`;

export const SLOT_WORDS: Record<LoadTrailerStatus, MessageDescriptor> = {
  inboundEmpty: msg({ message: "Inbound empty", context: "load slot" }),
  loadedTrailer: msg({ message: "Loaded", context: "load slot" }),
  outboundEmpty: msg({ message: "Outbound empty", context: "load slot" }),
};

export const COMPANY_WORDS: Record<Company, MessageDescriptor> = {
  knight: msg({ message: "Knight", context: "company name" }),
  swift: msg({ message: "Swift", context: "company name" }),
};

/** A shared report's own words (decision 128): the edge's verdict, and each end of the trailer's job. */
export const REPORT_WORDS = {
  authentic: msg`Authentic: Hitch signed this report when the driver shared it, and nothing in it has changed since.`,
  pickup: msg({ message: "Pickup", context: "condition report" }),
  drop: msg({ message: "Drop", context: "condition report" }),
  shared: msg({ message: "Shared by the driver", context: "condition report" }),
  until: msg({ message: "This link works until", context: "condition report" }),
  changes: msg({ message: "What changed from pickup to drop", context: "condition report" }),
  newAtDrop: msg({ message: "New at the drop", context: "condition report" }),
  goneAtDrop: msg({ message: "Recorded at pickup, not at the drop", context: "condition report" }),
  noChange: msg`No change in the damage recorded.`,
  closeUp: msg({ message: "Close-up of damage", context: "condition report" }),
};
