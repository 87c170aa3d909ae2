// The logistics API's contract (spec §7), one entry per call: method, path
// template, who it acts for, the schemas of its parameters, query, body, answer
// and refusal, and the §8 reason codes it may answer. Everything that speaks to
// the API is built from this table:
//   - the edge Worker's upstream client takes a call by name, and a wrong body or
//     path parameter is a type error (worker/upstream/logistics-client.ts);
//   - the Worker tests' mock of the API routes and checks every entry
//     (worker/test/logistics-contract-mock.ts);
//   - the reference API validates its routes with the same entries (logistics-api/).
// Adding a call means adding an entry here.
import { z } from "zod/mini";
import {
  AppLaunchStateRequestSchema,
  AppLaunchStateSchema,
  FailedUsageAttemptRequestSchema,
  FeatureFlagsSchema,
  FeedbackRequestSchema,
  FeedbackResponseSchema,
  PersistentAlertResponseSchema,
  ProductParamsSchema,
} from "./app.ts";
import {
  DocumentFailureSchema,
  DocumentMetadataSchema,
  DocumentResponseSchema,
  TrailerAssessmentFailureSchema,
  TrailerAssessmentRequestSchema,
  TrailerAssessmentResponseSchema,
} from "./assessments.ts";
import {
  AssociationFailureSchema,
  AssociationRequestSchema,
  AttachabilityResponseSchema,
  AttachedTrailerConfirmationRequestSchema,
  AttachLogisticsRequestSchema,
  DetachabilityResponseSchema,
  DetachLogisticsRequestSchema,
  TrailerMappingOnDetachRequestSchema,
  UpdateAttachedTrailerRequestSchema,
} from "./associations.ts";
import {
  RequestVerificationCodeParamsSchema,
  RequestVerificationCodeQuerySchema,
  RequestVerificationCodeResponseSchema,
  ValidateTokenRequestSchema,
  ValidateTokenResponseSchema,
  VerifyIdentityRequestSchema,
  VerifyIdentityResponseSchema,
} from "./auth.ts";
import { AssociationResultSchema } from "./common.ts";
import {
  AttachedTrailersResponseSchema,
  LoadByLoadNumberQuerySchema,
  LoadNumberParamsSchema,
  LoadSchema,
  LoadsResponseSchema,
} from "./loads.ts";
import { PARTLY_RECORDED_REASON_CODES, ReasonCode, type ReasonCodeValue } from "./reason-codes.ts";
import {
  GetByQrIdParamsSchema,
  GetByQrIdQuerySchema,
  GetByQrIdResponseSchema,
  GetTrailerByIdParamsSchema,
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
  /** The answer of a 2xx. */
  response: Schema;
  /** The body of a refusal when the call has a shape of its own for it (any call may also answer a LogisticsErrorBody). */
  failure?: Schema;
  /** The reason codes of spec §8 this call may answer. */
  reasonCodes: readonly ReasonCodeValue[];
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

export const LOGISTICS_CALLS = {
  validateToken: call({
    method: "POST",
    path: "api/fbaauthentication/validate",
    guard: "app",
    body: ValidateTokenRequestSchema,
    response: ValidateTokenResponseSchema,
    failure: ValidateTokenResponseSchema,
    reasonCodes: [],
  }),
  verifyIdentity: call({
    method: "POST",
    path: "api/fbaauthentication/verifyIdentity",
    guard: "app",
    body: VerifyIdentityRequestSchema,
    response: VerifyIdentityResponseSchema,
    reasonCodes: [ReasonCode.invalidMfaCode],
  }),
  requestVerificationCode: call({
    method: "POST",
    path: "api/drivers/requestVerificationCode/:mobile",
    guard: "app",
    params: RequestVerificationCodeParamsSchema,
    query: RequestVerificationCodeQuerySchema,
    response: RequestVerificationCodeResponseSchema,
    // Refused (company driver, not on file, cooldown) in the answer's own shape.
    failure: RequestVerificationCodeResponseSchema,
    reasonCodes: [invalidOrder, invalidOrderType, configurationError],
  }),
  loadByLoadNumber: call({
    method: "GET",
    path: "api/loads/logisticsLoadByLoadNumber/:loadNumber",
    guard: "app",
    params: LoadNumberParamsSchema,
    query: LoadByLoadNumberQuerySchema,
    response: LoadSchema,
    reasonCodes: [invalidOrder],
  }),
  loadsByLoadNumber: call({
    method: "GET",
    path: "api/loads/logisticsLoadsByLoadNumber/:loadNumber",
    guard: "app",
    params: LoadNumberParamsSchema,
    response: LoadsResponseSchema,
    reasonCodes: [],
  }),
  getTrailerById: call({
    method: "GET",
    path: "api/trailers/getTrailerById/:id/:company",
    guard: "app",
    params: GetTrailerByIdParamsSchema,
    // Not found is a 200 with isFound false and reason 480.
    response: GetTrailerByIdResponseSchema,
    reasonCodes: [trailerNotFound],
  }),
  getByQrId: call({
    method: "GET",
    path: "api/trailers/getByQrId/:qrId",
    guard: "app",
    params: GetByQrIdParamsSchema,
    query: GetByQrIdQuerySchema,
    response: GetByQrIdResponseSchema,
    reasonCodes: [trailerNotFound],
  }),
  trailersAttachedToLoad: call({
    method: "GET",
    path: "api/trailers/trailersAttachedToLogisticsByLoadNumber/:loadNumber",
    guard: "app",
    params: LoadNumberParamsSchema,
    response: AttachedTrailersResponseSchema,
    reasonCodes: [],
  }),
  attachability: call({
    method: "POST",
    path: "api/trailerAssociations/driverTrailerAttachability",
    guard: "driver",
    body: AssociationRequestSchema,
    response: AttachabilityResponseSchema,
    reasonCodes: LOOKUP_REFUSALS,
  }),
  detachability: call({
    method: "POST",
    path: "api/trailerAssociations/driverTrailerDetachability",
    guard: "driver",
    body: AssociationRequestSchema,
    response: DetachabilityResponseSchema,
    reasonCodes: LOOKUP_REFUSALS,
  }),
  attach: call({
    method: "POST",
    path: "api/trailerAssociations/attachLogistics",
    guard: "driver",
    body: AttachLogisticsRequestSchema,
    response: AssociationResultSchema,
    failure: AssociationFailureSchema,
    reasonCodes: [
      ReasonCode.trailerNotAttachable,
      ReasonCode.invalidTrailerType,
      ...PARTLY_RECORDED_REASON_CODES,
      ...LOOKUP_REFUSALS,
    ],
  }),
  detach: call({
    method: "POST",
    path: "api/trailerAssociations/detachLogistics",
    guard: "driver",
    body: DetachLogisticsRequestSchema,
    response: AssociationResultSchema,
    failure: AssociationFailureSchema,
    reasonCodes: [ReasonCode.trailerNotDetachable, ...PARTLY_RECORDED_REASON_CODES, ...LOOKUP_REFUSALS],
  }),
  updateAttachedTrailer: call({
    method: "POST",
    path: "api/trailerAssociations/updateThirdPartyLoadForAttachedTrailer",
    guard: "driver",
    body: UpdateAttachedTrailerRequestSchema,
    response: AssociationResultSchema,
    failure: AssociationFailureSchema,
    reasonCodes: [
      ReasonCode.trailerNotAttachable,
      ReasonCode.invalidTrailerType,
      ...PARTLY_RECORDED_REASON_CODES,
      ...LOOKUP_REFUSALS,
    ],
  }),
  confirmAttachedTrailer: call({
    method: "POST",
    path: "api/trailerAssociations/postThirdPartyAttachedTrailerConfirmation",
    guard: "driver",
    body: AttachedTrailerConfirmationRequestSchema,
    response: AssociationResultSchema,
    failure: AssociationFailureSchema,
    reasonCodes: [ReasonCode.trailerNotDetachable, ...PARTLY_RECORDED_REASON_CODES, ...LOOKUP_REFUSALS],
  }),
  mapTrailerOnDetach: call({
    method: "POST",
    path: "api/trailerAssociations/updateLogisticsTrailerMappingOnDetach",
    guard: "driver",
    body: TrailerMappingOnDetachRequestSchema,
    response: AssociationResultSchema,
    failure: AssociationFailureSchema,
    reasonCodes: [ReasonCode.trailerNotDetachable, WRITE_FAILED, ...LOOKUP_REFUSALS],
  }),
  trailerAssessment: call({
    method: "POST",
    path: "api/trailers/trailerAssessment",
    guard: "driver",
    body: TrailerAssessmentRequestSchema,
    response: TrailerAssessmentResponseSchema,
    // Reason 511 (cache failure) comes back as this body, to be shown rather than thrown (spec §7).
    failure: TrailerAssessmentFailureSchema,
    reasonCodes: [ReasonCode.cacheFailure, ...LOOKUP_REFUSALS],
  }),
  reportUnassociatedQr: call({
    method: "POST",
    path: "api/trailers/reportQrUnassociatedThirdParty",
    guard: "driver",
    body: ReportQrUnassociatedRequestSchema,
    response: AssociationResultSchema,
    reasonCodes: [driverNotFound],
  }),
  appLaunchState: call({
    method: "POST",
    path: "api/logisticsApp/appLaunchState",
    guard: "driver",
    body: AppLaunchStateRequestSchema,
    response: AppLaunchStateSchema,
    reasonCodes: [invalidOrder, driverNotFound],
  }),
  failedUsageAttempt: call({
    method: "POST",
    path: "api/logisticsApp/failedUsageAttempt",
    guard: "app",
    body: FailedUsageAttemptRequestSchema,
    response: AssociationResultSchema,
    reasonCodes: [],
  }),
  uploadDocument: call({
    method: "POST",
    path: "api/documents",
    guard: "driver",
    multipart: DocumentMetadataSchema,
    response: DocumentResponseSchema,
    failure: DocumentFailureSchema,
    reasonCodes: [],
  }),
  submitFeedback: call({
    method: "POST",
    path: "api/drivers/submitThirdPartyFeedback",
    guard: "driver",
    body: FeedbackRequestSchema,
    response: FeedbackResponseSchema,
    reasonCodes: [driverNotFound],
  }),
  featureFlags: call({
    method: "GET",
    path: "api/featureFlags/:product",
    guard: "app",
    params: ProductParamsSchema,
    response: FeatureFlagsSchema,
    reasonCodes: [],
  }),
  persistentAlert: call({
    method: "GET",
    path: "api/alerts/persistentAlert/:product",
    guard: "app",
    params: ProductParamsSchema,
    // "alert object or empty" (spec §7): null, or no body at all.
    response: z.optional(PersistentAlertResponseSchema),
    reasonCodes: [],
  }),
};

export type LogisticsCalls = typeof LOGISTICS_CALLS;
export type LogisticsCallName = keyof LogisticsCalls;

/** `/api/...`: a call's path as a route of the API (Hono syntax). */
export function routePath(definition: Pick<LogisticsCallDefinition, "path">): string {
  return `/${definition.path}`;
}

/** The call's path with its parameters filled in and encoded. */
export function fillPath(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
