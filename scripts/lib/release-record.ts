// Where a release of an edge environment is kept (release/<env>/, decision 108) and
// what it says of itself: read by every pipeline step after the build, without
// loading the build's own tools (each step is a process of its own).
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Where a release of an environment is kept, relative to the project. */
export const releaseDir = (env: string) => join("release", env);
/** The built config of a release, relative to the project: what upload and dry run read. */
export const releaseConfig = (env: string) => join(releaseDir(env), "dist", "hitch", "wrangler.json");

export type ReleaseRecord = {
  target: string;
  env: string;
  /** The Worker's name: what versions, deployments and rollbacks are asked about. */
  worker: string;
  /** Where the app is served: the smoke check's origin. */
  rootUrl: string;
  commit: string;
  tag: string;
  message: string;
  config: string;
};

export const readRelease = (env: string, root = "."): ReleaseRecord =>
  JSON.parse(readFileSync(join(root, releaseDir(env), "release.json"), "utf8"));
