// One `vitest run` for three projects: the reference logistics API and the edge
// Worker inside workerd (Miniflare), and the React client in happy-dom.
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { webPlugins } from "./web/build-plugins.ts";

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./logistics-api/wrangler.jsonc" },
            miniflare: { bindings: { APP_TOKEN: "test-app-token", SMS_API_KEY: "test-sms-key" } },
          }),
        ],
        test: {
          name: "logistics-api",
          include: ["logistics-api/**/*.test.ts"],
          setupFiles: ["logistics-api/test/apply-migrations.ts"],
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.jsonc" },
            miniflare: { bindings: { APP_TOKEN: "test-app-token" } },
          }),
        ],
        test: { name: "worker", include: ["worker/**/*.test.ts"] },
      },
      {
        plugins: webPlugins(),
        test: {
          name: "web",
          environment: "happy-dom",
          include: ["web/**/*.test.{ts,tsx}", "shared/**/*.test.ts"],
        },
      },
    ],
  },
});
