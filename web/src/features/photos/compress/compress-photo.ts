// The page's side of photo compression (decision 050): `compressPhoto(file)` gives
// an upright JPEG of at most 0.25 MB and 1920 px, made in a module worker so the
// screen never freezes. What can be refused from the file's size and first bytes
// is refused here, before the worker or the encoder's wasm is ever loaded.
import { SNIFF_BYTES, sniffImageFormat } from "./image-header.ts";
import { INPUT_MAX_BYTES } from "./limits.ts";
import {
  type CompressedPhoto,
  type CompressRequest,
  CompressResponseSchema,
  PhotoCompressionError,
  type WarmRequest,
} from "./messages.ts";

export type { CompressedPhoto, CompressionFailureKind } from "./messages.ts";
export { PhotoCompressionError } from "./messages.ts";

export interface PhotoCompressor {
  /** Rejects with a PhotoCompressionError, whose `kind` says why. */
  compress(file: Blob): Promise<CompressedPhoto>;
  /**
   * Starts the worker and has it load the encoder, so that the first photo does not wait for
   * them; it stops after the idle time like after a photo. Never fails: a worker that cannot
   * start is told by the first photo.
   */
  warm(): void;
  /** Stops the worker now; a later photo starts a new one. */
  close(): void;
}

/** The worker is stopped after this long without a photo, giving back the encoder's memory. */
const IDLE_MS = 30_000;
/**
 * A photo not compressed by then never will be (the worker hung, or its wasm never came): the
 * worker is stopped, the photo fails as unavailable and the driver takes it again (decision 074).
 * A 12 MP photo takes a few seconds on a mid-range phone.
 */
export const COMPRESS_DEADLINE_MS = 60_000;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Refuses what needs no decoding to refuse: too many bytes, or not an image by its first bytes.
 * Capture asks it first too, before it reads the whole file (decision 124).
 */
export async function refuseEarly(file: Blob): Promise<void> {
  if (file.size > INPUT_MAX_BYTES) {
    throw new PhotoCompressionError(
      "too-large",
      `the file is ${megabytes(file.size)}, over ${megabytes(INPUT_MAX_BYTES)}`,
    );
  }
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  if (!sniffImageFormat(head)) {
    throw new PhotoCompressionError("not-an-image", "the file is not a known image format");
  }
}

type Pending = { resolve: (photo: CompressedPhoto) => void; reject: (error: Error) => void };

export function createPhotoCompressor(
  startWorker: () => Worker = () =>
    new Worker(new URL("./compress.worker.ts", import.meta.url), { type: "module" }),
  idleMs = IDLE_MS,
  deadlineMs = COMPRESS_DEADLINE_MS,
): PhotoCompressor {
  let worker: Worker | undefined;
  let next = 0;
  let idle: ReturnType<typeof setTimeout> | undefined;
  const pending = new Map<number, Pending>();

  const stop = (reason?: string) => {
    clearTimeout(idle);
    worker?.terminate();
    worker = undefined;
    for (const { reject } of pending.values()) {
      reject(new PhotoCompressionError("unavailable", reason ?? "the compressor was closed"));
    }
    pending.clear();
  };

  const settled = (id: number) => {
    pending.delete(id);
    if (pending.size === 0) idle = setTimeout(() => stop(), idleMs);
  };

  const running = (): Worker => {
    if (worker) return worker;
    const started = startWorker();
    started.addEventListener("message", (event: MessageEvent<unknown>) => {
      const parsed = CompressResponseSchema.safeParse(event.data);
      if (!parsed.success) {
        stop("the compressor answered something the page cannot read");
        return;
      }
      const response = parsed.data;
      const waiting = pending.get(response.id);
      if (!waiting) return;
      settled(response.id);
      if (response.ok) {
        // The worker's own time, as a User Timing entry the bench can read (npm run bench).
        const duration = Math.min(response.photo.totalMs, performance.now());
        performance.measure("hitch:photo-compress", { start: performance.now() - duration, duration });
        waiting.resolve(response.photo);
      } else {
        waiting.reject(new PhotoCompressionError(response.kind, response.detail));
      }
    });
    // The worker's script did not load (offline before it was cached) or it crashed.
    started.addEventListener("error", (event) => {
      event.preventDefault();
      stop(`the compressor stopped: ${event.message || "its script did not load"}`);
    });
    started.addEventListener("messageerror", () => stop("a message to the compressor could not be read"));
    worker = started;
    return started;
  };

  return {
    async compress(file) {
      await refuseEarly(file);
      clearTimeout(idle);
      let target: Worker;
      try {
        target = running();
      } catch (error) {
        throw new PhotoCompressionError("unavailable", `the compressor could not start: ${error}`);
      }
      const id = ++next;
      return new Promise<CompressedPhoto>((resolve, reject) => {
        const deadline = setTimeout(
          () => stop(`the compressor did not answer within ${deadlineMs / 1000} s`),
          deadlineMs,
        );
        const settle =
          <T>(then: (value: T) => void) =>
          (value: T) => {
            clearTimeout(deadline);
            then(value);
          };
        pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
        const request: CompressRequest = { id, file };
        target.postMessage(request);
      });
    },
    warm() {
      try {
        const target = running();
        if (pending.size === 0) {
          clearTimeout(idle);
          idle = setTimeout(() => stop(), idleMs);
        }
        const request: WarmRequest = { warm: true };
        target.postMessage(request);
      } catch {
        // Told by the first photo, as "unavailable".
      }
    },
    close: () => stop(),
  };
}

let shared: PhotoCompressor | undefined;

/** The app's one compressor: an upright JPEG of at most 0.25 MB and 1920 px on its longest side. */
export function compressPhoto(file: Blob): Promise<CompressedPhoto> {
  shared ??= createPhotoCompressor();
  return shared.compress(file);
}

/** The app's compressor made ready for a photo: called as each photo screen opens (decision 084). */
export function warmPhotoCompressor(): void {
  shared ??= createPhotoCompressor();
  shared.warm();
}
