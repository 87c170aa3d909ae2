// The flow holds its trailer once (decision 075): set by startFlow and by the check's answer, and
// named to the edge by its sticker when it was scanned, else by its id.
import { afterEach, describe, expect, it } from "vitest";
import type { TrailerCheckResult } from "#shared/api/trailers.ts";
import { trailerId } from "#shared/trailer-id.ts";
import { reloadPersistedSignals, STORAGE_PREFIX } from "#web/lib/storage.ts";
import { endFlow, flow, recordCheck, startFlow, trailerRef } from "./trailer-flow.ts";

const ID = trailerId("400101", "knight");
const FOUND = { trailerId: ID, trailerNumber: "400101", company: "knight" as const, isAttached: false };
const CHECK: TrailerCheckResult = {
  allowed: true,
  trailerId: ID,
  trailerNumber: "400101",
  company: "knight",
  evaluations: [],
  verifyWith: "none",
};

afterEach(() => {
  endFlow();
  localStorage.clear();
});

describe("the trailer flow's trailer", () => {
  it("is the one found, with only its id, number and company", () => {
    startFlow({ association: "attach", trailer: FOUND });
    expect(flow.value?.trailer).toEqual({ trailerId: ID, trailerNumber: "400101", company: "knight" });
    expect(trailerRef(flow.value!.trailer)).toEqual({ trailerId: "400101-knight" });
  });

  it("found by its sticker, is named by the sticker before and after the check", () => {
    startFlow({ association: "attach", trailer: FOUND, scannedId: "HQR-400101" });
    expect(trailerRef(flow.value!.trailer)).toEqual({ scannedId: "HQR-400101" });
    recordCheck(CHECK);
    expect(flow.value?.check).toEqual(CHECK);
    expect(flow.value?.trailer).toEqual({
      trailerId: ID,
      trailerNumber: "400101",
      company: "knight",
      scannedId: "HQR-400101",
    });
    expect(trailerRef(flow.value!.trailer)).toEqual({ scannedId: "HQR-400101" });
  });

  it("kept with its id named `id` (before decision 117), is read back with it as trailerId", () => {
    const kept = {
      association: "detach",
      origin: "new",
      trailer: { id: "400101-knight", trailerNumber: "400101", company: "knight", scannedId: "HQR-400101" },
      check: null,
      verified: true,
      awayAcknowledged: false,
    };
    localStorage.setItem(`${STORAGE_PREFIX}trailerFlow`, JSON.stringify(kept));
    reloadPersistedSignals();
    expect(flow.value?.trailer).toEqual({
      trailerId: ID,
      trailerNumber: "400101",
      company: "knight",
      scannedId: "HQR-400101",
    });
    expect(flow.value?.verified).toBe(true);
  });

  it.each([
    [{ trailerId: ID }, { trailerId: ID, trailerNumber: "400101", company: "knight" }],
    [
      { scannedId: "HQR-400101" },
      { trailerId: ID, trailerNumber: "400101", company: "knight", scannedId: "HQR-400101" },
    ],
  ])(
    "kept by an earlier version as %j, is read back after an update with the driver's answers",
    (ref, trailer) => {
      const earlier = {
        association: "attach",
        origin: "new",
        trailer: ref,
        trailerNumber: "400101",
        company: "knight",
        check: null,
        verified: false,
        awayAcknowledged: false,
        loadTrailerStatus: "inboundEmpty",
      };
      localStorage.setItem(`${STORAGE_PREFIX}trailerFlow`, JSON.stringify(earlier));
      reloadPersistedSignals();
      expect(flow.value).toEqual({
        association: "attach",
        origin: "new",
        trailer,
        check: null,
        verified: false,
        awayAcknowledged: false,
        loadTrailerStatus: "inboundEmpty",
      });
    },
  );
});
