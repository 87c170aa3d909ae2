// Browser tests drive Debian's Chromium (no browser download works offline).
// Installs it from Debian's packages when it is missing and we may (root).
import { existsSync } from "node:fs";
import { run } from "./lib/processes.ts";

export const CHROMIUM = "/usr/bin/chromium";

if (!existsSync(CHROMIUM)) {
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
