// The attach or detach in progress: which trailer, what the check said, whether
// the driver proved to be at it, the slot chosen, the assessment. Persisted, so a
// reload or the back button resumes where the driver was; ended when the write is queued.
import { z } from "zod/mini";
import { type TrailerCheckResult, TrailerCheckResultSchema } from "#shared/api/trailers.ts";
import { AssociationSchema, CompanySchema, LoadTrailerStatusSchema } from "#shared/logistics/enums.ts";
import {
  type TrailerId,
  type TrailerIdParts,
  TrailerIdSchema,
  type TrailerRef,
  trailerId,
} from "#shared/trailer-id.ts";
import { QrIdSchema } from "#shared/validation.ts";
import { persistedSignal } from "#web/lib/storage.ts";
import { type AssessmentDraft, AssessmentDraftSchema, newAssessmentDraft } from "./assessment-draft.ts";
import { changeSealDraft, EMPTY_SEAL_DRAFT, type SealDraft, SealDraftSchema } from "./seal-draft.ts";
import { LAST_TRAILER_FLOW_ITEM, TRAILER_FLOW_ITEM } from "./trailer-flow-item.ts";

/**
 * The trailer the flow is about, held once (decision 075): its id, number and company, and the QR id
 * of its sticker when the driver scanned it (the check and the writes then name it by the sticker).
 */
const FlowTrailerSchema = z.object({
  trailerId: TrailerIdSchema,
  trailerNumber: z.string(),
  company: CompanySchema,
  scannedId: z.optional(QrIdSchema),
});
export type FlowTrailer = z.infer<typeof FlowTrailerSchema>;

const FlowSchema = z.object({
  association: AssociationSchema,
  /** "new": this order's attach or detach; "previousOrder": a trailer still held from an earlier order. */
  origin: z.enum(["new", "previousOrder"]),
  trailer: FlowTrailerSchema,
  check: z.nullable(TrailerCheckResultSchema),
  /**
   * Why a detach goes on without the check (decision 104): no signal to ask it, or the attach of
   * the trailer still waits on this phone (the carrier would not know the trailer is held).
   */
  checkSkipped: z.optional(z.enum(["noSignal", "notSentYet"])),
  /** The plate or VIN read off the trailer matched (docs/product.md §5). */
  verified: z.boolean(),
  /** Detach away from the trailer: the driver acknowledged the reporting rule (docs/product.md §4). */
  awayAcknowledged: z.boolean(),
  /** Detach: the driver certified that all damage was reported (docs/product.md §4). */
  damageCertified: z.optional(z.boolean()),
  /** A detach without the check: whether the driver said they are at the trailer (decision 104). */
  atTrailer: z.optional(z.boolean()),
  loadTrailerStatus: z.optional(LoadTrailerStatusSchema),
  /** The driver confirmed the trailer roadworthy at the end of the Photos step (sent with the attach, decision 060). */
  roadworthy: z.optional(z.boolean()),
  /** What the driver answered on the assessment step (stores/assessment-draft.ts). */
  assessment: z.optional(AssessmentDraftSchema),
  /** A loaded trailer's seal as the driver is answering it (stores/seal-draft.ts, decision 123). */
  seal: z.optional(SealDraftSchema),
});
export type Flow = z.infer<typeof FlowSchema>;

/**
 * A flow kept by an earlier version, read as the flow it was so an update mid-flow keeps the
 * driver's answers: its trailer's id named `id` (before decision 117), or its trailer named apart
 * from its number and company (before decision 075).
 */
const EarlierFlowSchema = z.pipe(
  z.union([
    z.pipe(
      z.looseObject({ trailer: z.looseObject({ id: z.string() }) }),
      z.transform(({ trailer: { id, ...trailer }, ...rest }) => ({
        ...rest,
        trailer: { ...trailer, trailerId: id },
      })),
    ),
    z.pipe(
      z.looseObject({
        trailer: z.union([z.object({ trailerId: z.string() }), z.object({ scannedId: QrIdSchema })]),
        trailerNumber: z.string(),
        company: CompanySchema,
      }),
      z.transform(({ trailer, trailerNumber, company, ...rest }) => ({
        ...rest,
        trailer: {
          // Read as a string here; FlowSchema checks it is a trailer id.
          trailerId:
            "trailerId" in trailer ? trailer.trailerId : (trailerId(trailerNumber, company) as string),
          trailerNumber,
          company,
          ...("scannedId" in trailer ? { scannedId: trailer.scannedId } : {}),
        },
      })),
    ),
  ]),
  FlowSchema,
);
const KeptFlowSchema = z.nullable(z.union([FlowSchema, EarlierFlowSchema]));

