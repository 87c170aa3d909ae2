// @jsquash/jpeg's mozjpeg encoder with its wasm from this site: the file Vite emits
// for the `?url` import (hashed name, precached by the service worker once seen),
// fetched by us so a failure to load it is a clear "unavailable", not a hung promise.

import wasmUrl from "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?url";
import encode, { init } from "@jsquash/jpeg/encode.js";

let ready: Promise<void> | undefined;

/** Fetches and compiles the encoder once per worker; a failed load is tried again next time. */
export function loadEncoder(): Promise<void> {
  ready ??= (async () => {
    const response = await fetch(wasmUrl);
    if (!response.ok) throw new Error(`the JPEG encoder answered ${response.status}`);
    const compiled = await WebAssembly.compile(await response.arrayBuffer());
    await init({
      instantiateWasm(imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) {
        const instance = new WebAssembly.Instance(compiled, imports);
        done(instance);
        return instance.exports;
      },
    });
  })();
  ready.catch(() => {
    ready = undefined;
  });
  return ready;
}

/**
 * A baseline JPEG, the kind every decoder reads (decision 050): sequential, not progressive
 * (half the encode time for ~3 % more bytes, with several encodes a photo), and 8-bit
 * quantisation tables even at low qualities, where mozjpeg would otherwise write 16-bit ones
 * (an "extended" JPEG some tools refuse). Huffman tables are optimised.
 */
export async function encodeJpeg(pixels: ImageData, quality: number): Promise<ArrayBuffer> {
  await loadEncoder();
  return encode(pixels, { quality, progressive: false, baseline: true, optimize_coding: true });
}
