// Puts the portal's boot script (src/client/boot/boot.ts) inline at the top of index.html's head, so it runs while the
// app's code is still downloading (docs/design/cold-loads.md "The boot plan"). It is bundled on its own, as a classic
// script, with the build's id: a boot plan written by another build names chunks that no longer exist and is ignored.
// The server allows the inline script by its hash in the Content-Security-Policy (src/server/inline-scripts.ts).
// `signedIn` names the module every signed-in screen needs and the HTML does not load (the portal area,
// src/client/app/portal-area.tsx): the script is given its chunks, to preload them at once for a stored session.
import { randomBytes } from "node:crypto";

import { rolldown, type OutputBundle, type OutputChunk } from "rolldown";
import type { Plugin } from "vite";

import { reachable } from "./graph.ts";

async function bundleBoot(
  entry: string,
  buildId: string,
  signedInScripts: readonly string[],
  appEntry: string,
): Promise<string> {
  const define = {
    __BUILD_ID__: JSON.stringify(buildId),
    __SIGNED_IN_SCRIPTS__: JSON.stringify(signedInScripts),
    __APP_ENTRY__: JSON.stringify(appEntry),
  };
  const bundle = await rolldown({ input: entry, platform: "browser", transform: { define } });
  try {
    const { output } = await bundle.generate({ format: "iife", minify: true });
    return output[0].code.trim();
  } finally {
    await bundle.close();
  }
}

/** `start` and the chunks it imports statically, transitively. */
function chunkClosure(start: OutputChunk, bundle: OutputBundle): Set<string> {
  return reachable([start.fileName], (fileName) => {
    const chunk = bundle[fileName];
    return chunk?.type === "chunk" ? chunk.imports : [];
  });
}

/** The chunks that the module `id` needs and the HTML's own entry chunk does not load, as URL paths. */
export function chunksBeyondHtml(
  id: string,
  bundle: OutputBundle,
  htmlEntry: OutputChunk | undefined,
  base: string,
): string[] {
  // The module's own chunk, and the small facade an import() of it loads when it sits in a group's chunk.
  const homes = Object.values(bundle).filter(
    (file): file is OutputChunk => file.type === "chunk" && (file.facadeModuleId === id || file.moduleIds.includes(id)),
  );
  const loaded = htmlEntry ? chunkClosure(htmlEntry, bundle) : new Set<string>();
  const needed = new Set(homes.flatMap((home) => [...chunkClosure(home, bundle)]));
  return [...needed].filter((fileName) => !loaded.has(fileName)).map((fileName) => `${base}${fileName}`);
}

/**
 * Replaces the HTML's entry `<script type="module">` by a modulepreload of it: the browser fetches and compiles it as
 * before, and runs it when the boot script says (a cold load with a kept screen runs it once that screen shows, so
 * the app's start-up, a main-thread task of 100–200 ms, does not hold back the websocket replies it waits for).
 */
export function holdEntry(html: string, src: string): { html: string; appEntry: string } {
  const tag = new RegExp(
    `<script type="module" crossorigin src="${src.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"></script>`,
  );
  if (!tag.test(html)) throw new Error(`inline boot: the entry script ${src} is not in the HTML as Vite writes it`);
  return { html: html.replace(tag, `<link rel="modulepreload" crossorigin href="${src}">`), appEntry: src };
}

export function inlineBoot(options: { entry: string; html: string; signedIn?: string }): Plugin {
  const buildId = `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;
  let code: Promise<string> | undefined;
  let base = "/";
  return {
    name: "fleet-inline-boot",
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(buildId) } }),
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      async handler(html, context) {
        if (!context.filename.endsWith(options.html)) return html;
        // In a build, the chunks exist by now; the dev server has none to name (it preloads nothing).
        const signedInScripts =
          options.signedIn && context.bundle
            ? chunksBeyondHtml(
                options.signedIn,
                context.bundle as unknown as OutputBundle,
                context.chunk as unknown as OutputChunk | undefined,
                base,
              )
            : [];
        // In a build, the boot script starts the app's entry itself (boot.ts startApp): the HTML only preloads it.
        const held =
          context.bundle && context.chunk
            ? holdEntry(html, `${base}${context.chunk.fileName}`)
            : { html, appEntry: "" };
        code ??= bundleBoot(options.entry, buildId, signedInScripts, held.appEntry);
        // Right after the charset declaration, which must stay within the first 1,024 bytes, and before the app's code.
        return held.html.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    <script>${await code}</script>`);
      },
    },
  };
}
