// `npm run test:e2e` runs this first: installs Debian's Chromium when it is
// missing and we may (root). Run it; importing it does nothing.
import { existsSync } from "node:fs";
import { CHROMIUM } from "./lib/chromium.ts";
import { run } from "./lib/processes.ts";

function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `${CHROMIUM} is missing: install Debian's chromium package (sudo apt-get install -y chromium).`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests…");
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium", "fonts-dejavu-core"]);
}

if (import.meta.main) ensureChromium();
