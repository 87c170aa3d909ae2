// Browser tests: Debian's Chromium on a phone-sized portrait viewport, once in
// English and once in Spanish, against the production build (vite preview runs
// the edge Worker) and the reference logistics API with a fresh database. Then
// the driver's main journeys in WebKitGTK through WebDriver (tests/webkit,
// decision 072), which opens its own browser.
import { defineConfig } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS } from "#scripts/lib/chromium.ts";
import { fakeCameraArgs } from "#tests/e2e/support/fake-camera.ts";
import { APP_URL } from "#tests/e2e/support/urls.ts";

const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  // The rear camera films a sticker the test chooses (tests/e2e/support/fake-camera.ts).
  launchOptions: { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...fakeCameraArgs()] },
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
    { name: "webkit", testDir: "tests/webkit" },
  ],
  webServer: {
    command: "node scripts/e2e-server.ts",
    url: `${APP_URL}/manifest.webmanifest`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
