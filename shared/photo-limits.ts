// What a stored trailer photo may be (docs/product.md §9), for the client that compresses
// it and for any route that checks it before it goes upstream (decision 050).

/** A compressed photo's most bytes: 0.25 MB read as decimal (250,000), so it also meets 0.25 MiB. */
export const PHOTO_MAX_BYTES = 250_000;
/** The compressor's longest side. */
export const PHOTO_LONG_EDGE = 1920;
/** No stored photo is larger than this on either side, whatever produced it. */
export const PHOTO_MAX_DIMENSION = 2048;
/** The JPEG quality the phone tries first and never exceeds; the edge re-encodes at no more (decision 122). */
export const PHOTO_QUALITY_CEILING = 80;
/** The lowest JPEG quality any photo is stored at: the phone's last resort, the edge's too. */
export const PHOTO_QUALITY_FLOOR = 20;
