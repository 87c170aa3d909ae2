// A photo kept as the camera's file when the compressor cannot run (its code not
// loaded, decision 144): kept, never queued as it is, and compressed once it can be.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Outbox } from "#web/outbox/app-outbox.ts";
import { cameraPhoto } from "#web/test/in-memory-compress-worker.ts";
import { compressedNow } from "./compress-behind.ts";
import { queuePhotos } from "./send-photos.ts";
import { photoDatabase } from "./store/photo-database.ts";
import type { PhotoRecord } from "./store/photo-record.ts";

/**
 * Whether the compressor's worker starts: off, it is "unavailable", as offline before it was
 * cached. `stop` ends the one running, so that the next photo starts one anew.
 */
const worker = vi.hoisted(() => ({ starts: false, stop: () => {} }));
vi.mock("#web/features/photos/compress/compress-photo.ts", async (importActual) => {
  const actual = await importActual<typeof import("#web/features/photos/compress/compress-photo.ts")>();
  const { InMemoryCompressWorker } = await import("#web/test/in-memory-compress-worker.ts");
  const compressor = actual.createPhotoCompressor(() => {
    if (!worker.starts) throw new Error("the worker's script did not load");
    return new InMemoryCompressWorker() as unknown as Worker;
  });
  worker.stop = () => compressor.close();
  return { ...actual, compressPhoto: (file: Blob) => compressor.compress(file) };
});

beforeEach(() => worker.stop());

async function keep(original?: string): Promise<PhotoRecord> {
  const record: PhotoRecord = {
    id: crypto.randomUUID(),
    assessmentEntryId: crypto.randomUUID(),
    side: "trailerFront",
    trailerNumber: "53123",
    ...(original === undefined ? { width: 1440, height: 1920 } : { original }),
    takenAt: "2026-11-24T09:15:00-07:00",
    location: null,
    state: "draft",
    storedAt: Date.now(),
  };
  await photoDatabase.put(record, await cameraPhoto().arrayBuffer());
  return record;
}

describe("A photo still the camera's file", () => {
  it("is kept as it is while the compressor cannot run, and compressed once it can", async () => {
    worker.starts = false;
    const photo = await keep("image/jpeg");
    expect(await compressedNow([photo])).toEqual([photo]);
    worker.starts = true;
    const [now] = await compressedNow([photo]);
    expect(now).toMatchObject({ id: photo.id, width: 1440, height: 1920 });
    expect(now?.original).toBeUndefined();
  });

  it("is never queued as it is: only the compressed go, it stays a draft", async () => {
    worker.starts = false;
    const [compressed, original] = [await keep(), await keep("image/jpeg")];
    const enqueueAll = vi.fn(async () => {});
    await queuePhotos([compressed, original], { enqueueAll } as unknown as Outbox);
    expect(enqueueAll).toHaveBeenCalledWith([expect.objectContaining({ id: compressed.id })]);
    expect((await photoDatabase.get(compressed.id))?.state).toBe("queued");
    expect(await photoDatabase.get(original.id)).toMatchObject({ state: "draft", original: "image/jpeg" });
  });
});
