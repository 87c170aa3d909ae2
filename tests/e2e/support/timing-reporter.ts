// Prints where the browser tests' time went, after the run (decision 080): the run's
// wall time and the tests' summed time, each project's spec files by their summed
// test time, and the slowest tests. Figures to read, never asserted.
import { relative } from "node:path";
import type { FullConfig, FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

type Ended = { project: string; file: string; title: string; ms: number };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class TimingReporter implements Reporter {
  private ended: Ended[] = [];
  private workers = 0;
  private root = "";

  onBegin(config: FullConfig): void {
    this.workers = config.workers;
    this.root = config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === "skipped") return;
    this.ended.push({
      project: test.parent.project()?.name ?? "",
      file: relative(this.root, test.location.file),
      title: test.title,
      ms: result.duration,
    });
  }

  onEnd(result: FullResult): void {
    if (this.ended.length === 0) return;
    const total = this.ended.reduce((sum, test) => sum + test.ms, 0);
    const lines = [
      `\nBrowser tests: ${seconds(result.duration)} on ${this.workers} workers; the tests' own times add up to ${seconds(total)}.`,
    ];
    const bySpec = new Map<string, { ms: number; tests: number }>();
    for (const { project, file, ms } of this.ended) {
      const key = `${project.padEnd(7)}${file}`;
      const spec = bySpec.get(key) ?? { ms: 0, tests: 0 };
      bySpec.set(key, { ms: spec.ms + ms, tests: spec.tests + 1 });
    }
    for (const [key, { ms, tests }] of [...bySpec].sort((a, b) => b[1].ms - a[1].ms)) {
      lines.push(`  ${seconds(ms).padStart(8)}  ${String(tests).padStart(2)} tests  ${key}`);
    }
    lines.push("  Slowest:");
    for (const { project, title, ms } of [...this.ended].sort((a, b) => b.ms - a.ms).slice(0, 5)) {
      lines.push(`  ${seconds(ms).padStart(8)}  ${project.padEnd(7)}${title.slice(0, 100)}`);
    }
    console.log(lines.join("\n"));
  }
}
