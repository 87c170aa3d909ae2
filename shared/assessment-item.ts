// One defect of an assessment as the phone records it and the logistics API
// stores it: codes (docs/product.md §3 assessment types and subtypes), so the record reads
// in English whatever the screen language, with the driver's comment as typed.
import { z } from "zod/mini";
import { AssessmentSubtypeSchema, AssessmentTypeSchema } from "#shared/logistics/enums.ts";
import { FREE_TEXT_MAX_LENGTH } from "./validation.ts";

export const AssessmentItemSchema = z.object({
  type: AssessmentTypeSchema,
  subType: z.optional(AssessmentSubtypeSchema),
  comment: z.optional(z.string().check(z.trim(), z.maxLength(FREE_TEXT_MAX_LENGTH))),
});
export type AssessmentItem = z.infer<typeof AssessmentItemSchema>;
