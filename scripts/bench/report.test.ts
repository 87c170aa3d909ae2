import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { keepPrintedLines, reportHeading, writeReport } from "./report.ts";

const print = console.log;
afterEach(() => {
  console.log = print;
});

describe("the bench's report (docs/bench.md)", () => {
  it("keeps what was printed and writes each part under its heading, its figures as printed", () => {
    console.log = () => {};
    const kept = keepPrintedLines();
    console.log("\n## Machine (at the start): Some CPU, 2 cores");
    console.log("\n## First screen at / (gzip)");
    console.log("JS before the first screen is up %s", "118.4 KB");
    console.log("   5.1 KB  assets/a.js");
    const path = join(mkdtempSync(join(tmpdir(), "bench-report-")), "bench.md");
    writeReport(reportHeading(new Date("2026-11-29T10:00:00Z"), 1.5), kept.lines, path);
    const written = readFileSync(path, "utf8");
    expect(written).toMatch(/^# Bench figures\n/);
    expect(written).toContain("- Run: 2026-11-29 10:00 UTC, commit ");
    expect(written).toContain("load average 1.50 at the start");
    expect(written).toContain("## Machine (at the start): Some CPU, 2 cores\n");
    expect(written).toContain(
      "## First screen at / (gzip)\n\n```text\nJS before the first screen is up 118.4 KB\n   5.1 KB  assets/a.js\n```\n",
    );
  });
});
