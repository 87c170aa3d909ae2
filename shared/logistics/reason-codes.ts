// The reason-code catalogue of docs/product.md §8. The logistics API answers these; the
// edge Worker logs them by name; the client maps them to translated messages.
export const ReasonCode = {
  trailerNotAttachable: 440,
  trailerNotDetachable: 441,
  trailerSearchIndexUpsertFailed: 442,
  loadSearchIndexUpsertFailed: 443,
  legacyStatusUpdateFailed: 444,
  loadsCoreTrailerUpdateFailed: 445,
  configurationError: 461,
  invalidMfaCode: 462,
  truckNotFound: 468,
  invalidOrder: 474,
  invalidOrderType: 475,
  trailerNotFound: 480,
  invalidTrailerType: 484,
  driverNotFound: 494,
  cacheFailure: 511,
} as const;
/**
 * docs/product.md §4 and §8: an association write (attach, detach, update, confirmation) can go through while
 * the trailer mapping (442–445) or the cache (511) does not. A refusal of such a write with one of
 * these codes means the association is recorded in part: the driver contacts the broker.
 */
export const PARTLY_RECORDED_REASON_CODES = [
  ReasonCode.trailerSearchIndexUpsertFailed,
  ReasonCode.loadSearchIndexUpsertFailed,
  ReasonCode.legacyStatusUpdateFailed,
  ReasonCode.loadsCoreTrailerUpdateFailed,
  ReasonCode.cacheFailure,
] as const;

export type ReasonCodeName = keyof typeof ReasonCode;
export type ReasonCodeValue = (typeof ReasonCode)[ReasonCodeName];

const names = new Map<number, ReasonCodeName>(
  Object.entries(ReasonCode).map(([name, code]) => [code, name as ReasonCodeName]),
);
/** The catalogue name of a reason code, or "unknown" for codes outside §8. */
export function reasonCodeName(code: number): ReasonCodeName | "unknown" {
  return names.get(code) ?? "unknown";
}
