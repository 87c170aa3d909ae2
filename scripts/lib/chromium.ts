// Debian's Chromium drives the browser tests and the bench (no browser download
// works offline): where it is, and the flags that keep it quiet on a machine
// with no internet (no background calls home, no sandbox as root in CI), and when
// one just launched has finished starting.
import { existsSync, readdirSync, readFileSync } from "node:fs";

export const CHROMIUM = "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Debian's launcher (CHROMIUM, a shell script) runs the browser from here; its processes all do. */
const CHROMIUM_BINARY = "/usr/lib/chromium/chromium";

/** CPU time (Linux clock ticks) used so far by every Chromium process on the machine. */
function chromiumTicks(): number {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").startsWith(CHROMIUM_BINARY)) continue;
      // utime and stime: fields 14 and 15, counted after the command's name in parentheses.
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while it was read.
    }
  }
  return ticks;
}

/**
 * Resolves once a Chromium just launched has finished starting: its processes used at most a tenth
 * of a core in each of two tenths of a second running (waiting `limitMs` at most). Playwright's
 * launch resolves while the browser's other processes still start, about half a second of both
 * cores on this 2-core machine, which a page timed at once would share (decision 101). A phone's
 * browser is running before the driver opens the app. Without /proc (not Linux), resolves at once.
 */
export async function chromiumStarted(limitMs = 5000): Promise<void> {
  if (!existsSync("/proc")) return;
  const until = Date.now() + limitMs;
  let last = chromiumTicks();
  let quiet = 0;
  while (quiet < 2 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = chromiumTicks();
    // Clock ticks are hundredths of a second: 1 in a tenth of a second is a tenth of a core.
    quiet = now - last <= 1 ? quiet + 1 : 0;
    last = now;
  }
}
