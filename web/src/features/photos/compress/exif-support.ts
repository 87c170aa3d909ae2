// Decoding a photo upright, and whether this browser turns photos by their EXIF
// orientation when it decodes them.
import { withExifOrientation } from "./image-header.ts";

/**
 * The photo decoded, turned by its EXIF orientation where the browser does that. A browser that
 * predates the "from-image" option refuses it as a TypeError (a photo it cannot read is an
 * InvalidStateError): it is asked again without options, and the probe below finds out whether
 * it turned the photo.
 */
export async function decodeUpright(blob: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(blob, { imageOrientation: "from-image" });
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return createImageBitmap(blob);
  }
}

let appliesExif: Promise<boolean> | undefined;

/**
 * Whether this browser's createImageBitmap turns a photo by its EXIF orientation, asked once
 * with a 2 × 1 JPEG tagged "turn a quarter": it comes back 1 × 2 if so. Chromium, Firefox and
 * Safari do today; when one does not, the worker turns the pixels itself.
 */
export function browserAppliesExif(): Promise<boolean> {
  appliesExif ??= (async () => {
    try {
      const canvas = new OffscreenCanvas(2, 1);
      canvas.getContext("2d")?.fillRect(0, 0, 2, 1);
      const jpeg = new Uint8Array(await (await canvas.convertToBlob({ type: "image/jpeg" })).arrayBuffer());
      const tagged = new Blob([withExifOrientation(jpeg, 6)], { type: "image/jpeg" });
      const bitmap = await decodeUpright(tagged);
      const applied = bitmap.width === 1;
      bitmap.close();
      return applied;
    } catch {
      return true;
    }
  })();
  return appliesExif;
}
