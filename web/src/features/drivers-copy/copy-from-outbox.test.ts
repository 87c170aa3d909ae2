import { describe, expect, it } from "vitest";
import type { OutboxEntry } from "#web/outbox/outbox-entry.ts";
import { copyFromOutbox, withStates } from "./copy-from-outbox.ts";
import type { DriversCopy } from "./copy-record.ts";

const OWNER = { mobileNumber: "5551234567", orderNumber: "HT1001" };
const EVENT_TIME = "2026-11-24T08:30:00-07:00";

function entry(kind: string, change: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: crypto.randomUUID(),
    kind,
    payload: {},
    eventTime: EVENT_TIME,
    createdAt: 1,
    state: "waiting",
    attempts: 0,
    nextAttemptAt: 0,
    ...change,
  };
}

const assessment = entry("assessment", {
  payload: {
    trailer: { trailerId: "5301234-knight" },
    association: "attach",
    items: [{ type: "tires", subType: "driverSide", comment: "Flat" }],
    redTag: false,
    location: null,
  },
  state: "done",
});
const attach = entry("attach", {
  payload: {
    trailer: { trailerId: "5301234-knight" },
    location: { lat: 33.45, lng: -112.07, accuracy: 12 },
    loadTrailerStatus: "loadedTrailer",
    certified: true,
  },
  meta: { trailer: "5301234", assessment: assessment.id, ...OWNER },
});

