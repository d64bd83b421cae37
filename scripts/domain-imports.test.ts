// A domain uses another only through that domain's index.ts (CONTRIBUTING.md "Adding a domain"): its other files are
// its own to change. This reads every import of the server's domain folders and fails on one that reaches into
// another domain's files. Tests may reach in (they test a domain's parts).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

import { expect, test } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const FEATURES = join(root, "src", "server", "features");
/** Every `from "…"` and `import("…")` of a relative path. */
const IMPORT = /\bfrom\s+["'](\.[^"']+)["']|\bimport\(\s*["'](\.[^"']+)["']\s*\)/g;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The domain a path lies in (its first folder under features/), or undefined for features/index.ts itself. */
function domainOf(path: string): string | undefined {
  const parts = relative(FEATURES, path).split(sep);
  return parts.length > 1 && !parts[0]!.startsWith("..") ? parts[0] : undefined;
}

test("no server domain imports another domain's files, only its index.ts", () => {
  const reaching: string[] = [];
  for (const file of sourcesUnder(FEATURES)) {
    const own = domainOf(file);
    if (own === undefined) continue;
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolve(dirname(file), match[1] ?? match[2]!);
      const other = domainOf(target);
      if (other === undefined || other === own) continue;
      if (relative(join(FEATURES, other), target).replace(/\.tsx?$/, "") !== "index")
        reaching.push(`${relative(root, file)} → ${relative(root, target)}`);
    }
  }
  expect(reaching).toEqual([]);
});
