// Browser tests: Debian's Chromium on a phone-sized portrait viewport, once in
// English and once in Spanish, against the production build (vite preview runs
// the edge Worker) and the reference logistics API with a fresh database.
import { defineConfig } from "@playwright/test";
import { APP_URL } from "./tests/e2e/support/urls.ts";

const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  // The reference API's rate limits and code cooldowns are shared state: one worker.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  use: { baseURL: APP_URL, trace: "retain-on-failure", serviceWorkers: "allow" },
  projects: [
    { name: "en", use: { ...phone, locale: "en-US" } },
    { name: "es", use: { ...phone, locale: "es-ES" } },
  ],
  webServer: {
    command: "node scripts/e2e-server.ts",
    url: `${APP_URL}/manifest.webmanifest`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
