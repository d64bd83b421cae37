// The driver app's service worker (the app shell works without signal: docs/driver-app.md), built by vite-plugin-pwa
// with Workbox's generateSW. It precaches exactly what /drive can load — drive.html and the chunks, styles and message
// catalogs reachable from its entry, lazy flows included — and nothing of the portal's screens; navigations under
// /drive/ are answered with the cached drive.html. The page registers it itself (src/client/drive/service-worker.ts)
// with scope /drive/, so the portal never gets a service worker; the plugin injects nothing into either HTML page.
import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

import { reachable } from "./graph.ts";

/** Files of the bundle that `entryModule` (an absolute path) can load: its chunk, their imports, CSS and assets. */
function reachableFiles(bundle: OutputBundle, entryModule: string): Set<string> {
  const chunks = new Map(
    Object.values(bundle).flatMap((output) => (output.type === "chunk" ? [[output.fileName, output] as const] : [])),
  );
  const entries = [...chunks.values()].filter(
    (chunk) => chunk.isEntry && (chunk.facadeModuleId === entryModule || chunk.moduleIds.includes(entryModule)),
  );
  const loaded = reachable(entries, (chunk) =>
    [...chunk.imports, ...chunk.dynamicImports].flatMap((next) => chunks.get(next) ?? []),
  ) as Set<OutputChunk & { viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> } }>;
  return new Set(
    [...loaded].flatMap((chunk) => [
      chunk.fileName,
      ...(chunk.viteMetadata?.importedCss ?? []),
      ...(chunk.viteMetadata?.importedAssets ?? []),
    ]),
  );
}

export function driveServiceWorker(options: { entryModule: string; html: string }): Plugin[] {
  let precache = new Set<string>();
  const graph: Plugin = {
    name: "fleet:drive-precache-list",
    apply: "build",
    generateBundle(_outputOptions, bundle) {
      precache = reachableFiles(bundle as unknown as OutputBundle, options.entryModule);
      if (precache.size === 0) this.error(`the driver app's entry ${options.entryModule} is not in the bundle`);
      for (const file of [options.html, "drive.webmanifest", "favicon.svg"]) precache.add(file);
    },
  };
  return [
    graph,
    ...VitePWA({
      injectRegister: false,
      manifest: false,
      filename: "drive-sw.js",
      scope: "/drive/",
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,webmanifest}"],
        manifestTransforms: [
          async (entries) => ({ manifest: entries.filter((entry) => precache.has(entry.url)), warnings: [] }),
        ],
        navigateFallback: `/${options.html}`,
        navigateFallbackAllowlist: [/^\/drive(\/|$)/],
        // A new build takes over at once: the old shell's hashed files are gone from the server anyway.
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        // The service worker's own runtime is written beside it (no blob: or inline code: the CSP stays strict).
        inlineWorkboxRuntime: false,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ];
}
