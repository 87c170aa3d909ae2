// What several resources' calls share: the lookups' refusals and the words for the request fields
// every write sends that docs/product.md §7 does not name.
import { ReasonCode } from "#shared/logistics/reason-codes.ts";

const { invalidOrder, invalidOrderType, driverNotFound, trailerNotFound } = ReasonCode;
/** Every call that names a load, a driver and a trailer may refuse on any of them. */
export const LOOKUP_REFUSALS = [trailerNotFound, invalidOrder, invalidOrderType, driverNotFound] as const;

/** What the app does when a carrier ignores the request fields every association write sends. */
export const WRITE_EXTENSIONS = {
  eventTime: "Recorded as the time the write arrived, not when the driver made it on the phone.",
  idempotencyKey:
    "A resend counts once anyway: the edge answers a write it already has an answer for, and reads the order's state before sending one whose answer was lost (decision 062).",
  location:
    "Proximity cannot pass: the phone asks for the plate or VIN instead (checks); no drop spot is pinned (writes).",
} as const;
/** What the app does when a carrier ignores the driver's statements (decision 060). */
export const CERTIFIED =
  "The driver's statement is not on the carrier's record; it stays on the driver's copy.";
