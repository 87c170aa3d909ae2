// Photos made in the browser for the compression test and bench (no image files
// are committed): a scene whose detail runs from a smooth sky to gravel under
// sensor noise, with a coloured block in three corners of the stored picture so
// the compressed output shows which way up it came out, saved as a camera would
// (JPEG at 0.92) with an EXIF orientation.
import { type Orientation, withExifOrientation } from "#web/features/photos/compress/image-header.ts";
import { seededRandom } from "./seeded-random.ts";

export interface PhotoSpec {
  /** The stored (sensor) size, before orientation. */
  width: number;
  height: number;
  /** 0 is a clear sky; 1 is a detail-rich yard (gravel, tread, rust); more is harsher still. */
  detail: number;
  orientation: Orientation;
  format?: "jpeg" | "png";
  seed?: number;
}

/** Stored top-left, top-right and bottom-left corners; the bottom-right is left to the scene. */
export const MARKERS = { topLeft: [255, 0, 0], topRight: [0, 200, 0], bottomLeft: [0, 0, 255] } as const;
/** The markers' side, as a share of the stored picture's shorter side. */
const MARKER_SHARE = 0.12;

function paintScene(canvas: OffscreenCanvas, spec: PhotoSpec): void {
  const { width, height, detail } = spec;
  const rand = seededRandom(spec.seed ?? 1);
  const ctx = canvas.getContext("2d")!;
  const sky = ctx.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, "#7fa8d8");
  sky.addColorStop(0.55, "#dfe8f0");
  sky.addColorStop(0.56, "#8a8070");
  sky.addColorStop(1, "#5a5248");
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);

  const scale = Math.max(width, height) / 4000;
  // Gravel, bolts, rust and tread: many small shapes, more of them the busier the photo.
  const shapes = Math.round(detail * 60_000 * scale * scale);
  for (let i = 0; i < shapes; i++) {
    const grey = 40 + rand() * 180;
    const tint = rand() * 40 - 20;
    ctx.fillStyle = `rgb(${grey + tint},${grey},${grey - tint})`;
    const r = (1 + rand() * 14) * scale;
    ctx.beginPath();
    ctx.ellipse(rand() * width, height * (0.3 + rand() * 0.7), r, r * (0.4 + rand()), rand() * Math.PI, 0, 7);
    ctx.fill();
  }
  // A trailer's side: panels, rivets and its number.
  ctx.fillStyle = "#e8e8e2";
  ctx.fillRect(width * 0.15, height * 0.25, width * 0.7, height * 0.35);
  ctx.strokeStyle = "#999";
  ctx.lineWidth = 3 * scale;
  for (let x = width * 0.15; x < width * 0.85; x += 60 * scale) {
    ctx.beginPath();
    ctx.moveTo(x, height * 0.25);
    ctx.lineTo(x, height * 0.6);
    ctx.stroke();
  }
  ctx.fillStyle = "#123";
  ctx.font = `bold ${Math.round(220 * scale)}px sans-serif`;
  ctx.fillText("400101", width * 0.3, height * 0.48);

  // Sensor noise, in the busiest photos strong enough to defeat the encoder.
  if (detail > 0) {
    const pixels = ctx.getImageData(0, 0, width, height);
    const data = pixels.data;
    const amplitude = 28 * detail;
    for (let i = 0; i < data.length; i += 4) {
      const n = (rand() - 0.5) * amplitude;
      data[i]! += n + (rand() - 0.5) * amplitude * 0.5;
      data[i + 1]! += n;
      data[i + 2]! += n + (rand() - 0.5) * amplitude * 0.5;
    }
    ctx.putImageData(pixels, 0, 0);
  }

  const side = Math.round(Math.min(width, height) * MARKER_SHARE);
  const fill = (rgb: readonly number[], x: number, y: number) => {
    ctx.fillStyle = `rgb(${rgb.join(",")})`;
    ctx.fillRect(x, y, side, side);
  };
  fill(MARKERS.topLeft, 0, 0);
  fill(MARKERS.topRight, width - side, 0);
  fill(MARKERS.bottomLeft, 0, height - side);
}

/** The photo as a phone would hand it over: a JPEG (0.92) tagged with its orientation, or a PNG. */
export async function makePhoto(spec: PhotoSpec): Promise<Blob> {
  const canvas = new OffscreenCanvas(spec.width, spec.height);
  paintScene(canvas, spec);
  if (spec.format === "png") return canvas.convertToBlob({ type: "image/png" });
  const jpeg = await canvas.convertToBlob({ type: "image/jpeg", quality: 0.92 });
  const tagged = withExifOrientation(new Uint8Array(await jpeg.arrayBuffer()), spec.orientation);
  return new Blob([tagged], { type: "image/jpeg" });
}

export type Corner = "topLeft" | "topRight" | "bottomLeft" | "bottomRight";

/**
 * Where each stored corner is seen once the photo is shown upright, as EXIF defines the
 * orientations (written out here, apart from the code under test).
 */
export const SHOWN_CORNER: Record<Orientation, Record<keyof typeof MARKERS, Corner>> = {
  1: { topLeft: "topLeft", topRight: "topRight", bottomLeft: "bottomLeft" },
  2: { topLeft: "topRight", topRight: "topLeft", bottomLeft: "bottomRight" },
  3: { topLeft: "bottomRight", topRight: "bottomLeft", bottomLeft: "topRight" },
  4: { topLeft: "bottomLeft", topRight: "bottomRight", bottomLeft: "topLeft" },
  5: { topLeft: "topLeft", topRight: "bottomLeft", bottomLeft: "topRight" },
  6: { topLeft: "topRight", topRight: "bottomRight", bottomLeft: "topLeft" },
  7: { topLeft: "bottomRight", topRight: "topRight", bottomLeft: "bottomLeft" },
  8: { topLeft: "bottomLeft", topRight: "topLeft", bottomLeft: "bottomRight" },
};
