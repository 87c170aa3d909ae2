// The code the decoder reads as it warms up (decision 094): it must be a QR code zxing reads, or
// the warm-up compiles only the search that finds nothing, not the read of a sticker.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import { qrModules } from "#tests/e2e/support/qr-modules.ts";
import { WARM_UP_ROWS, WARM_UP_TEXT, warmUpPicture } from "./warm-up-code.ts";

describe("the decoder's warm-up code (decision 094)", () => {
  it("is the QR code of its text, at error correction M, as a sticker's", () => {
    const rows = qrModules(WARM_UP_TEXT).map((row) => row.map((dark) => (dark ? 1 : 0)).join(""));
    expect(WARM_UP_ROWS.map((bits) => bits.toString(2).padStart(rows.length, "0"))).toEqual(rows);
  });

  it("reads as its text with the worker's reader", async () => {
    // The wasm from the package, as the build serves it (nothing from a CDN).
    const wasm = readFileSync("node_modules/zxing-wasm/dist/reader/zxing_reader.wasm");
    await prepareZXingModule({ overrides: { wasmBinary: wasm.buffer }, fireImmediately: true });
    const [found] = await readBarcodes(warmUpPicture(), { formats: ["QRCode"], tryHarder: true });
    expect(found?.isValid).toBe(true);
    expect(found?.text).toBe(WARM_UP_TEXT);
  });
});
