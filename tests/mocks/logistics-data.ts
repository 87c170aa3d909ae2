// Data the logistics API mock answers with in the Worker tests, named for what each exercises.
// Shared by the scenario (worker/test/logistics-scenario.ts, run in Node by vitest.config.ts) and the tests.
export const TEST_APP_TOKEN = "test-app-token";
/** The Worker's FINDER_LINK_KEY in tests. */
export const TEST_FINDER_LINK_KEY = "test-finder-link-key-0123456789abcdef";
/** Where the Worker under test posts its alerts (MONITORING_URL): the scenario records them. */
export const TEST_MONITORING_URL = "http://monitoring.test/alerts";
/** The contract mock answers on this host; other hosts pick a failure scenario (see the mock). */
export const MOCK_API_URL = "http://logistics.test";
export const HANG_API_URL = "http://hang.logistics.test";
export const ERROR_API_URL = "http://error.logistics.test";
export const GARBAGE_API_URL = "http://garbage.logistics.test";
export const TERSE_ERROR_API_URL = "http://terse.logistics.test";
export const LEAKY_ERROR_API_URL = "http://leaky.logistics.test";
/** What the leaky host answers in `message`: an internal text that must never reach the browser. */
export const LEAKED_UPSTREAM_TEXT = "SQLITE_ERROR near line 3: no such column: drivers.mobile";
/** A code refused for a reason the contract does not list: 400, the API's own words, no reason code. */
export const UNLISTED_REFUSAL = { message: "Number is on the carrier's do-not-text list" };
/** The contract with state of its own, for the fuzz tests' writes. */
export const FUZZ_API_URL = "http://fuzz.logistics.test";
/** The contract as a carrier keeping to docs/product.md §3 and §7 alone answers it (shared/logistics/spec-dialect.ts). */
export const SPEC_API_URL = "http://spec.logistics.test";
/** That carrier, whose answers to the writes it makes are lost on the way back (a 502 to read nothing from). */
export const LOST_ANSWERS_API_URL = "http://lost.logistics.test";
/** The contract, where the conformance suite answers a call with a variant of its own answer. */
export const CONFORMANCE_API_URL = "http://conformance.logistics.test";

/** Booked with knight only. */
export const ORDER_ONE_COMPANY = "HT1001";
/** Booked with both knight and swift: the driver must pick one. */
export const ORDER_TWO_COMPANIES = "HT2002";
/** Exists, but is not a logistics order: no code is sent for it (reason 475). */
export const ORDER_OTHER_TYPE = "HT3003";
/**
 * Booked with knight; its launch state holds trailers (the finder's tests): FINDER_TRAILERS'
 * inbound empty and loaded, and one still attached from a previous order.
 */
export const ORDER_WITH_TRAILERS = "HT4004";
/**
 * Another carrier's order: it exists, but no test driver is on file for it: no code is texted for
 * it (not on file), none verifies for it, and its launch state is refused (403, reason 494).
 */
export const ORDER_OTHER_CARRIER = "HT5005";
/**
 * Booked with two carriers: the test drivers' with knight, another's with swift. A code is texted
 * for the order; only the knight load is theirs (swift's launch state: 403, reason 494).
 */
export const ORDER_SPLIT_CARRIERS = "HT6006";
/** Trailer numbers (knight) the mock's getTrailerById and launch state know, by what each shows. */
export const FINDER_TRAILERS = {
  /** Reported 10 minutes before the mock's clock, confidence 90; in ORDER_WITH_TRAILERS' inbound-empty slot. */
  located: "5301241",
  /** Never reported a position; in the loaded slot. */
  noPosition: "5301242",
  /** Still attached to the driver from a previous order (no slot on this one). */
  fromPreviousOrder: "5301243",
  /** On no order of the test driver's; known to the API. */
  elsewhere: "5301244",
  /** Unknown to the API (isFound false). */
  unknown: "5301299",
} as const;
/** The only code the mock accepts. */
export const GOOD_CODE = "246810";
/** A code the driver types wrong. */
export const WRONG_CODE = "135790";
/** A QR sticker that maps to a trailer. */
export const GOOD_QR_ID = "QR-7781";
/** A reefer's sticker: asked for dry vans only, the lookup answers isFound false with reason 484. */
export const REEFER_QR_ID = "QR-REEFER";
/** A healthy trailer (knight) with that sticker, plate and VIN on record, parked at YARD. */
export const GOOD_TRAILER = {
  number: "5301234",
  company: "knight",
  plate: "AZ 12345",
  vinLast6: "123456",
} as const;
/** A trailer reported stolen: attaching it fails trailer_status. */
export const STOLEN_TRAILER = { number: "5309999", company: "knight" } as const;
/** A trailer (knight, at YARD) whose assessments the system of record cannot store: 503, reason 511 (cache failure). */
export const UNSTORABLE_TRAILER = { number: "5308888", company: "knight" } as const;
/** Trailer numbers the mock knows as healthy trailers of their own (RED_TAG_TRAILERS.prefix + 5 digits). */
export const RED_TAG_TRAILERS = { prefix: "57", company: "knight" } as const;

