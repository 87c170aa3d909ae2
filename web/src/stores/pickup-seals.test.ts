// The pickup's seal, kept for the drop (decision 123): the signed-in driver's own, through a reload,
// until the drop has compared it; another driver on the same phone never meets it.
import { afterEach, describe, expect, it } from "vitest";
import { trailerId } from "#shared/trailer-id.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { forgetPickupSeal, pickupSealOf, recordPickupSeal } from "./pickup-seals.ts";
import { userDetails } from "./session.ts";

const TRAILER = trailerId("5301234", "knight");
const driver = (mobileNumber: string) =>
  ({ orderNumber: "HT1001", mobileNumber, company: "knight", loadId: "1" }) as const;

afterEach(() => {
  localStorage.clear();
  reloadPersistedSignals();
});

describe("the seal recorded at pickup", () => {
  it("is the driver's, kept through a reload, and gone once the drop has compared it", () => {
    userDetails.value = driver("5550100001");
    recordPickupSeal(TRAILER, { kind: "number", number: "123456" });
    reloadPersistedSignals();
    expect(pickupSealOf(TRAILER)).toEqual({ kind: "number", number: "123456" });
    // Another driver signed in on this phone: not theirs to compare with.
    userDetails.value = driver("5550100002");
    expect(pickupSealOf(TRAILER)).toBeUndefined();
    forgetPickupSeal(TRAILER);
    userDetails.value = driver("5550100001");
    expect(pickupSealOf(TRAILER)).toEqual({ kind: "number", number: "123456" });
    forgetPickupSeal(TRAILER);
    expect(pickupSealOf(TRAILER)).toBeUndefined();
  });

  it("keeps the newest pickup of a trailer, and a few trailers at most", () => {
    userDetails.value = driver("5550100001");
    recordPickupSeal(TRAILER, { kind: "number", number: "123456" });
    recordPickupSeal(TRAILER, { kind: "none" });
    expect(pickupSealOf(TRAILER)).toEqual({ kind: "none" });
    for (let n = 0; n < 10; n++) recordPickupSeal(trailerId(`70000${n}`, "knight"), { kind: "none" });
    expect(pickupSealOf(TRAILER)).toBeUndefined();
    expect(pickupSealOf(trailerId("700009", "knight"))).toEqual({ kind: "none" });
  });
});