describe("a driver's copy from the outbox", () => {
  it("a red tag sent after its close-up, without a position (decision 125), red-tags the copy of its assessment", () => {
    const detach = entry("detach", {
      payload: { trailer: { trailerId: "5301234-knight" }, location: null, certified: true },
      meta: { trailer: "5301234", assessment: assessment.id, ...OWNER },
    });
    const redTag = entry("redTag", { meta: { trailer: "5301234", assessment: assessment.id, ...OWNER } });
    expect(copyFromOutbox(detach, [assessment, redTag, detach], 5)?.assessment?.redTag).toBe(true);
    expect(copyFromOutbox(detach, [assessment, detach], 5)?.assessment?.redTag).toBe(false);
    const refused = { ...redTag, state: "refused" as const };
    expect(copyFromOutbox(detach, [assessment, refused, detach], 5)?.assessment?.redTag).toBe(false);
  });

  it("takes the trailer, the driver, when, where and the slot from the association, and the defects from its assessment", () => {
    expect(copyFromOutbox(attach, [assessment, attach], 5)).toEqual({
      id: attach.id,
      kind: "attach",
      trailerNumber: "5301234",
      company: "knight",
      ...OWNER,
      eventTime: EVENT_TIME,
      location: { lat: 33.45, lng: -112.07, accuracy: 12 },
      loadTrailerStatus: "loadedTrailer",
      statements: ["roadworthy"],
      state: "waiting",
      assessment: {
        entryId: assessment.id,
        items: [{ type: "tires", subType: "driverSide", comment: "Flat" }],
        redTag: false,
        state: "done",
      },
      photos: [],
      savedAt: 5,
    } satisfies DriversCopy);
  });

  it("says a loaded trailer's seal apart from the defects, read from its item's words (decision 123)", () => {
    const dropAssessment = entry("assessment", {
      payload: {
        items: [
          { type: "other", subType: "other", comment: "Seal 654321 hanging loose" },
          { type: "other", comment: "Seal 654321, pickup recorded 123456" },
        ],
        redTag: false,
      },
    });
    const detach = entry("detach", {
      payload: { trailer: { trailerId: "5301234-knight" }, location: null },
      meta: { trailer: "5301234", assessment: dropAssessment.id, ...OWNER },
    });
    expect(copyFromOutbox(detach, [dropAssessment, detach], 5)?.assessment).toEqual({
      entryId: dropAssessment.id,
      // The driver's own Other defect names a place: it stays a defect, whatever its words.
      items: [{ type: "other", subType: "other", comment: "Seal 654321 hanging loose" }],
      seal: { seal: { kind: "number", number: "654321" }, pickup: { kind: "number", number: "123456" } },
      redTag: false,
      state: "waiting",
    });
  });

  it("a quick detach has no assessment; a trailer named by its sticker has no company", () => {
    const detach = entry("detach", {
      payload: { trailer: { scannedId: "HQR-400101" }, location: null },
      meta: { trailer: "400101", ...OWNER },
    });
    expect(copyFromOutbox(detach, [detach], 5)).toMatchObject({ kind: "detach", assessment: null });
    expect(copyFromOutbox(detach, [detach], 5)).not.toHaveProperty("company");
  });

  it("a quick drop's seal is read from the detach's own words (decision 141); other words are none", () => {
    const drop = (seal: string) =>
      entry("detach", {
        payload: { trailer: { trailerId: "5301234-knight" }, location: null },
        meta: { trailer: "5301234", seal, ...OWNER },
      });
    const sealed = drop("Seal 654321, pickup recorded 123456");
    expect(copyFromOutbox(sealed, [sealed], 5)?.quickDropSeal).toEqual({
      seal: { kind: "number", number: "654321" },
      pickup: { kind: "number", number: "123456" },
    });
    const garbled = drop("Seal 12-34");
    expect(copyFromOutbox(garbled, [garbled], 5)).not.toHaveProperty("quickDropSeal");
  });

  it("lists what the driver certified: damage reported on detach, and the reporting rule away from the trailer", () => {
    const statementsOf = (payload: Record<string, unknown>) =>
      copyFromOutbox(
        entry("detach", {
          payload: { trailer: { trailerId: "5301234-knight" }, location: null, ...payload },
          meta: { trailer: "5301234", ...OWNER },
        }),
        [],
        5,
      )?.statements;
    expect(statementsOf({ certified: true })).toEqual(["damageReported"]);
    expect(statementsOf({ certified: true, reportingRuleAcknowledged: true })).toEqual([
      "damageReported",
      "reportingRule",
    ]);
    // Queued before the statements were sent, or an attach with trailer photos off: nothing claimed.
    expect(statementsOf({})).toEqual([]);
  });

  it("is made for attaches, moves and detaches only, and only with the driver who made them", () => {
    const report = entry("feedback", { meta: { trailer: "1", ...OWNER } });
    expect(copyFromOutbox(report, [report], 5)).toBeNull();
    const anonymous = { ...attach, meta: { trailer: "5301234" } };
    expect(copyFromOutbox(anonymous, [anonymous], 5)).toBeNull();
  });

  it("follows each write's state; a photo whose entry left unsent leaves the copy, a sent one stays", () => {
    const copy = copyFromOutbox(attach, [assessment, attach], 5)!;
    const photo = (state: OutboxEntry["state"]) => ({
      id: crypto.randomUUID(),
      side: "trailerFront" as const,
      takenAt: EVENT_TIME,
      location: null,
      state,
      thumbnail: true,
    });
    const sent = photo("done");
    const refused = photo("refused");
    const withPhotos = { ...copy, photos: [sent, refused] };
    const gone = (id: string) => id === sent.id || id === refused.id;
    const now = withStates(withPhotos, [{ ...attach, state: "done" }], gone);
    expect(now.copy.state).toBe("done");
    expect(now.copy.photos).toEqual([sent]);
    expect(now.gonePhotos).toEqual([refused.id]);
    // Nothing changed: the same copy back.
    expect(withStates(now.copy, [{ ...attach, state: "done" }], gone).copy).toBe(now.copy);
  });

  it("keeps why the carrier refused the association, and follows a refusal sent again and accepted", () => {
    const refusedAttach = {
      ...attach,
      state: "refused" as const,
      lastError: { kind: "refused", message: "Failed to update trailer association", reasonCode: 440 },
    };
    const copy = copyFromOutbox(refusedAttach, [assessment, refusedAttach], 5)!;
    expect(copy).toMatchObject({ state: "refused", refusal: { kind: "refused", reasonCode: 440 } });
    // The same refusal: nothing changes.
    expect(withStates(copy, [refusedAttach], () => false).copy).toBe(copy);
    // Refused again for another reason, then sent again and accepted.
    const partly = { ...refusedAttach, lastError: { ...refusedAttach.lastError, reasonCode: 442 } };
    expect(withStates(copy, [partly], () => false).copy.refusal).toEqual({
      kind: "refused",
      reasonCode: 442,
    });
    const done = withStates(copy, [{ ...attach, state: "done" }], () => false).copy;
    expect(done.state).toBe("done");
    expect(done).not.toHaveProperty("refusal");
  });
});
