// Vite defines import.meta.env for the Worker too (true under `vite dev` and vitest,
// false in a build). Declared the way vite/client declares it, so the two merge.
interface ImportMetaEnv {
  readonly DEV: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
