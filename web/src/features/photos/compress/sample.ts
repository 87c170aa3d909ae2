// A small stand-in for a photo whose JPEG size predicts the photo's (decision 084):
// a share of its 64 px tiles, taken evenly across the picture and laid side by
// side. A tile is whole 16 px blocks of the picture's own grid, so the encoder
// meets the same blocks as in the whole photo and codes them alike; scaled up by
// the share, a sixteenth of the tiles came within 1-5 % of the photo's bytes,
// above them by about the same at every quality, in a tenth of the time.

/** The side of a tile: whole 16 px blocks (a 4:2:0 JPEG's unit), large enough to keep their neighbours. */
export const SAMPLE_TILE = 64;

export type Sample = {
  pixels: ImageData;
  /** The share of the picture's pixels it holds: its bytes divided by this predict the photo's. */
  share: number;
};

/**
 * `share` of `pixels`' whole tiles, spread evenly across it, in a square-ish mosaic. A picture
 * smaller than a tile is its own sample.
 */
export function sampleOf(pixels: ImageData, share: number, tile = SAMPLE_TILE): Sample {
  const columns = Math.floor(pixels.width / tile);
  const rows = Math.floor(pixels.height / tile);
  const tiles = columns * rows;
  if (tiles === 0) return { pixels, share: 1 };
  const taken = Math.max(1, Math.min(tiles, Math.round(tiles * share)));
  const step = tiles / taken;
  const across = Math.ceil(Math.sqrt(taken));
  const out = new ImageData(across * tile, Math.ceil(taken / across) * tile);
  // Tiles left over in the mosaic's last row stay white, like the margin of a page: they add a
  // few bytes, far fewer than a tile of the photo.
  out.data.fill(255);
  for (let k = 0; k < taken; k++) {
    const index = Math.floor(k * step + step / 2);
    const fromX = (index % columns) * tile;
    const fromY = Math.floor(index / columns) * tile;
    const toX = (k % across) * tile;
    const toY = Math.floor(k / across) * tile;
    for (let y = 0; y < tile; y++) {
      const start = ((fromY + y) * pixels.width + fromX) * 4;
      out.data.set(pixels.data.subarray(start, start + tile * 4), ((toY + y) * out.width + toX) * 4);
    }
  }
  return { pixels: out, share: (taken * tile * tile) / (pixels.width * pixels.height) };
}
