// The contract's association calls (docs/product.md §5, §7): the two checks, and the writes that
// attach, detach, move or release a trailer and pin where it was dropped.
import {
  AssociationFailureSchema,
  AssociationRequestSchema,
  AttachabilityReadSchema,
  AttachabilityResponseSchema,
  AttachedTrailerConfirmationRequestSchema,
  AttachLogisticsRequestSchema,
  DetachabilityReadSchema,
  DetachabilityResponseSchema,
  DetachLogisticsRequestSchema,
  TrailerMappingOnDetachRequestSchema,
  UpdateAttachedTrailerRequestSchema,
} from "#shared/logistics/associations.ts";
import { call } from "#shared/logistics/call-definition.ts";
import {
  type AssociationResultReading,
  AssociationResultReadSchema,
  AssociationResultSchema,
} from "#shared/logistics/common.ts";
import { PARTLY_RECORDED_REASON_CODES, ReasonCode } from "#shared/logistics/reason-codes.ts";
import { CERTIFIED, LOOKUP_REFUSALS, WRITE_EXTENSIONS } from "./common.ts";

/** §5: an association failed unless the answer is 200 and isSuccessful. */
const associationSucceeded = (answer: AssociationResultReading) => answer.isSuccessful;

/** What a check's request carries that §7 does not name, and what the app does without it. */
const CHECK_BODY_EXTENSIONS = {
  location: WRITE_EXTENSIONS.location,
  loadTrailerStatus: "The loaded-status evaluation does not see the slot the driver chose.",
  eventTime: "Not needed for a check.",
  idempotencyKey: "Not sent on a check.",
};
/** Every write's answer, refusal, and refusals of the lookup it makes. */
const WRITE = {
  response: AssociationResultSchema,
  read: AssociationResultReadSchema,
  success: associationSucceeded,
  failure: AssociationFailureSchema,
} as const;
/** Taking a trailer onto the order (attach, or a move from another order): the refusals and extensions. */
const TAKING = {
  reasonCodes: [
    ReasonCode.trailerNotAttachable,
    ReasonCode.invalidTrailerType,
    ...PARTLY_RECORDED_REASON_CODES,
    ...LOOKUP_REFUSALS,
  ],
  extensions: {
    body: {
      ...WRITE_EXTENSIONS,
      loadTrailerStatus: "The slot is not recorded; the load's slots show what the carrier recorded.",
      certified: CERTIFIED,
    },
  },
} as const;
const LETTING_GO_REFUSALS = [
  ReasonCode.trailerNotDetachable,
  ...PARTLY_RECORDED_REASON_CODES,
  ...LOOKUP_REFUSALS,
] as const;

export const ASSOCIATION_CALLS = {
  attachability: call({
    method: "POST",
    resendable: true,
    path: "api/trailerAssociations/driverTrailerAttachability",
    guard: "driver",
    body: AssociationRequestSchema,
    response: AttachabilityResponseSchema,
    read: AttachabilityReadSchema,
    reasonCodes: LOOKUP_REFUSALS,
    extensions: {
      body: CHECK_BODY_EXTENSIONS,
      answer: {
        "attachabilityEvaluations[].reason":
          "The reason comes from the evaluation's type and result, or is the carrier's message as given.",
      },
    },
  }),
  detachability: call({
    method: "POST",
    resendable: true,
    path: "api/trailerAssociations/driverTrailerDetachability",
    guard: "driver",
    body: AssociationRequestSchema,
    response: DetachabilityResponseSchema,
    read: DetachabilityReadSchema,
    reasonCodes: LOOKUP_REFUSALS,
    extensions: {
      body: CHECK_BODY_EXTENSIONS,
      answer: {
        "detachabilityEvaluations[].reason":
          "The reason comes from the evaluation's type and result, or is the carrier's message as given.",
      },
    },
  }),
  attach: call({
    method: "POST",
    path: "api/trailerAssociations/attachLogistics",
    guard: "driver",
    body: AttachLogisticsRequestSchema,
    ...WRITE,
    ...TAKING,
  }),
  detach: call({
    method: "POST",
    path: "api/trailerAssociations/detachLogistics",
    guard: "driver",
    body: DetachLogisticsRequestSchema,
    ...WRITE,
    reasonCodes: LETTING_GO_REFUSALS,
    extensions: {
      body: {
        ...WRITE_EXTENSIONS,
        certified: CERTIFIED,
        reportingRuleAcknowledged: CERTIFIED,
        loadTrailerStatus: "Not sent on a detach.",
      },
    },
  }),
  updateAttachedTrailer: call({
    method: "POST",
    path: "api/trailerAssociations/updateThirdPartyLoadForAttachedTrailer",
    guard: "driver",
    body: UpdateAttachedTrailerRequestSchema,
    ...WRITE,
    ...TAKING,
  }),
  confirmAttachedTrailer: call({
    method: "POST",
    path: "api/trailerAssociations/postThirdPartyAttachedTrailerConfirmation",
    guard: "driver",
    body: AttachedTrailerConfirmationRequestSchema,
    ...WRITE,
    reasonCodes: LETTING_GO_REFUSALS,
    extensions: { body: WRITE_EXTENSIONS },
  }),
  mapTrailerOnDetach: call({
    method: "POST",
    path: "api/trailerAssociations/updateLogisticsTrailerMappingOnDetach",
    guard: "driver",
    body: TrailerMappingOnDetachRequestSchema,
    ...WRITE,
    reasonCodes: [
      ReasonCode.trailerNotDetachable,
      ReasonCode.loadsCoreTrailerUpdateFailed,
      ...LOOKUP_REFUSALS,
    ],
    extensions: {
      body: {
        eventTime: WRITE_EXTENSIONS.eventTime,
        idempotencyKey: "Pinning the same drop spot again changes nothing.",
      },
    },
  }),
};
