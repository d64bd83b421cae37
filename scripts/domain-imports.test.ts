// A domain uses another only through that domain's entrance (CONTRIBUTING.md "Adding a domain"): its index.ts, or
// on the client its drive/index.ts for the driver app's code. Its other files are its own to change. Outside the
// domain folders, only the lists of domains name a domain: the server's features/index.ts, and the client's
// features/index.ts (each domain's module.ts: the signed-in portal's routes and menu), features/start.ts (start.ts:
// the routes the code that loads first knows) and features/drive.ts (drive/module.ts: the driver app's flows) — one
// per chunk boundary, apart from the index.ts other domains import (a chunk holds every file its imports reach). This reads every import and fails on one that reaches past those. Tests may reach in (they test a
// domain's parts).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

import { expect, test } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/** Every `from "…"` and `import("…")` of a relative path. */
const IMPORT = /\bfrom\s+["'](\.[^"']+)["']|\bimport\(\s*["'](\.[^"']+)["']\s*\)/g;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Each import of a side's files: the importing file, its domain, the imported path and its domain. */
function importsOf(side: "server" | "client") {
  const base = join(root, "src", side);
  const features = join(base, "features");
  const domainOf = (path: string) => {
    const parts = relative(features, path).split(sep);
    return parts.length > 1 && !parts[0]!.startsWith("..") ? parts[0] : undefined;
  };
  return sourcesUnder(base).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(IMPORT)].map((match) => {
      const resolved = resolve(dirname(file), match[1] ?? match[2]!).replace(/\.tsx?$/, "");
      // A folder's import is its index.ts ("../work-orders" is "../work-orders/index").
      const target = existsSync(resolved) && statSync(resolved).isDirectory() ? join(resolved, "index") : resolved;
      return {
        file: relative(root, file),
        own: domainOf(file),
        /** The imported path inside its domain's folder ("index", "drive/index", "vehicle-routes"). */
        inside: domainOf(target)
          ? relative(join(features, domainOf(target)!), target)
              .split(sep)
              .join("/")
          : undefined,
        other: domainOf(target),
        target: relative(root, target),
        /** A list of domains, or a file that reads one: they alone name every domain. */
        composes: /src\/(server|client)\/features\/(index|start|drive)\.ts$/.test(file),
      };
    }),
  );
}

const ENTRANCES = { server: ["index"], client: ["index", "drive", "drive/index"] };

for (const side of ["server", "client"] as const) {
  test(`no ${side} domain imports another domain's files, only its entrance`, () => {
    const reaching = importsOf(side)
      .filter(({ own, other }) => own !== undefined && other !== undefined && own !== other)
      .filter(({ inside }) => !ENTRANCES[side].includes(inside!))
      .map(({ file, target }) => `${file} → ${target}`);
    expect(reaching).toEqual([]);
  });
}

test("no server file outside the domains imports a domain, only the list of domains", () => {
  const reaching = importsOf("server")
    .filter(({ own, other, composes }) => own === undefined && other !== undefined && !composes)
    // Test support may use a domain as tests do, through its index.ts.
    .filter(({ file, inside }) => !(file.startsWith("src/server/testing/") && inside === "index"))
    .map(({ file, target }) => `${file} → ${target}`);
  expect(reaching).toEqual([]);
});

test("no client file outside the domains imports a domain; the lists of domains name each through its entrances", () => {
  const imports = importsOf("client");
  const reaching = imports
    .filter(({ own, other, composes }) => own === undefined && other !== undefined && !composes)
    .map(({ file, target }) => `${file} → ${target}`);
  expect(reaching).toEqual([]);
  const lists = imports
    .filter(({ composes, other }) => composes && other !== undefined)
    .filter(({ inside }) => !["module", "start", "drive/module"].includes(inside!))
    .map(({ file, target }) => `${file} → ${target}`);
  expect(lists).toEqual([]);
});
