// A driver's copy made from the outbox's entries (decision 054): the association's
// entry gives the trailer, when and where, the slot and the driver; its meta names
// the assessment's entry, whose payload holds the defects as sent (codes and
// comments) and the red tag; the photos are the entries that depend on that
// assessment. Pure: the keeper (store/copies.ts) stores what this returns.
import { z } from "zod/mini";
import { GeopointSchema } from "#shared/api/trailers.ts";
import { AssessmentItemSchema } from "#shared/assessment-item.ts";
import { LoadTrailerStatusSchema, PhotoSideSchema } from "#shared/logistics/enums.ts";
import { isSealItem, readSealComment } from "#shared/seal.ts";
import { splitTrailerId, type TrailerRef, TrailerRefSchema } from "#shared/trailer-id.ts";
import {
  ASSESSMENT_KINDS,
  ASSESSMENT_META,
  type OutboxEntry,
  PHOTO_KIND,
  SEAL_META,
} from "#web/outbox/outbox-entry.ts";
import {
  COPY_KINDS,
  type CopyKind,
  type CopyPhoto,
  type DriversCopy,
  type Statement,
} from "./copy-record.ts";

const AssociationPayloadSchema = z.object({
  trailer: TrailerRefSchema,
  location: z.nullable(GeopointSchema),
  loadTrailerStatus: z.optional(LoadTrailerStatusSchema),
  certified: z.optional(z.boolean()),
  reportingRuleAcknowledged: z.optional(z.boolean()),
});

const AssessmentPayloadSchema = z.object({
  items: z.array(AssessmentItemSchema),
  redTag: z.boolean(),
});

export function isCopyKind(kind: string): kind is CopyKind {
  return (COPY_KINDS as readonly string[]).includes(kind);
}

/** The company its id names; a trailer named by its QR sticker has no company here. */
const companyOf = (trailer: TrailerRef) =>
  "trailerId" in trailer ? splitTrailerId(trailer.trailerId)?.company : undefined;

/** The copy of an association's entry, or null when the entry is not one a copy is made for. */
export function copyFromOutbox(
  association: OutboxEntry,
  entries: readonly OutboxEntry[],
  savedAt: number,
): DriversCopy | null {
  if (!isCopyKind(association.kind)) return null;
  const payload = AssociationPayloadSchema.safeParse(association.payload);
  const { trailer, mobileNumber, orderNumber } = association.meta ?? {};
  if (!payload.success || trailer === undefined || !mobileNumber || !orderNumber) return null;
  const company = companyOf(payload.data.trailer);
  const quickDropSeal = readSealComment(association.meta?.[SEAL_META] ?? "");
  return {
    id: association.id,
    kind: association.kind,
    trailerNumber: trailer,
    ...(company === undefined ? {} : { company }),
    orderNumber,
    mobileNumber,
    eventTime: association.eventTime,
    location: payload.data.location,
    ...(payload.data.loadTrailerStatus === undefined
      ? {}
      : { loadTrailerStatus: payload.data.loadTrailerStatus }),
    statements: statementsOf(association.kind, payload.data),
    state: association.state,
    ...refusalOf(association),
    ...failedAttemptOf(association),
    assessment: assessmentOf(association, entries),
    ...(quickDropSeal ? { quickDropSeal } : {}),
    photos: [],
    savedAt,
  };
}

/** Why the association was refused, when it was: what the copy says instead of "recorded". */
function refusalOf(association: OutboxEntry): Pick<DriversCopy, "refusal"> {
  if (association.state !== "refused") return {};
  const { kind, reasonCode } = association.lastError ?? {};
  return {
    refusal: { ...(kind === undefined ? {} : { kind }), ...(reasonCode === undefined ? {} : { reasonCode }) },
  };
}

/** What the driver certified, as sent: roadworthy on attach and update; damage reported and the rule on detach. */
function statementsOf(
  kind: CopyKind,
  { certified, reportingRuleAcknowledged }: { certified?: boolean; reportingRuleAcknowledged?: boolean },
): Statement[] {
  const statements: Statement[] = [];
  if (certified) statements.push(kind === "detach" ? "damageReported" : "roadworthy");
  if (kind === "detach" && reportingRuleAcknowledged) statements.push("reportingRule");
  return statements;
}

/** The request id of an entry's last failed attempt, unless it has been sent since. */
function failedAttemptOf(entry: OutboxEntry): { requestId?: string } {
  const requestId = entry.state === "done" ? undefined : entry.lastError?.requestId;
  return requestId === undefined ? {} : { requestId };
}