export const flow = persistedSignal(TRAILER_FLOW_ITEM, KeptFlowSchema, null);

export const lastFlow = persistedSignal(LAST_TRAILER_FLOW_ITEM, KeptFlowSchema, null);

/** A trailer the phone was told of (a lookup's, the launch state's, a check's), as the flow holds it. */
function flowTrailer(trailer: TrailerIdParts & { trailerId: TrailerId }, scannedId?: string): FlowTrailer {
  const { trailerId, trailerNumber, company } = trailer;
  return scannedId === undefined
    ? { trailerId, trailerNumber, company }
    : { trailerId, trailerNumber, company, scannedId };
}

/** How the edge is told which trailer: by the sticker the driver scanned, else by its id. */
export function trailerRef(trailer: FlowTrailer): TrailerRef {
  return trailer.scannedId === undefined
    ? { trailerId: trailer.trailerId }
    : { scannedId: trailer.scannedId };
}

type Start = Pick<Flow, "association"> &
  Partial<Pick<Flow, "origin">> & {
    trailer: TrailerIdParts & { trailerId: TrailerId };
    /** The sticker the trailer was found by, when it was scanned. */
    scannedId?: string;
  };

/**
 * What the driver answered in a flow, kept when the same job of the same trailer starts again (they
 * went back to Manage trailer and tapped Detach once more, or looked the trailer up again): nothing
 * they entered is undone unasked (decision 103), and the assessment keeps its outbox entry, so it is
 * never sent twice. Whether they are at the trailer is asked again, with the new check.
 */
function answersKept(current: Flow | null, association: Flow["association"], trailer: FlowTrailer) {
  if (current?.association !== association || current.trailer.trailerId !== trailer.trailerId) return {};
  const { assessment, seal, loadTrailerStatus, damageCertified, roadworthy } = current;
  return { assessment, seal, loadTrailerStatus, damageCertified, roadworthy };
}

export function startFlow({ association, origin = "new", trailer, scannedId }: Start): void {
  const started = flowTrailer(trailer, scannedId);
  flow.value = {
    ...answersKept(flow.peek(), association, started),
    association,
    origin,
    trailer: started,
    check: null,
    verified: false,
    awayAcknowledged: false,
  };
}

/** A new lookup: the flow in progress, when it is another trailer's, is kept as the last one first. */
export function startLookedUpFlow(start: Start): void {
  const current = flow.peek();
  if (current && current.trailer.trailerId !== start.trailer.trailerId) lastFlow.value = current;
  startFlow(start);
}

/** Back to the last trailer's flow; the one it replaces becomes the last in its turn. */
export function restoreLastFlow(): void {
  const last = lastFlow.peek();
  if (!last) return;
  const current = flow.peek();
  lastFlow.value = current && current.trailer.trailerId !== last.trailer.trailerId ? current : null;
  flow.value = last;
}

/** The check's answer, and the trailer as it names it (still by the sticker, when scanned). */
export function recordCheck(check: TrailerCheckResult): void {
  const current = flow.peek();
  if (current) {
    const checked = {
      trailerId: check.trailerId,
      trailerNumber: check.trailerNumber,
      company: check.company,
    };
    const { checkSkipped: _, ...rest } = current;
    flow.value = { ...rest, check, trailer: flowTrailer(checked, current.trailer.scannedId) };
  }
}

/** A detach of a trailer the phone knows the driver holds goes on without the check (decision 104). */
export function skipCheck(why: NonNullable<Flow["checkSkipped"]>): void {
  const current = flow.peek();
  if (current) flow.value = { ...current, check: null, checkSkipped: why };
}

export function updateFlow(change: Partial<Flow>): void {
  if (flow.value) flow.value = { ...flow.value, ...change };
}

/** Changes the assessment in progress (started on first use). */
export function updateAssessment(change: (draft: AssessmentDraft) => AssessmentDraft): void {
  const current = flow.peek();
  if (current) flow.value = { ...current, assessment: change(current.assessment ?? newAssessmentDraft()) };
}

/** Changes the seal answer in progress (started on first use). */
export function updateSeal(change: Partial<SealDraft>): void {
  const current = flow.peek();
  if (current) flow.value = { ...current, seal: changeSealDraft(current.seal ?? EMPTY_SEAL_DRAFT, change) };
}

/** The write is kept: nothing is left to go back to. */
export function endFlow(): void {
  flow.value = null;
  lastFlow.value = null;
}
