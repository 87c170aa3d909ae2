// What a deployed version is called (decisions 069 and 108): the commit as its tag (at
// most 25 characters) and "<target> <commit>: <subject>" as its message (at most 100),
// so `wrangler versions list` and GET /api/health name the code that runs.
import { spawnSync } from "node:child_process";

export type CommitLabel = { commit: string; dirty: boolean; tag: string; message: string };

export function commitLabel(target: string, cwd = "."): CommitLabel {
  const git = (...args: string[]) => spawnSync("git", args, { cwd, encoding: "utf8" }).stdout?.trim() ?? "";
  const commit = git("rev-parse", "--short=12", "HEAD") || "unknown";
  // Outside a git checkout nothing can be told: counted as changed.
  const dirty = commit === "unknown" || git("status", "--porcelain") !== "";
  const subject = git("log", "-1", "--format=%s") || "no commit";
  return {
    commit,
    dirty,
    tag: `${commit}${dirty ? "-dirty" : ""}`,
    message: `${target} ${commit}${dirty ? " (uncommitted changes)" : ""}: ${subject}`.slice(0, 100),
  };
}
