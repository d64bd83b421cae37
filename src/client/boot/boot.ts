// The portal's inline boot script: scripts/build/inline-boot.ts bundles this file into index.html's head, so it runs
// while the app's code is still on its way (start-boot.ts says what it does).
import { machineNow } from "../../shared/machine-time";
import { showSnapshot, type ScreenSnapshot } from "./screen-snapshot";
import { startBoot } from "./start-boot";

/** The signed-in portal's chunks (scripts/build/inline-boot.ts defines them when it bundles this script). */
declare const __SIGNED_IN_SCRIPTS__: string[];
/** The app's entry chunk, which the built HTML only preloads ("" on the dev server, whose HTML runs it itself). */
declare const __APP_ENTRY__: string;

let shown = false;
let appStarted = false;

/** Adds the app's entry script, once; not before the page is parsed (the app renders into #root). */
function startApp(): void {
  if (appStarted || !__APP_ENTRY__) return;
  appStarted = true;
  const run = () => {
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = __APP_ENTRY__;
    document.head.appendChild(script);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run, { once: true });
  else run();
}

/** After the frame that paints a snapshot just shown: the app's start would otherwise hold that paint back. */
function afterPaint(run: () => void): void {
  if (!shown) return run();
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100); // no frame comes in a background tab
}

/** Shows a validated screen snapshot as soon as the page's #root is parsed (replies may come before it is). */
function show(snapshot: ScreenSnapshot): void {
  const paint = () => {
    try {
      showSnapshot(document, snapshot);
      shown = true;
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
    {
      localStorage,
      sessionStorage,
      location,
      document,
      WebSocket,
      innerWidth,
      innerHeight,
      navigator,
      show,
      startApp,
      afterPaint,
    },
    __BUILD_ID__,
    machineNow(),
    __SIGNED_IN_SCRIPTS__,
  );
} catch {
  // Storage refused or a browser without something used here: the app starts as it always could, on its own.
  startApp();
}
