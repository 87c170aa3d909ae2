import { describe, expect, it } from "vitest";
import { STORAGE_PREFIX } from "../lib/storage.ts";
import { clearUserState } from "./clear-user-state.ts";
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
});
