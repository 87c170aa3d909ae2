import { describe, expect, it } from "vitest";
import { trailerId } from "#shared/trailer-id.ts";
import { STORAGE_PREFIX } from "#web/lib/storage.ts";
import { askedAboutPrevious } from "./asked-about-previous.ts";
import { clearUserState } from "./clear-user-state.ts";
import { flow, startFlow } from "./trailer-flow.ts";
import { unassociatedQr } from "./unassociated-qr.ts";

describe("signing out", () => {
  it("forgets the unreported sticker, and what earlier versions kept of a lookup and a scan", () => {
    unassociatedQr.value = "QR-NOBODY";
    const retired = ["trailer", "previousTrailer", "trailerLookupError", "scannedQr"];
    for (const key of retired) localStorage.setItem(`${STORAGE_PREFIX}${key}`, JSON.stringify({ kept: key }));
    clearUserState();
    expect(unassociatedQr.value).toBeNull();
    expect(retired.filter((key) => localStorage.getItem(`${STORAGE_PREFIX}${key}`) !== null)).toEqual([]);
  });

  it("forgets the attach or detach in progress, on this phone and in the flow's loaded code (decision 091)", () => {
    startFlow({
      association: "attach",
      trailer: { trailerId: trailerId("400101", "knight"), trailerNumber: "400101", company: "knight" },
    });
    askedAboutPrevious.value = "400102-knight";
    expect(localStorage.getItem(`${STORAGE_PREFIX}trailerFlow`)).not.toBeNull();
    clearUserState();
    expect(flow.value).toBeNull();
    expect(askedAboutPrevious.value).toBeNull();
    expect(localStorage.getItem(`${STORAGE_PREFIX}trailerFlow`)).toBeNull();
    expect(localStorage.getItem(`${STORAGE_PREFIX}askedAboutPreviousTrailer`)).toBeNull();
  });
});
