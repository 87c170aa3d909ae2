// `npm run test:e2e` runs this first: installs Debian's Chromium, and WebKitGTK's
// WebDriver with Xvfb (decision 072), when they are missing and we may (root).
// Run it; importing it does nothing.
import { existsSync } from "node:fs";
import { CHROMIUM } from "#scripts/lib/chromium.ts";
import { run } from "#scripts/lib/processes.ts";
import { MINIBROWSER, WEBKIT_PACKAGES, WEBKIT_WEBDRIVER, XVFB } from "#scripts/lib/webkit.ts";

const NEEDED = [
  { files: [CHROMIUM], packages: ["chromium", "fonts-dejavu-core"] },
  { files: [WEBKIT_WEBDRIVER, MINIBROWSER, XVFB], packages: WEBKIT_PACKAGES },
];

function ensureBrowsers(): void {
  const missing = NEEDED.filter(({ files }) => !files.every((file) => existsSync(file)));
  if (missing.length === 0) return;
  const packages = missing.flatMap((m) => m.packages);
  if (process.getuid?.() !== 0) {
    console.error(
      `The browser tests need Debian's ${packages.join(" ")}: sudo apt-get install -y --no-install-recommends ${packages.join(" ")}`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages.join(", ")} for the browser tests…`);
  // CI has no terminal to answer a package's questions.
  process.env.DEBIAN_FRONTEND = "noninteractive";
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...packages]);
}

if (import.meta.main) ensureBrowsers();
