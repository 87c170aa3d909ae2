import { describe, expect, it } from "vitest";
import { SAMPLE_TILE, sampleOf } from "./sample.ts";

/** A picture whose every pixel says where it came from: red = tile column, green = tile row. */
function picture(width: number, height: number): ImageData {
  const pixels = new ImageData(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      pixels.data.set(
        [Math.floor(x / SAMPLE_TILE), Math.floor(y / SAMPLE_TILE), x % 256, 255],
        (y * width + x) * 4,
      );
    }
  }
  return pixels;
}

describe("a sample of a photo, whose JPEG size predicts the photo's", () => {
  it("takes a share of the picture's whole tiles, spread across it, each copied whole", () => {
    const source = picture(1440, 1920); // 22 × 30 whole tiles
    const { pixels, share } = sampleOf(source, 1 / 16);
    const taken = Math.round((22 * 30) / 16);
    expect(share).toBeCloseTo((taken * SAMPLE_TILE ** 2) / (1440 * 1920), 10);
    expect(pixels.width % SAMPLE_TILE).toBe(0);
    expect(pixels.height % SAMPLE_TILE).toBe(0);
    const across = pixels.width / SAMPLE_TILE;
    const seen = new Set<string>();
    for (let k = 0; k < taken; k++) {
      const x0 = (k % across) * SAMPLE_TILE;
      const y0 = Math.floor(k / across) * SAMPLE_TILE;
      const at = (x: number, y: number) =>
        pixels.data.subarray((y * pixels.width + x) * 4, (y * pixels.width + x) * 4 + 3);
      const [column, row] = at(x0, y0);
      // The whole tile comes from one tile of the picture, on the picture's own 16 px grid.
      expect([...at(x0 + SAMPLE_TILE - 1, y0 + SAMPLE_TILE - 1)].slice(0, 2)).toEqual([column, row]);
      expect(at(x0, y0)[2]).toBe((column! * SAMPLE_TILE) % 256);
      seen.add(`${column},${row}`);
    }
    // Different tiles, from the top of the picture to its bottom.
    expect(seen.size).toBe(taken);
    const rows = [...seen].map((key) => Number(key.split(",")[1]));
    expect(Math.min(...rows)).toBeLessThanOrEqual(1);
    expect(Math.max(...rows)).toBeGreaterThanOrEqual(28);
  });

  it("is the picture itself when it is smaller than a tile", () => {
    const tiny = picture(40, 30);
    expect(sampleOf(tiny, 1 / 16)).toEqual({ pixels: tiny, share: 1 });
  });
});
