// The stored items of the attach or detach in progress (trailer-flow.ts), named apart: forgetting
// it at sign-out (clear-user-state.ts) does not bring the flow's code, and its schemas, to the
// first screen (decision 091).
export const TRAILER_FLOW_ITEM = "trailerFlow";
/** The flow a new lookup replaced, which the driver can go back to (trailer-flow.ts `lastFlow`). */
export const LAST_TRAILER_FLOW_ITEM = "lastTrailerFlow";
