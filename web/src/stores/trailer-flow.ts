// The attach or detach in progress: which trailer, what the check said, whether
// the driver proved to be at it, the slot chosen, the assessment. Persisted, so a
// reload or the back button resumes where the driver was; ended when the write is queued.
import { z } from "zod/mini";
import { TrailerCheckResultSchema, TrailerRefSchema } from "#shared/api/trailers.ts";
import { AssociationSchema, CompanySchema, LoadTrailerStatusSchema } from "#shared/logistics/enums.ts";
import { persistedSignal } from "../lib/storage.ts";
import { type AssessmentDraft, AssessmentDraftSchema, newAssessmentDraft } from "./assessment-draft.ts";

export const FlowSchema = z.object({
  association: AssociationSchema,
  /** "new": this order's attach or detach; "previousOrder": a trailer still held from an earlier order. */
  origin: z.enum(["new", "previousOrder"]),
  trailer: TrailerRefSchema,
  trailerNumber: z.string(),
  company: CompanySchema,
  check: z.nullable(TrailerCheckResultSchema),
  /** The plate or VIN read off the trailer matched (docs/product.md §5). */
  verified: z.boolean(),
  /** Detach away from the trailer: the driver acknowledged the reporting rule (docs/product.md §4). */
  awayAcknowledged: z.boolean(),
  loadTrailerStatus: z.optional(LoadTrailerStatusSchema),
  /** The driver confirmed the trailer roadworthy at the end of the Photos step (sent with the attach, decision 060). */
  roadworthy: z.optional(z.boolean()),
  /** What the driver answered on the assessment step (stores/assessment-draft.ts). */
  assessment: z.optional(AssessmentDraftSchema),
});
export type Flow = z.infer<typeof FlowSchema>;

export const flow = persistedSignal("trailerFlow", z.nullable(FlowSchema), null);

type Start = Pick<Flow, "association" | "trailer" | "trailerNumber" | "company"> &
  Partial<Pick<Flow, "origin">>;

export function startFlow(start: Start): void {
  flow.value = { origin: "new", check: null, verified: false, awayAcknowledged: false, ...start };
}

export function updateFlow(change: Partial<Flow>): void {
  if (flow.value) flow.value = { ...flow.value, ...change };
}

/** Changes the assessment in progress (started on first use). */
export function updateAssessment(change: (draft: AssessmentDraft) => AssessmentDraft): void {
  const current = flow.peek();
  if (current) flow.value = { ...current, assessment: change(current.assessment ?? newAssessmentDraft()) };
}

export function endFlow(): void {
  flow.value = null;
}

/** The trailer from a previous order the driver was already asked about (asked once, then on Manage trailer). */
export const askedAboutPrevious = persistedSignal("askedAboutPreviousTrailer", z.nullable(z.string()), null);
