// A photo's thumbnail for the driver's copy: at most THUMBNAIL_PX on its longest
// side, a JPEG, so a copy holds six of them in a few hundred KB and prints sharp
// at the size it is printed. Where the browser cannot draw off screen, the
// compressed photo itself (at most 0.25 MB, decision 050) is kept instead.
const THUMBNAIL_PX = 480;

export async function makeThumbnail(bytes: ArrayBuffer): Promise<ArrayBuffer> {
  if (typeof createImageBitmap !== "function" || typeof OffscreenCanvas !== "function") return bytes;
  try {
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/jpeg" }));
    const scale = Math.min(1, THUMBNAIL_PX / Math.max(bitmap.width, bitmap.height));
    if (scale === 1) {
      bitmap.close();
      return bytes;
    }
    const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await canvas.convertToBlob({ type: "image/jpeg", quality: 0.8 });
    return await blob.arrayBuffer();
  } catch {
    return bytes;
  }
}
