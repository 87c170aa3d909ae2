// Browser tests: Debian's Chromium on a phone-sized portrait viewport, in Spanish
// and in English, against the production build (vite preview runs the edge Worker)
// and the reference logistics API with fresh databases; and the driver's main
// journeys in WebKitGTK through WebDriver (tests/webkit, decision 072), which opens
// its own browser. What depends on the language runs in both; what does not runs
// once, in the language its tag names (`@es` or `@en`, decision 080).
import { availableParallelism } from "node:os";
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
  // Tests side by side, each on its own (decision 080): tests running at once sign their drivers
  // in to orders of their own (tests/e2e/support/sign-in.ts), and the carriers switched for a test
  // are runs of their own (scripts/e2e-server.ts, decision 081). One test per core, at most three:
  // on CI's two cores a third Chromium starved the others' scanners and audits (decision 121).
  workers: Math.min(3, availableParallelism()),
  fullyParallel: true,
  retries: 0,
  // Each test as it ends, then each spec's time and the slowest tests (printed, never asserted).
  reporter: [["list"], ["./tests/e2e/support/timing-reporter.ts"]],
  // A job with six photos, or a dozen screens audited, takes a minute alone on two busy cores.
  timeout: 120_000,
  // Three browsers, the Worker and the reference API share two cores: a screen that shows in a
  // second alone can take more than Playwright's default 5 s there (decision 121).
  expect: { timeout: 10_000 },
  use: {
    baseURL: APP_URL,
    // A failed test keeps its trace (every action, its timing, the network and the console) and a
    // screenshot; the trace's page snapshot at every action, which made each test a third slower,
    // is left out: the failure's page is in its error context (decision 140).
    trace: { mode: "retain-on-failure", snapshots: false, screenshots: false },
    screenshot: "only-on-failure",
    serviceWorkers: "allow",
  },
  projects: [
    // First: its journeys follow one driver through the day, one after another, the longest run.
    { name: "webkit", testDir: "tests/webkit" },
    { name: "es", use: { ...phone, locale: "es-ES" }, grepInvert: /@en\b/ },
    { name: "en", use: { ...phone, locale: "en-US" }, grepInvert: /@es\b/ },
  ],
  webServer: {
    command: "node scripts/e2e-server.ts",
    url: `${APP_URL}/manifest.webmanifest`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
