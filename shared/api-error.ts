// docs/product.md §8 in one module. Every failed call becomes an ApiError: {message,
// statusCode, reasonCode}, each defaulting on its own to 'Unknown Error', -1 and
// -1; a call that got no answer at all is 408 'No Response From API'. The edge
// Worker adds a machine-readable `kind` that the client turns into the driver's
// language. Names, one thing each:
//   ApiError / ApiErrorSchema  the shape the browser receives (this module)
//   apiErrorBody()             the builder the edge Worker answers with (this module)
//   UpstreamFailure            the §8 fields of a failed logistics call, before it has a kind
//   UpstreamError              the Worker's exception carrying one (worker/upstream/)
//   ApiRequestError            the client's exception carrying an ApiError (web/src/lib/api-client.ts)
//   LogisticsError             the reference API's exception (logistics-api/src/errors.ts)
import { z } from "zod/mini";

/** §8 defaults, each field on its own. */
export const UNKNOWN_ERROR = { message: "Unknown Error", statusCode: -1, reasonCode: -1 } as const;
/** §8: a request with no response at all. */
export const NO_RESPONSE = { message: "No Response From API", statusCode: 408 } as const;

/** Machine-readable error kinds the client turns into translated messages. */
const API_ERROR_KINDS = [
  "validation",
  "invalidOrder",
  "invalidOrderType",
  "notOnFile",
  "companyDriver",
  "cooldown",
  "rateLimited",
  "invalidCode",
  "unauthorized",
  "csrf",
  "timeout",
  "upstream",
  "configuration",
  "notFound",
  "internal",
  /** The system of record refused an association write; `reasonCode` says which §8 reason. */
  "refused",
  /** The plate or VIN typed does not match the trailer's (docs/product.md §5 'Not found!'). */
  "notVerified",
  /**
   * A finder link that is not one the Worker signed, or not readable (decision 026); a shared report's
   * link likewise, or, with status 409, one whose report is not what the edge signed (decision 128).
   */
  "linkInvalid",
  /** A genuine finder link past its expiry. */
  "linkExpired",
  /** A request body over the edge's limit (JSON 64 KB; the photo upload its own), refused unread. */
  "payloadTooLarge",
  /** A red tag for a trailer the driver has not shown to be at in this flow (proximity, plate or VIN). */
  "notIdentified",
  /**
   * A red tag sent without the phone's position before a close-up of the damage reached the edge
   * under the same trailer's assessment (decision 125): take the close-up, then send it again.
   */
  "closeUpNeeded",
  /**
   * An assessment, a photo or a red tag of a trailer the driver has no reason to touch: not on
   * their order, not held by them, not checked in this session (decision 118).
   */
  "notYourTrailer",
  /** The system of record could not store an assessment or a photo (e.g. reason 511); send it again. */
  "notStored",
  /** A file that is not one of the image types the photo upload takes, or not what it claims to be. */
  "unsupportedMediaType",
  /**
   * The system of record answered without something the app needs (decision 061); `message` is
   * that call's own. Nothing the driver did: it may pass, or the broker can help.
   */
  "unreadableAnswer",
] as const;
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

/**
 * The edge's id of a request (decision 070): Cloudflare's cf-ray ("8f1e2d3c4b5a6978-DFW") or 16 hex
 * digits. The phone shows it with a failure and sends it with a report; it finds the log lines.
 */
export const RequestIdSchema = z.string().check(z.regex(/^[0-9A-Za-z-]{1,64}$/));

const IssueSchema = z.object({ path: z.string(), message: z.string() });

/** Every error answer of the edge Worker's /api: §8's ApiError plus its kind and details. */
export const ApiErrorSchema = z.object({
  message: z._default(z.string(), UNKNOWN_ERROR.message),
  statusCode: z._default(z.int(), UNKNOWN_ERROR.statusCode),
  reasonCode: z._default(z.int(), UNKNOWN_ERROR.reasonCode),
  kind: z.optional(z.enum(API_ERROR_KINDS)),
  retryAfterSeconds: z.optional(z.int()),
  issues: z.optional(z.array(IssueSchema)),
  /** The edge's id of the request (decision 070): shown to the driver, it finds the request's log lines. */
  requestId: z.optional(RequestIdSchema),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** The §8 fields of a failed logistics call, before the Worker gives it a kind. */
export type UpstreamFailure = Pick<ApiError, "message" | "statusCode" | "reasonCode">;

type Details = Partial<Pick<ApiError, "reasonCode" | "retryAfterSeconds" | "issues">>;

/** The body of an error answer of the edge Worker. */
export function apiErrorBody(kind: ApiErrorKind, statusCode: number, message: string, details: Details = {}) {
  return {
    message,
    statusCode,
    reasonCode: details.reasonCode ?? UNKNOWN_ERROR.reasonCode,
    kind,
    ...(details.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: details.retryAfterSeconds }),
    ...(details.issues === undefined ? {} : { issues: details.issues }),
  } satisfies ApiError;
}
