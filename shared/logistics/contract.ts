// The logistics API's contract (docs/product.md §7), one entry per call: method, path
// template, who it acts for, the schemas of its parameters, query, body, answer
// and refusal, and the §8 reason codes it may answer. Two schemas per answer
// (decision 061): `response` is strict, what the reference API sends and the test
// mock checks its answers against; `read` is tolerant, what the edge Worker reads
// of any carrier's answer within docs/product.md §3 and §7. `extensions` names every field
// Hitch sends or reads that §7 does not, with what the app does when a carrier
// ignores or omits it; `success` is a write's success shape (§5, §7).
// Everything that speaks to the API is built from this table:
//   - the edge Worker's upstream client takes a call by name, and a wrong body or
//     path parameter is a type error (worker/upstream/logistics-client.ts);
//   - the Worker tests' mock of the API routes and checks every entry
//     (tests/mocks/logistics-api.ts);
//   - the reference API validates its routes with the same entries (logistics-api/).
// Adding a call means adding an entry here.
import { z } from "zod/mini";
import {
  AppLaunchStateReadSchema,
  AppLaunchStateRequestSchema,
  AppLaunchStateSchema,
  FailedUsageAttemptRequestSchema,
  FeatureFlagsReadSchema,
  FeatureFlagsSchema,
  FeedbackRequestSchema,
  FeedbackResponseSchema,
  PersistentAlertReadSchema,
  PersistentAlertResponseSchema,
  ProductParamsSchema,
} from "./app.ts";
import {
  DocumentFailureSchema,
  DocumentMetadataSchema,
  DocumentReadSchema,
  DocumentResponseSchema,
  TrailerAssessmentFailureSchema,
  TrailerAssessmentReadSchema,
  TrailerAssessmentRequestSchema,
  TrailerAssessmentResponseSchema,
} from "./assessments.ts";
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
} from "./associations.ts";
import {
  RequestVerificationCodeParamsSchema,
  RequestVerificationCodeQuerySchema,
  RequestVerificationCodeReadSchema,
  RequestVerificationCodeResponseSchema,
  ValidateTokenReadSchema,
  ValidateTokenRequestSchema,
  ValidateTokenResponseSchema,
  VerifyIdentityRequestSchema,
  VerifyIdentityResponseSchema,
} from "./auth.ts";
import {
  type AssociationResultReading,
  AssociationResultReadSchema,
  AssociationResultSchema,
  UnshownResultReadSchema,
} from "./common.ts";
import {
  AttachedTrailersReadSchema,
  AttachedTrailersResponseSchema,
  LoadByLoadNumberQuerySchema,
  LoadNumberParamsSchema,
  LoadReadSchema,
  LoadSchema,
  LoadsReadSchema,
  LoadsResponseSchema,
} from "./loads.ts";
import { PARTLY_RECORDED_REASON_CODES, ReasonCode, type ReasonCodeValue } from "./reason-codes.ts";
import {
  GetByQrIdParamsSchema,
  GetByQrIdQuerySchema,
  GetByQrIdReadSchema,
  GetByQrIdResponseSchema,
  GetTrailerByIdParamsSchema,
  GetTrailerByIdReadSchema,
  GetTrailerByIdResponseSchema,
  ReportQrUnassociatedRequestSchema,
} from "./trailers.ts";

type Schema = z.ZodMiniType;
type ObjectSchema = z.ZodMiniObject;

/** The `:name` parameters of a path template, e.g. "a/:id/:company" gives "id" | "company". */
export type PathParameterNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParameterNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A call of the logistics API, as the table describes it. */
export type LogisticsCallDefinition = {
  method: "GET" | "POST";
  /** Below the API's base URL; `:name` marks a path parameter (Hono's syntax, routed as is). */
  path: string;
  /**
   * "driver": the app token and the driver's identity token (Bearer). "app": the app token; the
   * identity token goes too when the Worker makes the call for a signed-in driver.
   */
  guard: "app" | "driver";
  params?: ObjectSchema;
  query?: ObjectSchema;
  /** A JSON body. */
  body?: Schema;
  /** A multipart body: a `metadata` part (JSON, this schema) and a `file` part. */
  multipart?: ObjectSchema;
  /** The answer of a 2xx as the reference API sends it (strict; the test mock holds its answers to it). */
  response: Schema;
  /** The answer of a 2xx as the edge reads it (tolerant, decision 061): its output is what the edge works with. */
  read: Schema;
  /** A write's success shape (docs/product.md §5, §7): a 2xx whose answer fails it is a refusal, never a success. */
  success?: (answer: never) => boolean;
  /**
   * A POST that only reads (a check, the order's state, a token's validity): sent once more when
   * its connection failed before any answer, as a GET is. Never a write, a text sent or a code
   * checked, whose first sending may have been made (the write journal's question, worker/writes/).
   */
  resendable?: true;
  /** Fields Hitch sends or reads that docs/product.md §7 and §3 do not name, with what the app does without them. */
  extensions?: Extensions;
  /** The body of a refusal when the call has a shape of its own for it (any call may also answer a LogisticsErrorBody). */
  failure?: Schema;
  /** The reason codes of docs/product.md §8 this call may answer. */
  reasonCodes: readonly ReasonCodeValue[];
};

