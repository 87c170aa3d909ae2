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
      exclude: ["**/*.test.*"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: "ts",
});
