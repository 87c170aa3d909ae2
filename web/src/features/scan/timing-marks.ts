// The scanner's User Timing entries, which `npm run bench` reads from the production
// build (decisions 040, 085): set by the scanner, read by the bench.

/** The scanner opened (its screen mounted). */
export const SCANNER_OPEN_MARK = "hitch:scanner-open";
/** The camera's picture is live. */
export const CAMERA_LIVE_MARK = "hitch:camera-live";
/** A decoder started ahead on Manage trailer can read frames. */
export const DECODER_WARM_MARK = "hitch:decoder-warm";
/** From the scanner opening to the first code read (a measure). */
export const SCANNER_OPEN_TO_CODE = "hitch:scanner-open-to-code";
