// The launch state kept on the phone is read back after an update, in this version's names.
import { afterEach, describe, expect, it } from "vitest";
import { trailerId } from "#shared/trailer-id.ts";
import { reloadPersistedSignals, STORAGE_PREFIX } from "#web/lib/storage.ts";
import { currentlyAttachedTrailer, trailerAttachedFromPreviousOrder } from "./launch-state.ts";

afterEach(() => {
  localStorage.clear();
  reloadPersistedSignals();
});

describe("the trailers the driver holds, kept on the phone", () => {
  it("kept with their id named `id` (before decision 117), are read back with it as trailerId", () => {
    const kept = {
      id: "400101-knight",
      trailerNumber: "400101",
      company: "knight",
      currentOrderNumber: "HT1001",
    };
    localStorage.setItem(`${STORAGE_PREFIX}currentlyAttachedTrailer`, JSON.stringify(kept));
    localStorage.setItem(
      `${STORAGE_PREFIX}trailerAttachedFromPreviousOrder`,
      JSON.stringify({ ...kept, id: "400301-knight", trailerNumber: "400301", currentOrderNumber: null }),
    );
    reloadPersistedSignals();
    expect(currentlyAttachedTrailer.value).toEqual({
      trailerId: trailerId("400101", "knight"),
      trailerNumber: "400101",
      company: "knight",
      currentOrderNumber: "HT1001",
    });
    expect(trailerAttachedFromPreviousOrder.value?.trailerId).toBe(trailerId("400301", "knight"));
  });

  it("kept with something that is not a trailer id, are forgotten rather than shown wrong", () => {
    const kept = { id: "not an id", trailerNumber: "400101", company: "knight", currentOrderNumber: null };
    localStorage.setItem(`${STORAGE_PREFIX}currentlyAttachedTrailer`, JSON.stringify(kept));
    reloadPersistedSignals();
    expect(currentlyAttachedTrailer.value).toBeNull();
  });
});
