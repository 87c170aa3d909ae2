import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  sourceLocale: "en-US",
  locales: ["en-US", "es"],
  fallbackLocales: { default: "en-US" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/web/src"],
      exclude: ["**/*.test.*", "<rootDir>/web/src/features/legal/**"],
    },
    // The legal pages' long texts load with their lazy route, not with the first screen.
    {
      path: "<rootDir>/locales/{locale}/legal",
      include: ["<rootDir>/web/src/features/legal"],
      exclude: ["**/*.test.*"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: "ts",
});
