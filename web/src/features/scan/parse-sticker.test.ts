import { describe, expect, it } from "vitest";
import { parseSticker } from "./parse-sticker.ts";

const ORIGIN = "https://hitch.example.com";

describe("what a sticker may hold", () => {
  it.each([
    ["HQR-400101", "HQR-400101"],
    ["  HQR-400101\n", "HQR-400101"],
    [`${ORIGIN}/trailers/HQR-400101`, "HQR-400101"],
  ])("reads %j as QR id %s", (text, qrId) => {
    expect(parseSticker(text, ORIGIN)).toEqual({ kind: "qrId", qrId });
  });

  it.each([
    ["another site's URL", "https://evil.example/trailers/HQR-400101"],
    ["this site on another scheme", "http://hitch.example.com/trailers/HQR-400101"],
    ["a script", "javascript:alert(1)"],
    ["a protocol-relative URL", "//evil.example/trailers/HQR-1"],
    ["an encoded slash", `${ORIGIN}/trailers/a%2F..%2Fx`],
    ["a dot segment", `${ORIGIN}/trailers/../manageTrailer`],
    ["a deeper path", `${ORIGIN}/trailers/HQR-1/extra`],
    ["a query", `${ORIGIN}/trailers/HQR-1?next=//evil.example`],
    ["credentials", "https://user@hitch.example.com/trailers/HQR-1"],
    ["an app route", `${ORIGIN}/trailers/scan`],
    ["an app route as a bare id", "manualEntry"],
    ["an id too long", "Q".repeat(65)],
    ["other characters", "HQR 400101"],
    ["nothing", ""],
    ["plain text", "Trailer 400101"],
  ])("refuses %s", (_, text) => {
    expect(parseSticker(text, ORIGIN)).toEqual({ kind: "invalid" });
  });
});
