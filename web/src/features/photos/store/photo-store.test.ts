// Removing a close-up (decision 134): only one the driver took and that is not queued yet leaves
// the phone, bytes and all; one handed to the outbox, and a view's photo, are never removed this way.
import { afterEach, describe, expect, it } from "vitest";
import { photoDatabase } from "./photo-database.ts";
import type { PhotoRecord } from "./photo-record.ts";
import { removeCloseUp } from "./photo-store.ts";

const ASSESSMENT = crypto.randomUUID();
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).buffer;

function photo(change: Partial<PhotoRecord> = {}): PhotoRecord {
  return {
    id: crypto.randomUUID(),
    assessmentEntryId: ASSESSMENT,
    side: "driverRear",
    closeUpOf: "tires",
    trailerNumber: "5301234",
    width: 1440,
    height: 1920,
    takenAt: "2026-11-24T09:15:00-07:00",
    location: null,
    state: "draft",
    storedAt: Date.now(),
    ...change,
  };
}

afterEach(async () => {
  await photoDatabase.clear();
});

describe("removing a close-up", () => {
  it("deletes a close-up not queued yet, with its bytes", async () => {
    const closeUp = photo();
    await photoDatabase.put(closeUp, JPEG);
    expect(await removeCloseUp(closeUp.id)).toBe(true);
    expect(await photoDatabase.get(closeUp.id)).toBeUndefined();
    expect(await photoDatabase.bytes(closeUp.id)).toBeUndefined();
  });

  it("leaves a queued close-up and a view's photo where they are", async () => {
    const queued = photo({ state: "queued" });
    const { closeUpOf: _, ...view } = photo({ side: "trailerFront" });
    await photoDatabase.put(queued, JPEG);
    await photoDatabase.put(view, JPEG);
    expect(await removeCloseUp(queued.id)).toBe(false);
    expect(await removeCloseUp(view.id)).toBe(false);
    expect((await photoDatabase.all()).map((p) => p.id).sort()).toEqual([queued.id, view.id].sort());
    expect(await photoDatabase.bytes(queued.id)).toBeDefined();
  });
});
