// Puts the portal's boot script (src/client/boot/boot.ts) inline at the top of index.html's head, so it runs while
// the app's code is still downloading (issue 8's cold load). It is bundled on its own, as a classic script, with the
// build's id: a boot plan written by another build names chunks that no longer exist and is ignored. The server
// allows the inline script by its hash in the Content-Security-Policy (src/server/inline-scripts.ts).
import { randomBytes } from "node:crypto";
import { rolldown } from "rolldown";
import type { Plugin } from "vite";

async function bundleBoot(entry: string, buildId: string): Promise<string> {
  const bundle = await rolldown({ input: entry, platform: "browser", transform: { define: { __BUILD_ID__: JSON.stringify(buildId) } } });
  try {
    const { output } = await bundle.generate({ format: "iife", minify: true });
    return output[0].code.trim();
  } finally {
    await bundle.close();
  }
}

export function inlineBoot(options: { entry: string; html: string }): Plugin {
  const buildId = `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;
  let code: Promise<string> | undefined;
  return {
    name: "fleet-inline-boot",
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(buildId) } }),
    transformIndexHtml: {
      order: "post",
      async handler(html, context) {
        if (!context.filename.endsWith(options.html)) return html;
        code ??= bundleBoot(options.entry, buildId);
        // Right after the charset declaration, which must stay within the first 1,024 bytes, and before the app's code.
        return html.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    <script>${await code}</script>`);
      },
    },
  };
}
