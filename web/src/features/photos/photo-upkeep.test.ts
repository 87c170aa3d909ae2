// What the app does with kept photos at start: a photo of an assessment in the
// outbox that never reached the outbox itself is queued (nothing is lost); a
// photo nothing names any more is removed after the grace period; the photos of
// the assessment in progress are left alone.
import { afterEach, describe, expect, it } from "vitest";
import { photoDatabase } from "#web/features/photos/store/photo-database.ts";
import type { PhotoRecord } from "#web/features/photos/store/photo-record.ts";
import { CLEANUP_GRACE_MS } from "#web/features/photos/store/photo-store.ts";
import { createOutbox } from "#web/outbox/queue/outbox.ts";
import { openOutboxDatabase } from "#web/outbox/queue/outbox-database.ts";
import { tidyPhotos } from "./photo-upkeep.ts";

let databases = 0;
const newOutbox = () => createOutbox({ database: openOutboxDatabase(`upkeep-test-${++databases}`) });

function photo(assessmentEntryId: string, change: Partial<PhotoRecord> = {}): PhotoRecord {
  return {
    id: crypto.randomUUID(),
    assessmentEntryId,
    side: "trailerFront",
    trailerNumber: "5301234",
    width: 1440,
    height: 1920,
    takenAt: "2026-11-24T09:15:00-07:00",
    location: null,
    state: "draft",
    storedAt: Date.now() - 2 * CLEANUP_GRACE_MS,
    ...change,
  };
}
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).buffer;
const ids = async () => (await photoDatabase.all()).map((p) => p.id).sort();

afterEach(async () => {
  await photoDatabase.clear();
});

describe("tidying kept photos at start", () => {
  it("queues a draft whose assessment is in the outbox but not in progress, once, after its assessment", async () => {
    const outbox = newOutbox();
    const assessment = await outbox.enqueue({ kind: "assessment", payload: {} });
    const left = photo(assessment.id);
    await photoDatabase.put(left, JPEG);
    await tidyPhotos(outbox, undefined);
    await tidyPhotos(outbox, undefined);
    const photos = outbox.entries.value.filter((e) => e.kind === "photo");
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatchObject({ id: left.id, dependsOn: assessment.id, eventTime: left.takenAt });
    expect((await photoDatabase.get(left.id))?.state).toBe("queued");
    outbox.stop();
  });

  it("queues each assessment's photos one after another, in the order of the views (a run, decision 102)", async () => {
    const outbox = newOutbox();
    const first = await outbox.enqueue({ kind: "assessment", payload: {} });
    const second = await outbox.enqueue({ kind: "assessment", payload: {} });
    // Kept in any order: the photo database lists them by id.
    const left = [
      photo(second.id, { side: "trailerBack" }),
      photo(first.id, { side: "driverRear" }),
      photo(second.id, { side: "trailerFront" }),
      photo(first.id, { side: "trailerFront" }),
      photo(first.id, { side: "passengerFront" }),
    ];
    for (const kept of left) await photoDatabase.put(kept, JPEG);
    await tidyPhotos(outbox, undefined);
    const queued = outbox.entries.value
      .filter((e) => e.kind === "photo")
      .map((e) => [e.dependsOn === first.id ? "first" : "second", e.meta?.side]);
    // The assessment whose photo the database lists first goes first.
    const listedFirst = (await photoDatabase.all())[0]?.assessmentEntryId;
    const [one, two] = listedFirst === first.id ? ["first", "second"] : ["second", "first"];
    const inOrder = [
      ["first", "trailerFront"],
      ["first", "driverRear"],
      ["first", "passengerFront"],
      ["second", "trailerFront"],
      ["second", "trailerBack"],
    ];
    expect(queued).toEqual([
      ...inOrder.filter(([assessment]) => assessment === one),
      ...inOrder.filter(([assessment]) => assessment === two),
    ]);
    outbox.stop();
  });

  it("leaves the assessment in progress alone, and keeps what an entry or the grace period names", async () => {
    const outbox = newOutbox();
    const inProgress = crypto.randomUUID();
    const current = photo(inProgress);
    const queued = photo(crypto.randomUUID(), { state: "queued" });
    await outbox.enqueue({ id: queued.id, kind: "kept waiting", payload: {} });
    const fresh = photo(crypto.randomUUID(), { storedAt: Date.now() });
    const orphan = photo(crypto.randomUUID(), { state: "queued" });
    for (const p of [current, queued, fresh, orphan]) await photoDatabase.put(p, JPEG);
    await tidyPhotos(outbox, inProgress);
    expect(await ids()).toEqual([current.id, queued.id, fresh.id].sort());
    expect(await photoDatabase.bytes(orphan.id)).toBeUndefined();
    expect(outbox.entries.value.filter((e) => e.kind === "photo")).toEqual([]);
    outbox.stop();
  });

  it("does not queue a photo whose assessment was refused; it goes after the grace period", async () => {
    const outbox = newOutbox();
    outbox.registerSender("assessment", async () => ({ status: "refused", error: { message: "No" } }));
    const assessment = await outbox.enqueue({ kind: "assessment", payload: {} });
    await outbox.flush();
    const left = photo(assessment.id);
    await photoDatabase.put(left, JPEG);
    await tidyPhotos(outbox, undefined);
    expect(outbox.entries.value.filter((e) => e.kind === "photo")).toEqual([]);
    expect(await ids()).toEqual([]);
    outbox.stop();
  });
});
