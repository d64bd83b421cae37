/** The package version, injected by vite.config.ts (shown in the footer). */
declare const __APP_VERSION__: string;
/** The day (YYYY-MM-DD) of the commit the client was built from; "" when unknown. */
declare const __APP_RELEASE_DATE__: string;

declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
/** The build's id (scripts/build/inline-boot.ts): the boot plan of another build is ignored. */
declare const __BUILD_ID__: string;
