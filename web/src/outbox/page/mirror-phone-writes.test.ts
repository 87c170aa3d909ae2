// The association writes mirrored for the first screen (decision 105), and the trailer held as the
// screens show it: the order's state as last asked for, with the driver's own writes on top.
import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import { trailerId } from "#shared/trailer-id.ts";
import { createOutbox } from "#web/outbox/queue/outbox.ts";
import { openOutboxDatabase } from "#web/outbox/queue/outbox-database.ts";
import type { SendOutcome } from "#web/outbox/senders.ts";
import { heldTrailers, phoneWrites } from "#web/stores/held-trailers.ts";
import { applyLaunchState, clearLaunchState } from "#web/stores/launch-state.ts";
import { userDetails } from "#web/stores/session.ts";
import { mirrorPhoneWrites } from "./mirror-phone-writes.ts";

const DRIVER = { mobileNumber: "5551234567", orderNumber: "HT1001" };
const HELD = {
  trailerId: trailerId("400101", "knight"),
  trailerNumber: "400101",
  company: "knight",
  currentOrderNumber: "HT1001",
} as const;
const PREVIOUS = {
  trailerId: trailerId("400301", "knight"),
  trailerNumber: "400301",
  company: "knight",
  currentOrderNumber: "HT0900",
} as const;

let databases = 0;
const stops: (() => void)[] = [];
function outboxAnswering(answer: () => SendOutcome) {
  const outbox = createOutbox({ database: openOutboxDatabase(`mirror-test-${++databases}`) });
  for (const kind of ["attach", "detach", "release", "photo"])
    outbox.registerSender(kind, async () => answer());
  stops.push(mirrorPhoneWrites(outbox), () => outbox.stop());
  return outbox;
}

const write = (kind: string, trailer: { trailerId: string; trailerNumber: string }, owner = DRIVER) => ({
  kind,
  payload: { trailer: { trailerId: trailer.trailerId }, loadTrailerStatus: "loadedTrailer" },
  meta: { trailer: trailer.trailerNumber, trailerId: trailer.trailerId, ...owner },
});

function orderState(attached: typeof HELD | null, previous: typeof PREVIOUS | null = null) {
  applyLaunchState({
    load: null,
    orderTrailers: [],
    currentlyAttachedTrailer: attached,
    trailerAttachedFromPreviousOrder: previous,
  });
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  clearLaunchState();
  userDetails.value = null;
  phoneWrites.value = [];
});

describe("the trailer held, as the screens show it", () => {
  it("a detach waiting: let go on this phone, no longer attached; once sent and the state asked again, the carrier's", async () => {
    userDetails.value = { ...DRIVER, company: "knight", loadId: "load-HT1001-knight" };
    orderState(HELD);
    let answer: SendOutcome = { status: "retry", error: { message: "No Response From API" } };
    const outbox = outboxAnswering(() => answer);
    await outbox.enqueue(write("detach", HELD));
    await outbox.flush();
    expect(heldTrailers.value).toMatchObject({
      attached: null,
      letGo: [{ kind: "detach", trailerNumber: "400101", trailerId: HELD.trailerId }],
    });

    answer = { status: "done", result: { isSuccessful: true, dropSpot: "recorded" } };
    await outbox.resume();
    // Sent, the order's state not asked for since: still not attached, no longer waiting.
    expect(heldTrailers.value).toMatchObject({ attached: null, letGo: [] });
    expect(phoneWrites.value).toHaveLength(1);
    // Asked for again, the carrier's state alone (and the mirror forgets the write).
    orderState(null);
    expect(heldTrailers.value).toMatchObject({ attached: null, letGo: [] });
    expect(phoneWrites.value).toEqual([]);
  });

  it("an attach waiting is attached on this phone, its slot taken; recorded in part (442) counts as recorded", async () => {
    userDetails.value = { ...DRIVER, company: "knight", loadId: "load-HT1001-knight" };
    orderState(null);
    let answer: SendOutcome = { status: "retry", error: { message: "No Response From API" } };
    const outbox = outboxAnswering(() => answer);
    await outbox.enqueue(write("attach", HELD));
    await outbox.flush();
    expect(heldTrailers.value.attached).toMatchObject({ trailerId: HELD.trailerId, onPhone: true });
    expect(heldTrailers.value.slots).toEqual({ loadedTrailer: "400101" });

    answer = { status: "refused", error: { kind: "refused", message: "Refused.", reasonCode: 442 } };
    await outbox.resume();
    expect(heldTrailers.value.attached).toMatchObject({ trailerId: HELD.trailerId, onPhone: false });
    expect(heldTrailers.value.slots).toEqual({});
  });

  it("a refused write, a photo and another driver's write change nothing", async () => {
    userDetails.value = { ...DRIVER, company: "knight", loadId: "load-HT1001-knight" };
    orderState(HELD, PREVIOUS);
    const outbox = outboxAnswering(() => ({
      status: "refused",
      error: { kind: "refused", message: "Refused.", reasonCode: 441 },
    }));
    await outbox.enqueue(write("detach", HELD));
    await outbox.flush();
    await outbox.enqueue(write("photo", HELD));
    await outbox.enqueue(write("release", PREVIOUS, { mobileNumber: "5559990000", orderNumber: "HT1001" }));
    expect(heldTrailers.value).toMatchObject({
      attached: { trailerId: HELD.trailerId, onPhone: false },
      previous: { trailerId: PREVIOUS.trailerId },
      letGo: [],
    });
  });

  it("a release waiting lets the previous order's trailer go: nothing left to ask about", async () => {
    userDetails.value = { ...DRIVER, company: "knight", loadId: "load-HT1001-knight" };
    orderState(null, PREVIOUS);
    const outbox = outboxAnswering(() => ({ status: "retry", error: { message: "No Response From API" } }));
    await outbox.enqueue(write("release", PREVIOUS));
    await outbox.flush();
    expect(heldTrailers.value).toMatchObject({
      previous: null,
      letGo: [{ kind: "release", trailerNumber: "400301" }],
    });
  });
});
