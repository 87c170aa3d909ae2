// @jsquash/jpeg's mozjpeg decoder and encoder at the edge (decision 122), each
// instantiated once per isolate from its WebAssembly, which workerd takes as a
// module imported with the Worker's code: compiled at upload, never fetched or
// compiled at run time.
import decoderWasm from "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm";
import encoderWasm from "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm";
import decode, { init as initDecoder } from "@jsquash/jpeg/decode.js";
import encode, { init as initEncoder } from "@jsquash/jpeg/encode.js";

/**
 * The codec's module options: its WebAssembly instantiated from the given module, and its prints
 * silenced (the decoder says "Corrupt JPEG data" for damaged coded data, which it still draws).
 */
const moduleOptions = (wasm: WebAssembly.Module) => ({
  instantiateWasm(imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) {
    const instance = new WebAssembly.Instance(wasm, imports);
    done(instance);
    return instance.exports;
  },
  print: () => {},
  printErr: () => {},
});

let ready: Promise<unknown> | undefined;
const load = () => {
  ready ??= Promise.all([initDecoder(moduleOptions(decoderWasm)), initEncoder(moduleOptions(encoderWasm))]);
  return ready;
};

/** The photo's pixels (RGBA), or undefined when the decoder cannot draw it. */
export async function decodeJpeg(bytes: Uint8Array<ArrayBuffer>): Promise<ImageData | undefined> {
  await load();
  try {
    return await decode(bytes.slice().buffer);
  } catch {
    return undefined;
  }
}

/** A baseline JPEG with optimised Huffman tables, as the phone makes (decision 050). */
export async function encodeJpeg(pixels: ImageData, quality: number): Promise<Uint8Array<ArrayBuffer>> {
  await load();
  return new Uint8Array(
    await encode(pixels, { quality, progressive: false, baseline: true, optimize_coding: true }),
  );
}
