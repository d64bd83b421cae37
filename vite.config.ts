import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { lingui } from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

import { twoEntryGroups } from "./scripts/build/drive-chunks.ts";
import { driveServiceWorker } from "./scripts/build/drive-service-worker.ts";
import { inlineBoot } from "./scripts/build/inline-boot.ts";
import { messageChunks } from "./scripts/build/message-chunks.ts";
import { precompress } from "./scripts/build/precompress.ts";
import { thirdPartyLicenses } from "./scripts/build/third-party-licenses.ts";

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };
/**
 * The release's date: the day of the commit the build is made from, so building the same commit twice gives the same
 * files (docs/design/client-shell.md "The footer"); outside a git checkout the release is shown undated.
 */
const releaseDate = (() => {
  try {
    return execFileSync("git", ["log", "-1", "--format=%cs"], { encoding: "utf8" }).trim();
  } catch {
    return "";
  }
})();
const modulePath = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** The driver app (/drive) is a second entry: its own start-up chunk and a service worker of its own. */
const DRIVE_ENTRY = modulePath("./src/client/drive/main.tsx");
/** The signed-in portal (every /portal/… route and the signed-in shell): one lazy chunk the sign-in page never loads. */
const PORTAL_AREA = modulePath("./src/client/app/portal-area.tsx");

export default defineConfig({
  // Lingui compiles its macros natively (no Babel pass over the sources): docs/design/cold-loads.md "The build plugins".
  plugins: [
    react(),
    lingui({ macroTransform: true }),
    tailwindcss(),
    messageChunks(),
    inlineBoot({ entry: modulePath("./src/client/boot/boot.ts"), html: "index.html", signedIn: PORTAL_AREA }),
    ...driveServiceWorker({ entryModule: DRIVE_ENTRY, html: "drive.html" }),
    // Served at /third-party-licenses.txt. Beside the bundle: the service worker's Workbox runtime (the workbox-*
    // packages generateSW imports) and Tailwind's base styles.
    thirdPartyLicenses({
      fileName: "third-party-licenses.txt",
      alsoShipped: ["workbox-core", "workbox-precaching", "workbox-routing", "tailwindcss"],
    }),
    precompress(),
  ],
  define: { __APP_VERSION__: JSON.stringify(version), __APP_RELEASE_DATE__: JSON.stringify(releaseDate) },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    target: "es2022",
    // One start-up chunk per entry instead of ~25 small shared ones (scripts/build/initial-chunks.ts).
    rolldownOptions: {
      input: { portal: modulePath("./index.html"), drive: modulePath("./drive.html") },
      // A domain's modules do nothing when imported but define what they export (CONTRIBUTING.md "Adding a domain"),
      // so a chunk that imports a domain's entrance (index.ts) holds only what it uses of it, not every file the
      // entrance re-exports.
      treeshake: { moduleSideEffects: [{ test: /\/src\/client\/features\//, sideEffects: false }] },
      // Each entry's start-up chunk, and one for what both load; neither app loads the other's code; the portal's
      // signed-in area in one chunk of its own (drive-chunks.ts).
      output: {
        codeSplitting: { groups: twoEntryGroups(modulePath("./src/client/main.tsx"), DRIVE_ENTRY, PORTAL_AREA) },
        // A group split by the chunks that load it is named after all of them ("a~b~c"): its first name will do, and
        // keeps chunk paths to the characters the boot plan accepts (boot-plan.ts isChunkPath).
        chunkFileNames: (chunk) => `assets/${chunk.name.replace(/~.*$/, "")}-[hash].js`,
      },
    },
  },
  server: {
    // `npm run dev:client` serves the client with hot reload and forwards the websocket to `npm run dev`.
    proxy: { "/api": { target: "http://127.0.0.1:3000", ws: true }, "/healthz": "http://127.0.0.1:3000" },
  },
});