/**
 * A healthy trailer (knight, at YARD, free to take) with its own sticker and plate, for one test
 * that red-tags it: a red tag makes every later attach of it fail, and a trailer out of service is
 * no one's to take or to red-tag again, so each test takes a new one.
 */
export function newRedTagTrailer() {
  const digits = crypto.getRandomValues(new Uint32Array(1))[0]! % 100_000;
  const number = `${RED_TAG_TRAILERS.prefix}${String(digits).padStart(5, "0")}`;
  return {
    number,
    company: RED_TAG_TRAILERS.company,
    id: `${number}-${RED_TAG_TRAILERS.company}`,
    qrId: `QR-${number}`,
    plate: `RT${number}`,
  } as const;
}
/**
 * Another carrier's trailer (knight, at YARD, with its own sticker), attached to ORDER_OTHER_CARRIER
 * by that carrier's driver: never a test driver's to take, locate or red-tag (decision 067).
 */
export const OTHER_CARRIERS_TRAILER = {
  number: "5306666",
  company: "knight",
  qrId: "QR-6666",
  plate: "AZ66666",
  orderNumber: ORDER_OTHER_CARRIER,
  driver: "5550006666",
} as const;
/** A photo upload id the system of record fails to store (503, isSuccessful false, assessmentId -1). */
export const UNSTORABLE_UPLOAD_ID = "00000000-0000-4000-8000-000000000503";
/** Where the test trailers are parked; a phone here passes the proximity check. */
export const YARD = { lat: 33.45, lng: -112.07, accuracy: 12 } as const;
/** Far from every test trailer: proximity cannot pass. */
export const ELSEWHERE = { lat: 32.22, lng: -110.97, accuracy: 12 } as const;

/**
 * What the mock does for a phone is set by its first four digits, so every test can
 * use numbers of its own (rate limits are per phone). Any other number is not on file.
 */
const PHONE_KINDS = {
  /** Gets codes, verifies, keeps a valid token. */
  driver: "5551",
  /** A parent-company driver: refused, told to use the company apps. */
  companyDriver: "5552",
  /** Asked too recently: the API refuses with a cooldown, as an error answer. */
  cooldown: "5553",
  /**
   * Verifies, but the token is revoked right after sign-in's own check that the driver is on file:
   * from then on validate says expired and driver calls answer 401.
   */
  revoked: "5554",
  /** Refused a code for a reason the contract does not list (UNLISTED_REFUSAL). */
  unlistedRefusal: "5556",
  /** Not on file for any order: no code, and verifyIdentity answers 404 driver not found. */
  unknown: "5559",
} as const;
export type PhoneKind = keyof typeof PHONE_KINDS;

export function kindOfPhone(mobileNumber: string): PhoneKind {
  const entry = Object.entries(PHONE_KINDS).find(([, prefix]) => mobileNumber.startsWith(prefix));
  return (entry?.[0] as PhoneKind | undefined) ?? "unknown";
}

/** A new ten-digit number of that kind. */
export function newPhone(kind: PhoneKind = "driver"): string {
  const digits = crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000;
  return `${PHONE_KINDS[kind]}${String(digits).padStart(6, "0")}`;
}

/** The identity token the mock issues for a phone; tests check it never leaves the Worker. */
export function identityTokenFor(mobileNumber: string): string {
  return `idtok-${mobileNumber}-secret`;
}
