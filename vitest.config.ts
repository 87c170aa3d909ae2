// One `vitest run` for its projects: the reference logistics API and the edge
// Worker inside workerd (Miniflare), the React client in happy-dom, and the shared
// schemas' and scripts' tests in plain Node.
import { resolve } from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import "#tests/mocks/logistics-dialect.ts";
import { createFakeSmsProvider } from "#logistics-api/test/fake-sms-provider.ts";
import { fuzzFromEnvironment } from "#tests/fuzz/settings.ts";
import {
  MOCK_API_URL,
  TEST_APP_TOKEN,
  TEST_FINDER_LINK_KEY,
  TEST_MONITORING_URL,
} from "#tests/mocks/logistics-data.ts";
import { createLogisticsMock } from "#worker/test/logistics-scenario.ts";
import { webPlugins } from "./web/build-plugins.ts";

const smsProvider = createFakeSmsProvider();
/** A mock's fetch as Miniflare's outboundService (which hands over undici's Request, typed apart from the DOM one). */
const mockFetch =
  (mock: { fetch: (request: Request) => Response | Promise<Response> }) => (request: unknown) =>
    mock.fetch(request as Request);
/** FUZZ_RUNS and FUZZ_SEED for the fuzz tests (tests/fuzz/settings.ts). */
const provide = fuzzFromEnvironment(process.env);

/** The React tests' settings: the React client in happy-dom (both web projects below). */
const webTest = {
  environment: "./web/src/test/environment.ts",
  setupFiles: ["web/src/test/setup.ts"],
  // Stylesheets stay out of the React tests, except one read as text (`?raw`) by a test that
  // lays a page out as the browser would (the driver's copy printed, decision 054).
  css: { include: [/\.css\?raw$/] },
  // A React test drives a whole job through the app's own code (the in-memory Worker, the outbox,
  // six photos compressed): 3.5 s alone on a quiet machine, more beside the other projects' files.
  testTimeout: 20_000,
};
/**
 * The React tests run the edge Worker's own code in memory (web/src/test/in-memory-worker.ts), in
 * Node: the Workers runtime's module and the edge's JPEG codec (worker/photos/jpeg-codec.ts, whose
 * WebAssembly workerd imports as modules) come from stand-ins.
 */
const webResolve = {
  alias: {
    "cloudflare:workers": resolve("web/src/test/cloudflare-workers.ts"),
    // The re-encode's import of the codec (worker/photos/re-encode.ts, the only file importing it so).
    "./jpeg-codec.ts": resolve("web/src/test/jpeg-codec.ts"),
  },
};

export default defineConfig({
  test: {
    // A test file at a time per core, not the default's one less: the Workers projects' files
    // mostly wait on workerd (decision 080).
    maxWorkers: "100%",
    projects: [
      {
        plugins: [
          // The setup file applies these migrations and the demo seed (read as one more "migration").
          cloudflareTest(async () => ({
            wrangler: { configPath: "./logistics-api/wrangler.jsonc" },
            miniflare: {
              bindings: {
                APP_TOKEN: "test-app-token",
                SMS_API_KEY: "test-sms-key",
                // As a local run (logistics-api/.dev.vars.example): the outbox on, unlike a deploy.
                DEV_OUTBOX: "true",
                SMS_PROVIDER: "outbox",
                TEST_MIGRATIONS: await readD1Migrations("./logistics-api/migrations"),
                TEST_SEED: await readD1Migrations("./logistics-api/seed"),
              },
              // The Worker's own fetch (the HTTP SMS adapter) reaches a local fake of the provider's API.
              outboundService: (request) => smsProvider.fetch(request as unknown as Request),
            },
          })),
        ],
        test: {
          name: "logistics-api",
          // One runtime for the project's files, its database emptied and seeded again before each
          // (the setup file): a workerd started per file cost more than the tests (decision 139).
          isolate: false,
          provide,
          include: ["logistics-api/**/*.test.ts"],
          setupFiles: ["logistics-api/test/apply-migrations.ts"],
        },
      },
      {
        plugins: [
          // Called for each workerd: each gets a logistics mock of its own.
          cloudflareTest(() => ({
            wrangler: { configPath: "./wrangler.jsonc" },
            miniflare: {
              bindings: {
                APP_TOKEN: TEST_APP_TOKEN,
                FINDER_LINK_KEY: TEST_FINDER_LINK_KEY,
                MAPS_KEY: "test-maps-key",
                MONITORING_URL: TEST_MONITORING_URL,
                EXTERNAL_API_URL: MOCK_API_URL,
                REQUEST_TIMEOUT_MS: "5000",
                LOG_LEVEL: "silent",
                DEV_TOOLS: "false",
              },
              // The logistics API is the edge: every outbound fetch goes to a mock of its contract.
              outboundService: mockFetch(createLogisticsMock()),
              // A fixed client build, so the tests do not depend on `vite build` having run.
              assets: {
                directory: "./worker/test/fixtures/client",
                binding: "ASSETS",
                run_worker_first: true,
                assetConfig: { not_found_handling: "single-page-application" },
              },
            },
          })),
        ],
        test: {
          name: "worker",
          // One runtime for the project's files, each started with empty storage and a new mock
          // (the setup file): a workerd started per file cost more than the tests (decision 139).
          isolate: false,
          setupFiles: ["worker/test/fresh-storage.ts"],
          include: ["worker/**/*.test.ts"],
          provide,
        },
      },
      {
        plugins: webPlugins(),
        resolve: webResolve,
        test: {
          ...webTest,
          name: "web",
          provide: { logisticsDialect: "reference" },
          include: ["web/**/*.test.{ts,tsx}"],
        },
      },
      {
        // The shared schemas', the scripts' and the contract mock's tests: no page, so no happy-dom
        // to set up for each file; compiled as the client is (they import its config and schemas).
        plugins: webPlugins(),
        resolve: webResolve,
        test: {
          name: "node",
          environment: "node",
          include: ["shared/**/*.test.ts", "tests/mocks/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
      {
        // The React tests whose screens meet what a logistics API keeping to docs/product.md §3 and
        // §7 alone answers differently (shared/logistics/spec-dialect.ts, decision 061), once more
        // against it (web/src/test/in-memory-worker.ts): an extension the app reads left out (a check's
        // reasons, the QR lookup's number, the resend wait), writes refused as 200 isSuccessful
        // false, idempotency keys ignored. Dates with an offset and optional fields left out read
        // the same at the edge for every call (worker/upstream/conformance.test.ts), so the screens
        // that meet only those are not run again (decision 080).
        plugins: webPlugins(),
        resolve: webResolve,
        test: {
          ...webTest,
          name: "web-spec-dialect",
          provide: { logisticsDialect: "spec" },
          include: [
            "web/src/app/trailer-workflow.test.tsx",
            "web/src/app/offline-drop.test.tsx",
            "web/src/features/auth/components/verify-identity-page.test.tsx",
            "web/src/features/qr-landing/**/*.test.tsx",
          ],
        },
      },
    ],
  },
});
