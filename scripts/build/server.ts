import { readFileSync } from "node:fs";
// The server as built files (docs/operations.md "The production path"): src/server's entry points bundled into
// dist/server as plain ES modules that Node runs without tsx or any build tool. Packages stay imports (resolved from
// node_modules at run time), and each must be a production dependency: `npm ci --omit=dev` installs only those, so a
// package the bundle needs but package.json lists under devDependencies would fail the first request that reaches
// it. The build refuses that instead.
import { builtinModules } from "node:module";
import { isAbsolute } from "node:path";

import { rolldown } from "rolldown";

/** The programs `npm run serve` and `npm run migrate` run (package.json "scripts"). */
export const SERVER_ENTRIES = {
  main: "src/server/main.ts",
  migrate: "src/server/migrate-main.ts",
} as const;

const OUT_DIR = "dist/server";

/** `pg/lib/x` → `pg`, `@scope/name/x` → `@scope/name`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

const isBuiltin = (specifier: string) =>
  specifier.startsWith("node:") || builtinModules.includes(specifier.split("/")[0]!);
const isPackage = (specifier: string) =>
  !specifier.startsWith(".") && !isAbsolute(specifier) && !specifier.startsWith("\0");

export async function buildServer(): Promise<{ packages: string[] }> {
  const manifest = JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> };
  const packages = new Set<string>();
  const bundle = await rolldown({
    input: SERVER_ENTRIES,
    platform: "node",
    external: (specifier) => {
      if (isBuiltin(specifier)) return true;
      if (!isPackage(specifier)) return false;
      packages.add(packageOf(specifier));
      return true;
    },
    // The client's build-time constants are not read on the server; the version comes from package.json at run time.
    transform: { target: "node24" },
  });
  await bundle.write({ dir: OUT_DIR, format: "esm", entryFileNames: "[name].js", sourcemap: true });
  await bundle.close();
  const missing = [...packages].filter((name) => !(name in manifest.dependencies)).sort();
  if (missing.length > 0) {
    throw new Error(
      `the server imports ${missing.join(", ")}, which package.json does not list under "dependencies": a production install would lack them`,
    );
  }
  return { packages: [...packages].sort() };
}

if (import.meta.main) {
  const { packages } = await buildServer();
  console.log(`dist/server built; it imports ${packages.length} packages: ${packages.join(", ")}`);
}
