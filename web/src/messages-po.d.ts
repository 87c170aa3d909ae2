// Catalogs compiled by @lingui/vite-plugin when a .po file is imported.
declare module "*/messages.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

declare module "*/workflow.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