/**
 * Field paths (dots; `[]` for each item of a list; `=value` on the last one when only that value is
 * an extension) that are Hitch's extensions of docs/product.md §7, each with what the app does when a carrier
 * ignores it (a request field) or leaves it out (an answer field).
 */
export type Extensions = {
  query?: Readonly<Record<string, string>>;
  body?: Readonly<Record<string, string>>;
  answer?: Readonly<Record<string, string>>;
};

/** Whether an entry's params schema names exactly the `:name`s of its path (none when there are none). */
type ParamsMatchPath<C> = C extends { path: infer Path extends string }
  ? [PathParameterNames<Path>] extends [never]
    ? C extends { params: z.ZodMiniType }
      ? false
      : true
    : C extends { params: z.ZodMiniObject<infer Shape> }
      ? [keyof Shape] extends [PathParameterNames<Path>]
        ? [PathParameterNames<Path>] extends [keyof Shape]
          ? true
          : false
        : false
      : false
  : false;

/** A JSON body and a multipart body are never both given. */
type OneBody<C> = C extends { body: z.ZodMiniType; multipart: z.ZodMiniType } ? false : true;

/** An entry of the table, checked as it is written: a mismatch is a type error on that entry. */
function call<const C extends LogisticsCallDefinition>(
  definition: C &
    (ParamsMatchPath<C> extends true
      ? unknown
      : { "params must name exactly the path's :parameters": never }) &
    (OneBody<C> extends true ? unknown : { "give a JSON body or a multipart body, not both": never }),
): C {
  return definition;
}

const { invalidOrder, invalidOrderType, driverNotFound, trailerNotFound, configurationError } = ReasonCode;
/** Every call that names a load, a driver and a trailer may refuse on any of them. */
const LOOKUP_REFUSALS = [trailerNotFound, invalidOrder, invalidOrderType, driverNotFound] as const;
const WRITE_FAILED = ReasonCode.loadsCoreTrailerUpdateFailed;

/** §5: an association failed unless the answer is 200 and isSuccessful. */
const associationSucceeded = (answer: AssociationResultReading) => answer.isSuccessful;

/** What the app does when a carrier ignores the request fields every association write sends. */
const WRITE_EXTENSIONS = {
  eventTime: "Recorded as the time the write arrived, not when the driver made it on the phone.",
  idempotencyKey:
    "A resend counts once anyway: the edge answers a write it already has an answer for, and reads the order's state before sending one whose answer was lost (decision 062).",
  location:
    "Proximity cannot pass: the phone asks for the plate or VIN instead (checks); no drop spot is pinned (writes).",
} as const;
/** What the app does when a carrier ignores the driver's statements (decision 060). */
const CERTIFIED = "The driver's statement is not on the carrier's record; it stays on the driver's copy.";

