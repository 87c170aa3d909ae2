// A trailer number as drivers type it: the SWFZ prefix does not belong to it
// (docs/product.md §5 hint), so it is stripped if typed anyway, with spaces and dashes.
export const SWFZ_PREFIX = /^\s*SWFZ[\s-]*/i;

export function withoutPrefix(typed: string): { number: string; stripped: boolean } {
  const stripped = SWFZ_PREFIX.test(typed);
  return { number: typed.replace(SWFZ_PREFIX, "").replace(/[\s-]/g, ""), stripped };
}
