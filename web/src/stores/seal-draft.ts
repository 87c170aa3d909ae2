// The seal of a loaded trailer as the driver is answering it (decision 123): the number as typed,
// or "No seal" ticked. Kept in the trailer flow like every other answer, so a reload or a lost
// signal loses nothing; read as a seal (shared/seal.ts) when the step goes on.
import { z } from "zod/mini";
import { SEAL_NUMBER_MAX_LENGTH, type Seal, SealNumberSchema } from "#shared/seal.ts";

/** What is kept of a paste far beyond a seal number: enough to show it is too long. */
const SEAL_DRAFT_MAX_LENGTH = SEAL_NUMBER_MAX_LENGTH * 10;

export const SealDraftSchema = z.object({
  typed: z.string().check(z.maxLength(SEAL_DRAFT_MAX_LENGTH)),
  none: z.boolean(),
});
export type SealDraft = z.infer<typeof SealDraftSchema>;

export const EMPTY_SEAL_DRAFT: SealDraft = { typed: "", none: false };

/** A change to the draft, a paste cut to what is kept. */
export function changeSealDraft(draft: SealDraft, change: Partial<SealDraft>): SealDraft {
  const next = { ...draft, ...change };
  return { ...next, typed: next.typed.slice(0, SEAL_DRAFT_MAX_LENGTH) };
}

export type SealProblem = "required" | "maxLength" | "validation";

/** The seal the driver answered, or what is wrong with the number typed. */
export function sealOfDraft(draft: SealDraft | undefined): { seal: Seal } | { problem: SealProblem } {
  if (draft?.none) return { seal: { kind: "none" } };
  const number = SealNumberSchema.safeParse(draft?.typed ?? "");
  if (number.success) return { seal: { kind: "number", number: number.data } };
  const problem = number.error.issues[0]?.message;
  return { problem: problem === "maxLength" || problem === "validation" ? problem : "required" };
}