export const LOGISTICS_CALLS = {
  validateToken: call({
    method: "POST",
    resendable: true,
    path: "api/fbaauthentication/validate",
    guard: "app",
    body: ValidateTokenRequestSchema,
    response: ValidateTokenResponseSchema,
    read: ValidateTokenReadSchema,
    failure: ValidateTokenResponseSchema,
    reasonCodes: [],
    extensions: {
      answer: {
        isValid: "Without it, an answer with no responseType is a valid token.",
        mobileNumber: "Not read.",
        expiresAt: "Not read: the session asks again every few minutes.",
      },
    },
  }),
  verifyIdentity: call({
    method: "POST",
    path: "api/fbaauthentication/verifyIdentity",
    guard: "app",
    body: VerifyIdentityRequestSchema,
    response: VerifyIdentityResponseSchema,
    // Read as answered: the token is the one thing verifyIdentity answers (§7), and sign-in cannot go on without it.
    read: VerifyIdentityResponseSchema,
    reasonCodes: [ReasonCode.invalidMfaCode],
    extensions: {
      body: {
        loadNumber:
          "A code texted for another order of the same phone verifies too; the session still holds the order signed in to.",
      },
    },
  }),
  requestVerificationCode: call({
    method: "POST",
    path: "api/drivers/requestVerificationCode/:mobile",
    guard: "app",
    params: RequestVerificationCodeParamsSchema,
    query: RequestVerificationCodeQuerySchema,
    response: RequestVerificationCodeResponseSchema,
    read: RequestVerificationCodeReadSchema,
    // Refused (company driver, not on file, cooldown) in the answer's own shape.
    failure: RequestVerificationCodeResponseSchema,
    reasonCodes: [invalidOrder, invalidOrderType, configurationError],
    extensions: {
      query: {
        loadNumber:
          "The carrier texts a code to a phone on file for any of its orders; the edge still checks the order exists first.",
      },
      answer: {
        reason: "A code not sent reads as 'not on file for this order'.",
        retryAfterSeconds: "The phone waits the app's default (30 s) before offering Resend.",
      },
    },
  }),
  loadByLoadNumber: call({
    method: "GET",
    path: "api/loads/logisticsLoadByLoadNumber/:loadNumber",
    guard: "app",
    params: LoadNumberParamsSchema,
    query: LoadByLoadNumberQuerySchema,
    response: LoadSchema,
    read: LoadReadSchema,
    reasonCodes: [invalidOrder],
    extensions: {
      query: {
        company:
          "Asked only for a session opened before sessions kept the DOT number (decision 062); ignored, the order's only or first load answers.",
      },
      answer: { "carrier.name": "Not read." },
    },
  }),
  loadsByLoadNumber: call({
    method: "GET",
    path: "api/loads/logisticsLoadsByLoadNumber/:loadNumber",
    guard: "app",
    params: LoadNumberParamsSchema,
    response: LoadsResponseSchema,
    read: LoadsReadSchema,
    reasonCodes: [],
    extensions: { answer: { "[].carrier.name": "Not read." } },
  }),
  getTrailerById: call({
    method: "GET",
    path: "api/trailers/getTrailerById/:id/:company",
    guard: "app",
    params: GetTrailerByIdParamsSchema,
    // Not found is a 200 with isFound false and reason 480.
    response: GetTrailerByIdResponseSchema,
    read: GetTrailerByIdReadSchema,
    reasonCodes: [trailerNotFound],
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
    reasonCodes: [trailerNotFound, ReasonCode.invalidTrailerType],
    extensions: {
      answer: {
        // §7 names isFound only for a sticker that maps to no trailer (false).
        "isFound=true": "Found unless isFound is false.",
        trailerNumber: "Read out of trailerId (docs/product.md §3: the number and the company joined).",
      },
    },
  }),
  trailersAttachedToLoad: call({
    method: "GET",
    path: "api/trailers/trailersAttachedToLogisticsByLoadNumber/:loadNumber",
    guard: "app",
    params: LoadNumberParamsSchema,
    response: AttachedTrailersResponseSchema,
    read: AttachedTrailersReadSchema,
    reasonCodes: [],
  }),
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
      body: {
        location: WRITE_EXTENSIONS.location,
        loadTrailerStatus: "The loaded-status evaluation does not see the slot the driver chose.",
        eventTime: "Not needed for a check.",
        idempotencyKey: "Not sent on a check.",
      },
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
      body: {
        location: WRITE_EXTENSIONS.location,
        loadTrailerStatus: "The loaded-status evaluation does not see the slot the driver chose.",
        eventTime: "Not needed for a check.",
        idempotencyKey: "Not sent on a check.",
      },
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
    response: AssociationResultSchema,
    read: AssociationResultReadSchema,
    success: associationSucceeded,
    failure: AssociationFailureSchema,
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
  }),
  detach: call({
    method: "POST",
    path: "api/trailerAssociations/detachLogistics",
    guard: "driver",
    body: DetachLogisticsRequestSchema,
    response: AssociationResultSchema,
    read: AssociationResultReadSchema,
    success: associationSucceeded,
    failure: AssociationFailureSchema,
    reasonCodes: [ReasonCode.trailerNotDetachable, ...PARTLY_RECORDED_REASON_CODES, ...LOOKUP_REFUSALS],
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
    response: AssociationResultSchema,
    read: AssociationResultReadSchema,
    success: associationSucceeded,
    failure: AssociationFailureSchema,
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
  }),
  confirmAttachedTrailer: call({
    method: "POST",
    path: "api/trailerAssociations/postThirdPartyAttachedTrailerConfirmation",
    guard: "driver",
    body: AttachedTrailerConfirmationRequestSchema,
    response: AssociationResultSchema,
    read: AssociationResultReadSchema,
    success: associationSucceeded,
    failure: AssociationFailureSchema,
    reasonCodes: [ReasonCode.trailerNotDetachable, ...PARTLY_RECORDED_REASON_CODES, ...LOOKUP_REFUSALS],
    extensions: { body: WRITE_EXTENSIONS },
  }),
  mapTrailerOnDetach: call({
    method: "POST",
    path: "api/trailerAssociations/updateLogisticsTrailerMappingOnDetach",
    guard: "driver",
    body: TrailerMappingOnDetachRequestSchema,
    response: AssociationResultSchema,
    read: AssociationResultReadSchema,
    success: associationSucceeded,
    failure: AssociationFailureSchema,
    reasonCodes: [ReasonCode.trailerNotDetachable, WRITE_FAILED, ...LOOKUP_REFUSALS],
    extensions: {
      body: {
        eventTime: WRITE_EXTENSIONS.eventTime,
        idempotencyKey: "Pinning the same drop spot again changes nothing.",
      },
    },
  }),
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
  reportUnassociatedQr: call({
    method: "POST",
    path: "api/trailers/reportQrUnassociatedThirdParty",
    guard: "driver",
    body: ReportQrUnassociatedRequestSchema,
    response: AssociationResultSchema,
    read: UnshownResultReadSchema,
    success: (answer: z.output<typeof UnshownResultReadSchema>) => answer.isSuccessful,
    reasonCodes: [driverNotFound],
    extensions: {
      body: {
        eventTime: WRITE_EXTENSIONS.eventTime,
        idempotencyKey: "A report whose answer was lost may be stored twice (decision 062).",
      },
    },
  }),
  appLaunchState: call({
    method: "POST",
    resendable: true,
    path: "api/logisticsApp/appLaunchState",
    guard: "driver",
    body: AppLaunchStateRequestSchema,
    response: AppLaunchStateSchema,
    read: AppLaunchStateReadSchema,
    // 475 for an order of a type the app does not serve, as sign-in's code request refuses it: a change
    // of order asks it (decision 106). A carrier that answers such a load is refused at the check.
    reasonCodes: [invalidOrder, invalidOrderType, driverNotFound],
    extensions: { answer: { "load.carrier.name": "Not read." } },
  }),
  failedUsageAttempt: call({
    method: "POST",
    path: "api/logisticsApp/failedUsageAttempt",
    guard: "app",
    body: FailedUsageAttemptRequestSchema,
    response: AssociationResultSchema,
    read: UnshownResultReadSchema,
    success: (answer: z.output<typeof UnshownResultReadSchema>) => answer.isSuccessful,
    reasonCodes: [],
    extensions: { body: { eventTime: WRITE_EXTENSIONS.eventTime } },
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
  submitFeedback: call({
    method: "POST",
    path: "api/drivers/submitThirdPartyFeedback",
    guard: "driver",
    body: FeedbackRequestSchema,
    response: FeedbackResponseSchema,
    // Read as answered: true is submitted, false is refused (anything else cannot be read).
    read: FeedbackResponseSchema,
    success: (answer: boolean) => answer,
    reasonCodes: [driverNotFound],
    extensions: {
      body: {
        eventTime: WRITE_EXTENSIONS.eventTime,
        idempotencyKey: "A report whose answer was lost may be stored twice (decision 062).",
      },
    },
  }),
  featureFlags: call({
    method: "GET",
    path: "api/featureFlags/:product",
    guard: "app",
    params: ProductParamsSchema,
    response: FeatureFlagsSchema,
    read: FeatureFlagsReadSchema,
    reasonCodes: [],
  }),
  persistentAlert: call({
    method: "GET",
    path: "api/alerts/persistentAlert/:product",
    guard: "app",
    params: ProductParamsSchema,
    // "alert object or empty" (docs/product.md §7): null, or no body at all.
    response: z.optional(PersistentAlertResponseSchema),
    read: PersistentAlertReadSchema,
    reasonCodes: [],
  }),
};

export type LogisticsCalls = typeof LOGISTICS_CALLS;
export type LogisticsCallName = keyof LogisticsCalls;

/** `/api/...`: a call's path as a route of the API (Hono syntax). */
export function routePath(definition: Pick<LogisticsCallDefinition, "path">): string {
  return `/${definition.path}`;
}

/** Which call of the table a request is, by its method and path (e.g. "GET", "/api/trailers/getByQrId/QR-1"). */
export function callNamed(method: string, pathname: string): LogisticsCallName | undefined {
  const entries = Object.entries(LOGISTICS_CALLS) as [LogisticsCallName, LogisticsCallDefinition][];
  return entries.find(
    ([, definition]) =>
      definition.method === method &&
      new RegExp(`^/${definition.path.replace(/:\w+/g, "[^/]+")}$`).test(pathname),
  )?.[0];
}

/** The call's path with its parameters filled in and encoded. */
export function fillPath(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
