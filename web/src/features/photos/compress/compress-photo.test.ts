// The page's side, with the worker faked at the edge: what is refused before the
// worker starts, how the worker's answers and failures reach the caller, and that
// the worker is started once, replaced after a crash and stopped when idle.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COMPRESS_DEADLINE_MS, createPhotoCompressor, PhotoCompressionError } from "./compress-photo.ts";
import { INPUT_MAX_BYTES } from "./limits.ts";
import type { CompressedPhoto, CompressRequest, CompressResponse, WarmRequest } from "./messages.ts";

class FakeWorker extends EventTarget {
  readonly requests: (CompressRequest | WarmRequest)[] = [];
  terminated = false;
  postMessage(request: CompressRequest | WarmRequest) {
    this.requests.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: CompressResponse | object) {
    this.dispatchEvent(new MessageEvent("message", { data }));
  }
  crash(message: string) {
    this.dispatchEvent(new ErrorEvent("error", { message, cancelable: true }));
  }
}

const JPEG_START = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0];
const photoFile = () =>
  new Blob([Uint8Array.from([...JPEG_START, ...new Array(200).fill(7)])], { type: "image/jpeg" });

const compressed = (): CompressedPhoto => ({
  blob: new Blob([Uint8Array.from(JPEG_START)], { type: "image/jpeg" }),
  width: 1440,
  height: 1920,
  bytes: 231_000,
  quality: 62,
  sourceWidth: 3000,
  sourceHeight: 4000,
  encodes: 1,
  samples: 5,
  decodeMs: 180,
  totalMs: 1400,
});

let workers: FakeWorker[];
const start = () => {
  const worker = new FakeWorker();
  workers.push(worker);
  return worker as unknown as Worker;
};

/** Lets the compressor read the file's first bytes and post its request. */
const posted = async (worker = () => workers.at(-1)) => {
  await vi.waitFor(() => expect(worker()?.requests.length).toBeGreaterThan(0));
  return worker()!;
};

async function failureOf(promise: Promise<unknown>): Promise<PhotoCompressionError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PhotoCompressionError);
  return error as PhotoCompressionError;
}

