// The contract's assessment calls (docs/product.md §7): a trailer's condition report, and each of
// its photos.
import type { z } from "zod/mini";
import {
  DocumentFailureSchema,
  DocumentMetadataSchema,
  DocumentReadSchema,
  DocumentResponseSchema,
  TrailerAssessmentFailureSchema,
  TrailerAssessmentReadSchema,
  TrailerAssessmentRequestSchema,
  TrailerAssessmentResponseSchema,
} from "#shared/logistics/assessments.ts";
import { call } from "#shared/logistics/call-definition.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import { CERTIFIED, LOOKUP_REFUSALS, WRITE_EXTENSIONS } from "./common.ts";

export const ASSESSMENT_CALLS = {
  trailerAssessment: call({
    method: "POST",
    path: "api/trailers/trailerAssessment",
    guard: "driver",
    body: TrailerAssessmentRequestSchema,
    response: TrailerAssessmentResponseSchema,
    read: TrailerAssessmentReadSchema,
    success: (answer: z.output<typeof TrailerAssessmentReadSchema>) => answer.isSuccessful,
    // Reason 511 (cache failure) comes back as this body, to be shown rather than thrown (docs/product.md §7).
    failure: TrailerAssessmentFailureSchema,
    reasonCodes: [ReasonCode.cacheFailure, ...LOOKUP_REFUSALS],
    extensions: {
      body: {
        eventTime: WRITE_EXTENSIONS.eventTime,
        idempotencyKey:
          "A resend the edge has an answer for is answered again; one whose answer was lost may be stored twice (decision 062).",
        certified: CERTIFIED,
      },
    },
  }),
  uploadDocument: call({
    method: "POST",
    path: "api/documents",
    guard: "driver",
    multipart: DocumentMetadataSchema,
    response: DocumentResponseSchema,
    read: DocumentReadSchema,
    // §7: on failure isSuccessful false with assessmentId -1.
    success: (answer: z.output<typeof DocumentReadSchema>) =>
      answer.isSuccessful && answer.assessmentId !== -1,
    failure: DocumentFailureSchema,
    reasonCodes: [],
    extensions: {
      body: {
        clientUploadId:
          "A photo resent after its answer was lost may be stored twice; one the edge has an answer for is answered again (decision 062).",
        takenAt: "The record has when the photo arrived, not when it was taken.",
        location: "The record does not say where the photo was taken.",
      },
      answer: { documentId: "Not needed: the photo is stored under its assessment." },
    },
  }),
};
