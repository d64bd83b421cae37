// The portal's inline boot script: scripts/inline-boot.ts bundles this file into index.html's head, so it runs
// while the app's code is still on its way (start-boot.ts says what it does).
import { startBoot } from "./start-boot";
import { showSnapshot, type ScreenSnapshot } from "./screen-snapshot";

/** The signed-in portal's chunks (scripts/inline-boot.ts defines them when it bundles this script). */
declare const __SIGNED_IN_SCRIPTS__: string[];

/**
 * Shows a validated screen snapshot as soon as the page's #root is parsed — not at DOMContentLoaded, which waits for
 * the app's module scripts to run (a long task of 100–200 ms that would hold the kept screen back).
 */
function show(snapshot: ScreenSnapshot): void {
  const paint = () => {
    try {
      showSnapshot(document, snapshot);
    } catch {
      /* nothing shown: the app draws the screen as it always did */
    }
  };
  if (document.getElementById("root")) return paint();
  const parsed = new MutationObserver(() => {
    if (!document.getElementById("root")) return;
    parsed.disconnect();
    paint();
  });
  parsed.observe(document.documentElement, { childList: true, subtree: true });
}

try {
  (globalThis as { __fleetBoot?: unknown }).__fleetBoot = startBoot(
    { localStorage, sessionStorage, location, document, WebSocket, innerWidth, innerHeight, navigator, show },
    __BUILD_ID__,
    __SIGNED_IN_SCRIPTS__,
  );
} catch {
  // Storage refused or a browser without something used here: the app starts as it always could, on its own.
}
