// Every text file of the client build is written beside itself as .br and .gz (docs/design/cold-loads.md
// "Compression and serving"). The server sent the 370 KB start-up chunk uncompressed; it now answers each request
// with the smallest encoding the browser accepts (src/server/client-files.ts), at no CPU cost per request — it matters
// most on a real network and on the embedded database's single thread, which also runs the queries of the page being
// loaded.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

export function precompressFiles(dir: string): number {
  let written = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    written++;
  }
  return written;
}

export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "fleet:precompress",
    apply: "build",
    // Last, after the driver app's service worker has been written.
    enforce: "post",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: "post",
      sequential: true,
      handler() {
        precompressFiles(outDir);
      },
    },
  };
}
