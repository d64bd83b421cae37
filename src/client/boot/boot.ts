// The portal's inline boot script: scripts/inline-boot.ts bundles this file into index.html's head, so it runs
// while the app's code is still on its way (start-boot.ts says what it does).
import { startBoot } from "./start-boot";

try {
  (globalThis as { __fleetBoot?: unknown }).__fleetBoot = startBoot(window, __BUILD_ID__);
} catch {
  // Storage refused or a browser without something used here: the app starts as it always could, on its own.
}
