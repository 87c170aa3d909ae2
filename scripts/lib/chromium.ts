// Debian's Chromium drives the browser tests and the bench (no browser download
// works offline): where it is, and the flags that keep it quiet on a machine
// with no internet (no background calls home, no sandbox as root in CI).
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