function assessmentOf(association: OutboxEntry, entries: readonly OutboxEntry[]): DriversCopy["assessment"] {
  const id = association.meta?.[ASSESSMENT_META];
  const entry = id ? entries.find((e) => e.id === id && ASSESSMENT_KINDS.includes(e.kind)) : undefined;
  const payload = AssessmentPayloadSchema.safeParse(entry?.payload);
  if (!entry || !payload.success) return null;
  // The seal's item is no defect: the copy says it apart (decision 123).
  const sealItem = payload.data.items.find(isSealItem);
  const seal = sealItem?.comment === undefined ? null : readSealComment(sealItem.comment);
  return {
    entryId: entry.id,
    items: payload.data.items.filter((item) => item !== sealItem),
    ...(seal ? { seal } : {}),
    redTag: payload.data.redTag || redTagAfterCloseUp(entry.id, entries),
    state: entry.state,
  };
}

/**
 * A red tag sent without the phone's position goes after its assessment and close-up, as a write of
 * its own that names the assessment (decision 125): the copy says the trailer was red-tagged.
 */
function redTagAfterCloseUp(assessmentEntryId: string, entries: readonly OutboxEntry[]): boolean {
  return entries.some(
    (e) => e.kind === "redTag" && e.meta?.[ASSESSMENT_META] === assessmentEntryId && e.state !== "refused",
  );
}

/** The association as the outbox's refusal rules read it (outbox/write-outcome.ts). */
export function copyAsEntry(copy: DriversCopy) {
  return { kind: copy.kind, state: copy.state, lastError: copy.refusal };
}

/** The photo entries of an assessment, newest last. */
export function photoEntriesOf(assessmentEntryId: string, entries: readonly OutboxEntry[]): OutboxEntry[] {
  return entries.filter((e) => e.kind === PHOTO_KIND && e.dependsOn === assessmentEntryId);
}

/** A photo's side as its entry's meta names it. */
export function sideOf(entry: OutboxEntry): CopyPhoto["side"] | undefined {
  const side = PhotoSideSchema.safeParse(entry.meta?.side);
  return side.success ? side.data : undefined;
}

/**
 * The copy with the states the outbox holds now: each write still there says where it stands;
 * a photo whose entry left the phone unsent (`gone`: retaken, or given up) leaves the copy. Answers the
 * same object when nothing changed, and the ids of the photos that left.
 */
export function withStates(
  copy: DriversCopy,
  entries: readonly OutboxEntry[],
  gone: (id: string) => boolean,
): { copy: DriversCopy; gonePhotos: string[] } {
  const byId = new Map(entries.map((e) => [e.id, e]));
  let changed = false;
  const association = byId.get(copy.id);
  const state = association?.state ?? copy.state;
  // A refusal sent again and then accepted, or refused anew: the copy follows the outbox.
  const refusal = association ? refusalOf(association).refusal : copy.refusal;
  const sameRefusal =
    refusal?.kind === copy.refusal?.kind && refusal?.reasonCode === copy.refusal?.reasonCode;
  if (state !== copy.state || !sameRefusal) changed = true;
  // The entry's last failure while it is here (none once sent); the copy's own once it has gone.
  const { requestId } = association ? failedAttemptOf(association) : copy;
  if (requestId !== copy.requestId) changed = true;
  let assessment = copy.assessment;
  const assessmentState = assessment ? (byId.get(assessment.entryId)?.state ?? assessment.state) : undefined;
  if (assessment && assessmentState && assessmentState !== assessment.state) {
    assessment = { ...assessment, state: assessmentState };
    changed = true;
  }
  const gonePhotos: string[] = [];
  const photos: CopyPhoto[] = [];
  for (const photo of copy.photos) {
    const entry = byId.get(photo.id);
    if (gone(photo.id) && photo.state !== "done") {
      gonePhotos.push(photo.id);
      changed = true;
    } else if (entry && entry.state !== photo.state) {
      photos.push({ ...photo, state: entry.state });
      changed = true;
    } else photos.push(photo);
  }
  if (!changed) return { copy, gonePhotos };
  const { refusal: _before, requestId: _previous, ...rest } = copy;
  return {
    copy: {
      ...rest,
      state,
      ...(refusal ? { refusal } : {}),
      assessment,
      photos,
      ...(requestId === undefined ? {} : { requestId }),
    },
    gonePhotos,
  };
}
