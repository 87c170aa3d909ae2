// A failed logistics call, already mapped as docs/product.md §8 says (shared/api-error.ts).
// `body` keeps the parsed error body for callers that read the call's own refusal
// shape (the contract's `failure`), e.g. a code request refused with a cooldown; it
// holds the upstream's own text, so it is read by routes and never sent on.
import type { UpstreamFailure } from "#shared/api-error.ts";

export class UpstreamError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    /**
     * `timeout`: no answer at all; `upstream`: an answer that refused (an error status, or a write's
     * 2xx that its success shape says failed); `unreadable`: an answer without what the app needs;
     * `appToken`: a 401 refusing the app token itself (decision 071), an outage, never the driver's.
     */
    readonly kind: "upstream" | "timeout" | "unreadable" | "appToken",
    readonly body: unknown = undefined,
    /**
     * A `timeout` that took the whole deadline (REQUEST_TIMEOUT_MS): the carrier is not answering,
     * rather than a connection lost on the way.
     */
    readonly waitedOut = false,
  ) {
    super(failure.message);
    this.name = "UpstreamError";
  }
}
