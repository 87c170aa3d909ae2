// Every error answer of /api/* has the ApiError shape of shared/api/session.ts:
// spec §8's {message, statusCode, reasonCode} plus a `kind` the client translates.
import type { ApiError, ApiErrorKind } from "../../shared/api/session.ts";

type Extra = Pick<ApiError, "reasonCode" | "retryAfterSeconds" | "issues">;

export function apiError(
  kind: ApiErrorKind,
  statusCode: number,
  message: string,
  extra: Partial<Extra> = {},
) {
  return {
    message,
    statusCode,
    reasonCode: extra.reasonCode ?? -1,
    kind,
    ...(extra.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: extra.retryAfterSeconds }),
    ...(extra.issues === undefined ? {} : { issues: extra.issues }),
  } satisfies ApiError;
}
