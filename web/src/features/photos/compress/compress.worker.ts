/// <reference lib="webworker" />
// Compresses photos off the main thread (decision 050), one at a time: two 12 MP
// photos decoded at once would hold ~100 MB. Started by compress-photo.ts when the
// photos step opens (decision 084), so neither this code nor the encoder's wasm
// loads before then, and both are ready by the first shot.
import { compressFile } from "./compress-job.ts";
import { browserAppliesExif } from "./exif-support.ts";
import {
  CompressRequestSchema,
  type CompressResponse,
  PhotoCompressionError,
  WarmRequestSchema,
} from "./messages.ts";
import { loadEncoder } from "./mozjpeg.ts";

let queue: Promise<void> = Promise.resolve();

async function answer(data: unknown): Promise<CompressResponse> {
  const request = CompressRequestSchema.safeParse(data);
  if (!request.success) {
    const id = typeof (data as { id?: unknown })?.id === "number" ? (data as { id: number }).id : -1;
    return {
      id,
      ok: false,
      kind: "unavailable",
      detail: "the page sent the compressor a request it cannot read",
    };
  }
  const { id, file } = request.data;
  try {
    return { id, ok: true, photo: await compressFile(file) };
  } catch (error) {
    if (error instanceof PhotoCompressionError)
      return { id, ok: false, kind: error.kind, detail: error.message };
    // Out of memory while drawing or encoding, most likely: nothing the photo itself says.
    return { id, ok: false, kind: "unavailable", detail: `compression failed: ${error}` };
  }
}

self.addEventListener("message", (event: MessageEvent<unknown>) => {
  if (WarmRequestSchema.safeParse(event.data).success) {
    // The photos step is open: the encoder's wasm and the EXIF probe, before the first shot. A
    // failure here is met again, and told, by the first photo.
    loadEncoder().catch(() => {});
    void browserAppliesExif();
    return;
  }
  queue = queue.then(async () => self.postMessage(await answer(event.data)));
});
