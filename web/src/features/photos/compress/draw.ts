// Drawing a decoded photo upright and at its output size on an OffscreenCanvas,
// with the browser's high-quality downscaling (decision 050: no resize wasm).
import type { Size } from "./dimensions.ts";
import type { Orientation } from "./image-header.ts";
import { orientationMatrix, swapsSides } from "./orientation.ts";

export type Drawable = ImageBitmap | OffscreenCanvas;

/**
 * `source` (stored pixels) drawn at `size` (the shown size) on a white canvas, turned by
 * `orientation` (1 when the browser already applied it). White, because a JPEG has no
 * transparency and a transparent PNG would otherwise turn black.
 */
export function drawUpright(source: Drawable, orientation: Orientation, size: Size): OffscreenCanvas {
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2D context on an OffscreenCanvas");
  context.fillStyle = "#fff";
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.setTransform(...orientationMatrix(orientation, size.width, size.height));
  const [width, height] = swapsSides(orientation) ? [size.height, size.width] : [size.width, size.height];
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}

export function pixelsOf(canvas: OffscreenCanvas): ImageData {
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2D context on an OffscreenCanvas");
  return context.getImageData(0, 0, canvas.width, canvas.height);
}