beforeEach(() => {
  workers = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe("refused before the worker starts", () => {
  it("a 40 MB photo is too large, and not a byte of it is read", async () => {
    const file = new Blob([new Uint8Array(40 * 1024 * 1024)], { type: "image/jpeg" });
    const slice = vi.spyOn(file, "slice");
    const error = await failureOf(createPhotoCompressor(start).compress(file));
    expect(error.kind).toBe("too-large");
    expect(slice).not.toHaveBeenCalled();
    expect(workers).toHaveLength(0);
  });

  it("a file just under the limit goes on to the worker", async () => {
    const file = new Blob([Uint8Array.from(JPEG_START), new Uint8Array(INPUT_MAX_BYTES - JPEG_START.length)]);
    void createPhotoCompressor(start).compress(file);
    expect((await posted()).requests[0]).toMatchObject({ file });
  });

  it.each([
    ["a text file", new Blob(["Trailer 400101, front"], { type: "text/plain" })],
    ["a PDF named .jpg", new Blob(["%PDF-1.7 ..."], { type: "image/jpeg" })],
    ["an empty file", new Blob([], { type: "image/jpeg" })],
  ])("%s is not an image", async (_, file) => {
    const error = await failureOf(createPhotoCompressor(start).compress(file));
    expect(error.kind).toBe("not-an-image");
    expect(workers).toHaveLength(0);
  });
});

describe("the worker's answers", () => {
  it("a compressed photo comes back as the worker made it", async () => {
    const compressor = createPhotoCompressor(start);
    const file = photoFile();
    const result = compressor.compress(file);
    const worker = await posted();
    expect(worker.requests).toEqual([{ id: 1, file }]);
    const photo = compressed();
    worker.answer({ id: 1, ok: true, photo });
    await expect(result).resolves.toEqual(photo);
  });

  it.each(["cannot-decode", "too-large", "unavailable", "not-an-image"] as const)(
    "a %s failure keeps its kind for the UI's words",
    async (kind) => {
      const result = createPhotoCompressor(start).compress(photoFile());
      (await posted()).answer({ id: 1, ok: false, kind, detail: "as the worker said" });
      const error = await failureOf(result);
      expect(error).toMatchObject({ kind, message: "as the worker said" });
    },
  );

  it("answers are matched to their photos by id, whatever order they come in", async () => {
    const compressor = createPhotoCompressor(start);
    const first = compressor.compress(photoFile());
    const second = compressor.compress(photoFile());
    const worker = await posted();
    await vi.waitFor(() => expect(worker.requests).toHaveLength(2));
    expect(workers).toHaveLength(1);
    worker.answer({ id: 2, ok: true, photo: { ...compressed(), quality: 55 } });
    worker.answer({ id: 1, ok: false, kind: "cannot-decode", detail: "HEIC" });
    await expect(second).resolves.toMatchObject({ quality: 55 });
    expect((await failureOf(first)).kind).toBe("cannot-decode");
  });

  it("an answer the page cannot read (a worker from another deploy) fails as unavailable", async () => {
    const result = createPhotoCompressor(start).compress(photoFile());
    const worker = await posted();
    worker.answer({ id: 1, ok: true, photo: { ...compressed(), width: 0, blob: "not a blob" } });
    expect((await failureOf(result)).kind).toBe("unavailable");
    expect(worker.terminated).toBe(true);
  });
});

describe("the worker's life", () => {
  it("a worker that crashes or never loads fails what it held, and the next photo starts a new one", async () => {
    const compressor = createPhotoCompressor(start);
    const lost = compressor.compress(photoFile());
    (await posted()).crash("Failed to fetch the worker's script");
    const error = await failureOf(lost);
    expect(error.kind).toBe("unavailable");
    expect(error.message).toContain("Failed to fetch");
    expect(workers[0]!.terminated).toBe(true);

    const retried = compressor.compress(photoFile());
    const second = await posted(() => workers[1]);
    expect(second).not.toBe(workers[0]);
    second.answer({ id: 2, ok: true, photo: compressed() });
    await expect(retried).resolves.toMatchObject({ width: 1440 });
  });

  it("a worker that cannot be created fails as unavailable", async () => {
    const error = await failureOf(
      createPhotoCompressor(() => {
        throw new Error("module workers are not supported");
      }).compress(photoFile()),
    );
    expect(error.kind).toBe("unavailable");
  });

  it("is stopped after a quiet spell, not while a photo is in hand", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const compressor = createPhotoCompressor(start, 30_000);
    const first = compressor.compress(photoFile());
    const worker = await posted();
    vi.advanceTimersByTime(COMPRESS_DEADLINE_MS - 1000);
    expect(worker.terminated).toBe(false);
    worker.answer({ id: 1, ok: true, photo: compressed() });
    await first;
    vi.advanceTimersByTime(29_000);
    expect(worker.terminated).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(worker.terminated).toBe(true);
  });

  it("a photo the worker never answers fails as unavailable at the deadline, and the next starts a new worker", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const compressor = createPhotoCompressor(start);
    const stuck = compressor.compress(photoFile());
    const hung = await posted();
    const failure = failureOf(stuck);
    vi.advanceTimersByTime(COMPRESS_DEADLINE_MS);
    expect((await failure).kind).toBe("unavailable");
    expect(hung.terminated).toBe(true);
    const next = compressor.compress(photoFile());
    const fresh = await posted(() => workers[1]);
    fresh.answer({ id: 2, ok: true, photo: compressed() });
    await expect(next).resolves.toMatchObject({ width: 1440 });
  });

  it("warming starts the worker and its encoder before the first photo, which then uses the same worker", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const compressor = createPhotoCompressor(start, 30_000);
    compressor.warm();
    expect(workers).toHaveLength(1);
    expect(workers[0]!.requests).toEqual([{ warm: true }]);
    // Warmed again as the next photo screen opens: the same worker, its quiet spell counted afresh.
    vi.advanceTimersByTime(20_000);
    compressor.warm();
    vi.advanceTimersByTime(20_000);
    expect(workers[0]!.terminated).toBe(false);
    const result = compressor.compress(photoFile());
    const worker = await posted(() => (workers[0]!.requests.length > 2 ? workers[0] : undefined));
    expect(workers).toHaveLength(1);
    worker.answer({ id: 1, ok: true, photo: compressed() });
    await expect(result).resolves.toMatchObject({ width: 1440 });
    // Left warm with no photo, it stops after the quiet spell like after one.
    vi.advanceTimersByTime(30_000);
    expect(worker.terminated).toBe(true);
  });

  it("a worker that cannot be created is not an error when warming: the first photo says so", async () => {
    const compressor = createPhotoCompressor(() => {
      throw new Error("module workers are not supported");
    });
    expect(() => compressor.warm()).not.toThrow();
    expect((await failureOf(compressor.compress(photoFile()))).kind).toBe("unavailable");
  });

  it("close stops the worker and fails the photo in hand", async () => {
    const compressor = createPhotoCompressor(start);
    const result = compressor.compress(photoFile());
    const worker = await posted();
    compressor.close();
    expect(worker.terminated).toBe(true);
    expect((await failureOf(result)).kind).toBe("unavailable");
  });
});
