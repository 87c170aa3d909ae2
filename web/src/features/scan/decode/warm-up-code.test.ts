// The code the decoder reads as it warms up (decision 094): it must be a QR code zxing reads, or
// the warm-up compiles only the search that finds nothing, not the read of a sticker.
import { readFileSync } from "node:fs";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import { WARM_UP_ROWS, WARM_UP_TEXT, warmUpPicture } from "./warm-up-code.ts";

describe("the decoder's warm-up code (decision 094)", () => {
  it("is the QR code of its text, at error correction M, as a sticker's", () => {
    const { modules } = QRCode.create(WARM_UP_TEXT, { errorCorrectionLevel: "M" });
    const rows = Array.from({ length: modules.size }, (_, row) =>
      Array.from({ length: modules.size }, (_, col) => (modules.get(row, col) ? 1 : 0)).join(""),
    );
    expect(WARM_UP_ROWS.map((bits) => bits.toString(2).padStart(modules.size, "0"))).toEqual(rows);
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
