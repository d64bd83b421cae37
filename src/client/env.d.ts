/** The package version, injected by vite.config.ts (shown in the footer). */
declare const __APP_VERSION__: string;

declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
