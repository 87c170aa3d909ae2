import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * The screens whose strings load with their lazy chunks, not with the first screen (decision
 * 058): the trailer workflow, the finder, the QR landing, Report issue and the outbox. Everything else the
 * first screen may show (the shell, the public screens, errors, dialogs) stays in `messages`.
 */
export const WORKFLOW_SOURCES = [
  "web/src/app/screens",
  "web/src/features/assessment",
  "web/src/features/association",
  "web/src/features/drivers-copy",
  "web/src/features/finder",
  "web/src/features/identify",
  "web/src/features/photos",
  "web/src/features/qr-landing",
  "web/src/features/report-issue",
  "web/src/features/scan",
  // The plate / VIN fields, shared by two workflow screens (verification and the red tag).
  "web/src/components/plate-or-vin-fields.tsx",
  // A loaded trailer's seal, asked at Take possession and at the drop's assessment (decision 123).
  "web/src/components/seal-fields.tsx",
  // "Back to trailer …", on the workflow's lookups and steps (docs/product.md §4).
  "web/src/components/back-to-trailer.tsx",
  // The pickup's thumbnail at a drop, beside a view and on a category's card (decision 127).
  "web/src/components/pickup-photo.tsx",
  // The outbox and what shows it: it runs once the first screen is up, a driver signed in
  // (decision 091).
  "web/src/outbox",
  "web/src/components/sync-indicator.tsx",
] as const;

const LEGAL_SOURCES = ["web/src/features/legal"];

const rooted = (paths: readonly string[], suffix = "") => paths.map((path) => `<rootDir>/${path}${suffix}`);

export default defineConfig({
  sourceLocale: "en-US",
  locales: ["en-US", "es"],
  fallbackLocales: { default: "en-US" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/web/src"],
      // A folder's files, or a file itself.
      exclude: [
        "**/*.test.*",
        ...rooted([...WORKFLOW_SOURCES, ...LEGAL_SOURCES], "/**"),
        ...rooted(WORKFLOW_SOURCES),
      ],
    },
    // The workflow screens' strings load with each of their lazy routes (web/src/lib/i18n.ts).
    {
      path: "<rootDir>/locales/{locale}/workflow",
      include: rooted(WORKFLOW_SOURCES),
      exclude: ["**/*.test.*"],
    },
    // The legal pages' long texts load with their lazy route, not with the first screen.
    {
      path: "<rootDir>/locales/{locale}/legal",
      include: rooted(LEGAL_SOURCES),
      exclude: ["**/*.test.*"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: "ts",
});
