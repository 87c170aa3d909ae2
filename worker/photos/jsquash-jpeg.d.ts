// What @jsquash/jpeg's declarations name without bringing, for the edge program (the Workers
// runtime's types, no DOM). The package's @jsquash/jpeg/emscripten-types.d.ts names the DOM's
// WebGL types, so the part of it the codec's declarations use is declared here: the module
// options (what jpeg-codec.ts passes), and ImageData, which workerd lacks and the codec's own
// code defines there with these three fields.

declare namespace EmscriptenWasm {
  interface ModuleOpts {
    instantiateWasm?: (
      imports: WebAssembly.Imports,
      done: (instance: WebAssembly.Instance) => void,
    ) => WebAssembly.Exports;
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }
  // biome-ignore lint/suspicious/noEmptyInterface: the codecs' modules extend it with their calls.
  interface Module {}
  type ModuleFactory<T extends Module = Module> = (moduleOverrides?: ModuleOpts) => Promise<T>;
}

interface ImageData {
  readonly data: Uint8ClampedArray<ArrayBuffer>;
  readonly width: number;
  readonly height: number;
}
