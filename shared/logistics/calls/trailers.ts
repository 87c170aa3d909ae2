// The contract's calls about a trailer (docs/product.md §7): found by its id or its sticker, and a
// sticker reported as mapping to no trailer.
import type { z } from "zod/mini";
import { call } from "#shared/logistics/call-definition.ts";
import { AssociationResultSchema, UnshownResultReadSchema } from "#shared/logistics/common.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import {
  GetByQrIdParamsSchema,
  GetByQrIdQuerySchema,
  GetByQrIdReadSchema,
  GetByQrIdResponseSchema,
  GetTrailerByIdParamsSchema,
  GetTrailerByIdReadSchema,
  GetTrailerByIdResponseSchema,
  ReportQrUnassociatedRequestSchema,
} from "#shared/logistics/trailers.ts";
import { WRITE_EXTENSIONS } from "./common.ts";

export const TRAILER_CALLS = {
  getTrailerById: call({
    method: "GET",
    path: "api/trailers/getTrailerById/:id/:company",
    guard: "app",
    params: GetTrailerByIdParamsSchema,
    // Not found is a 200 with isFound false and reason 480.
    response: GetTrailerByIdResponseSchema,
    read: GetTrailerByIdReadSchema,
    reasonCodes: [ReasonCode.trailerNotFound],
    extensions: {
      answer: {
        reasonCode: "Not read: isFound false is enough.",
        message: "Not read.",
      },
    },
  }),
  getByQrId: call({
    method: "GET",
    path: "api/trailers/getByQrId/:qrId",
    guard: "app",
    params: GetByQrIdParamsSchema,
    query: GetByQrIdQuerySchema,
    response: GetByQrIdResponseSchema,
    read: GetByQrIdReadSchema,
    reasonCodes: [ReasonCode.trailerNotFound, ReasonCode.invalidTrailerType],
    extensions: {
      answer: {
        // §7 names isFound only for a sticker that maps to no trailer (false).
        "isFound=true": "Found unless isFound is false.",
        trailerNumber: "Read out of trailerId (docs/product.md §3: the number and the company joined).",
      },
    },
  }),
  reportUnassociatedQr: call({
    method: "POST",
    path: "api/trailers/reportQrUnassociatedThirdParty",
    guard: "driver",
    body: ReportQrUnassociatedRequestSchema,
    response: AssociationResultSchema,
    read: UnshownResultReadSchema,
    success: (answer: z.output<typeof UnshownResultReadSchema>) => answer.isSuccessful,
    reasonCodes: [ReasonCode.driverNotFound],
    extensions: {
      body: {
        eventTime: WRITE_EXTENSIONS.eventTime,
        idempotencyKey: "A report whose answer was lost may be stored twice (decision 062).",
      },
    },
  }),
};
