// A failed logistics call, already mapped as spec §8 says. `body` keeps the
// parsed error body for callers that read contract fields beyond the ApiError.
export type UpstreamApiError = { message: string; statusCode: number; reasonCode: number };

export const UNKNOWN_ERROR: UpstreamApiError = { message: "Unknown Error", statusCode: -1, reasonCode: -1 };
export const NO_RESPONSE_MESSAGE = "No Response From API";

export class UpstreamError extends Error {
  constructor(
    readonly apiError: UpstreamApiError,
    /** `timeout`: no answer at all; `upstream`: an error answer, or one we could not read. */
    readonly kind: "upstream" | "timeout",
    readonly body: unknown = undefined,
  ) {
    super(apiError.message);
    this.name = "UpstreamError";
  }
}
