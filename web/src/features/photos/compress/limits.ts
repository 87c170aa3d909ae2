// What the compressor agrees to read. A phone's camera gives 2–8 MB (12 MP) and up
// to ~25 MB in a 48–50 MP mode; more is not a photo taken for this, and decoding it
// could take more memory than a mid-range phone gives a page (4 bytes a pixel).

/** Files larger than this are refused before a byte is read. */
export const INPUT_MAX_BYTES = 30 * 1024 * 1024;
/** 50-megapixel sensors (8160 × 6120, 8192 × 6144) pass; 108 and 200 MP modes do not (~430+ MB decoded). */
export const INPUT_MAX_PIXELS = 52_000_000;
