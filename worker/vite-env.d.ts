// Vite defines import.meta.env for the Worker too (true under `vite dev` and vitest,
// false in a build). Declared the way vite/client declares it, so the two merge.
interface ImportMetaEnv {
  readonly DEV: boolean;
  /** The commit the Worker was built from (vite.config.ts), for GET /api/health. */
  readonly HITCH_COMMIT?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
