// The output sizes a photo is tried at: its longest side brought down to 1920 px
// (never up), and, for a photo too detailed to fit the byte target even at the
// lowest quality tried, a smaller side predicted from how far it missed.

export interface Size {
  width: number;
  height: number;
}

export const longEdge = ({ width, height }: Size) => Math.max(width, height);

/** The size with its longest side at most `edge`, the same shape, never enlarged; each side ≥ 1. */
export function fitLongEdge(size: Size, edge: number): Size {
  const scale = Math.min(1, edge / longEdge(size));
  if (scale === 1) return { width: size.width, height: size.height };
  return {
    width: Math.max(1, Math.min(edge, Math.round(size.width * scale))),
    height: Math.max(1, Math.min(edge, Math.round(size.height * scale))),
  };
}

/** Each fallback is at least this much smaller, so a search of sizes always ends. */
export const FALLBACK_MAX_SHARE = 0.85;
/** Aim this far under the target, since bytes do not fall exactly with the pixel count. */
const FALLBACK_MARGIN = 0.9;

/**
 * The next longest side to try when `bytes` (the lowest quality at `edge`) missed `target`:
 * bytes fall roughly with the pixel count, so the side shrinks by the square root of the miss,
 * by at least 15 %, and never below `minEdge`.
 */
export function fallbackEdge(edge: number, bytes: number, target: number, minEdge: number): number {
  const predicted = Math.floor(edge * Math.sqrt((target * FALLBACK_MARGIN) / bytes));
  return Math.max(minEdge, Math.min(Math.floor(edge * FALLBACK_MAX_SHARE), predicted));
}
