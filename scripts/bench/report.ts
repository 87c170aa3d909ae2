// docs/bench.md: what the last `npm run bench` printed (its parts named), with when, where and on
// which commit it ran. The figures live there, not in the README, so the README stays short and a figure's
// history is in git (the file's log), not in prose.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { format } from "node:util";

const BENCH_REPORT = "docs/bench.md";

/** Everything printed with console.log from now on is also kept for the report. */
export function keepPrintedLines(): { lines: string[] } {
  const kept = { lines: [] as string[] };
  const print = console.log.bind(console);
  console.log = (...args: unknown[]) => {
    kept.lines.push(format(...args));
    print(...args);
  };
  return kept;
}

function git(...args: string[]): string {
  try {
    return execFileSync("git", args, { encoding: "utf8" }).trim();
  } catch {
    return "";
  }
}

/** The report's opening: the run's date, commit (and whether the tree had changes) and machine. */
export function reportHeading(startedAt: Date, loadAtStart: number): string {
  const commit = git("rev-parse", "--short", "HEAD") || "unknown";
  const dirty = git("status", "--porcelain", "--untracked-files=no") ? " with uncommitted changes" : "";
  const cpu = cpus()[0]?.model ?? "unknown CPU";
  return [
    "# Bench figures",
    "",
    "Written by `npm run bench` (scripts/bench.ts) at the end of its last run, whose parts it names;",
    "do not edit by hand. What each figure means and its aim: docs/development.md, The bench, and the decisions named",
    "in each part. Figures move with the machine and its load: compare runs made on one machine.",
    "",
    `- Run: ${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC, commit ${commit}${dirty}`,
    `- Machine: ${cpu}, ${cpus().length} cores; load average ${loadAtStart.toFixed(2)} at the start, ${(loadavg()[0] ?? 0).toFixed(2)} at the end`,
    "",
  ].join("\n");
}

/** Writes the report: the heading, then what the run printed, as printed (monospace where it is not markdown). */
export function writeReport(heading: string, lines: string[], path = BENCH_REPORT): void {
  const body = lines
    .join("\n")
    .split(/\n(?=## )/)
    .map((part) => {
      const [title = "", ...rest] = part.split("\n");
      const text = rest.join("\n").trim();
      const head = title.startsWith("## ") ? title : `## ${title}`;
      return text ? `${head}\n\n\`\`\`text\n${text}\n\`\`\`\n` : `${head}\n`;
    })
    .join("\n");
  writeFileSync(path, `${heading}\n${body}`);
}
