// Which of the driver's copies is the pickup of the trailer being dropped (decision 127).
import { describe, expect, it } from "vitest";
import type { CopyPhoto, DriversCopy } from "./copy-record.ts";
import { pickupCopyOf, pickupViewPhotos } from "./pickup-copy.ts";

const DRIVER = "5551234567";
const TRAILER = { trailerNumber: "5301234", company: "knight" };

function copy(change: Partial<DriversCopy> = {}): DriversCopy {
  return {
    id: crypto.randomUUID(),
    kind: "attach",
    trailerNumber: "5301234",
    company: "knight",
    orderNumber: "HT1001",
    mobileNumber: DRIVER,
    eventTime: "2026-11-24T08:30:00-07:00",
    location: null,
    state: "done",
    assessment: { entryId: crypto.randomUUID(), items: [], redTag: false, state: "done" },
    photos: [],
    savedAt: 1,
    ...change,
  };
}

describe("the pickup's copy at a drop", () => {
  it("is the driver's newest copy of the trailer, an attach or a move onto the order with its assessment", () => {
    const attach = copy();
    expect(pickupCopyOf([attach], TRAILER, DRIVER)).toBe(attach);
    const moved = copy({ kind: "update" });
    expect(pickupCopyOf([moved, attach], TRAILER, DRIVER)).toBe(moved);
    // A trailer named by its sticker only has no company in its copy.
    const { company: _none, ...bySticker } = copy();
    expect(pickupCopyOf([bySticker], TRAILER, DRIVER)).toBe(bySticker);
  });

  it("is none when the newest copy is a drop, was refused, has no assessment, or is another driver's or trailer's", () => {
    expect(pickupCopyOf([copy({ kind: "detach" }), copy()], TRAILER, DRIVER)).toBeUndefined();
    expect(pickupCopyOf([copy({ state: "refused" })], TRAILER, DRIVER)).toBeUndefined();
    expect(pickupCopyOf([copy({ assessment: null })], TRAILER, DRIVER)).toBeUndefined();
    expect(pickupCopyOf([copy()], TRAILER, "5559876543")).toBeUndefined();
    expect(pickupCopyOf([copy()], TRAILER, undefined)).toBeUndefined();
    expect(pickupCopyOf([copy({ trailerNumber: "5309999" })], TRAILER, DRIVER)).toBeUndefined();
    expect(pickupCopyOf([copy({ company: "swift" })], TRAILER, DRIVER)).toBeUndefined();
  });

  it("shows beside each drop view the pickup's newest photo of that view, never a close-up of a damage on its side", () => {
    const photo = (side: CopyPhoto["side"], change: Partial<CopyPhoto> = {}): CopyPhoto => ({
      id: crypto.randomUUID(),
      side,
      takenAt: "2026-11-24T08:31:00-07:00",
      location: null,
      state: "done",
      thumbnail: true,
      ...change,
    });
    const front = photo("trailerFront");
    const refused = photo("driverFront", { state: "refused" });
    const retaken = photo("driverFront");
    const noThumbnail = photo("trailerBack", { thumbnail: false });
    // The close-ups go after the six views (send-photos.ts), each under the side its damage is on.
    const tireCloseUp = photo("driverFront", { closeUpOf: "tires" });
    const pickup = copy({ photos: [front, refused, retaken, noThumbnail, tireCloseUp] });
    expect(pickupViewPhotos(pickup)).toEqual([front, retaken]);
  });
});
