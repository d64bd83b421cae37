// Licences (CONTRIBUTING.md "Dependencies"): every production dependency declares one of the allowed licences, and
// the client build lists what it ships with each licence's text — and refuses a bundled package whose licence is not
// allowed.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { build } from "vite";
import { afterEach, describe, expect, test } from "vitest";

import { licenceAllowed, thirdPartyLicenses } from "./third-party-licenses";

interface LockedPackage {
  version?: string;
  license?: string;
  dev?: boolean;
  devOptional?: boolean;
}

/**
 * Packages whose package.json declares no licence, read from the LICENSE file they ship (name@version, so a new
 * version is read again).
 */
const READ_FROM_LICENSE_FILE: Record<string, string> = {
  "cli-table@0.3.11": "MIT",
  "png-js@2.0.0": "MIT",
};

describe("licences", () => {
  test("every production dependency, direct or not, declares a licence we may use", () => {
    const lock = JSON.parse(readFileSync(new URL("../../package-lock.json", import.meta.url), "utf8")) as {
      packages: Record<string, LockedPackage>;
    };
    const production = Object.entries(lock.packages).filter(
      ([path, entry]) => path !== "" && !entry.dev && !entry.devOptional,
    );
    expect(production.length).toBeGreaterThan(100);
    const refused = production.flatMap(([path, entry]) => {
      const name = path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
      const licence = entry.license ?? READ_FROM_LICENSE_FILE[`${name}@${entry.version}`];
      return licenceAllowed(licence) ? [] : [`${name}@${entry.version}: ${licence ?? "no licence"}`];
    });
    expect(refused).toEqual([]);
  });

  test("a licence is allowed only as a known SPDX expression the allowed list satisfies", () => {
    expect(licenceAllowed("MIT")).toBe(true);
    expect(licenceAllowed("(MIT OR GPL-3.0-only)")).toBe(true);
    expect(licenceAllowed("Apache-2.0 AND MIT")).toBe(true);
    expect(licenceAllowed("MIT AND GPL-3.0-only")).toBe(false);
    expect(licenceAllowed("AGPL-3.0-only")).toBe(false);
    expect(licenceAllowed("UNLICENSED")).toBe(false);
    expect(licenceAllowed("SEE LICENSE IN LICENSE.txt")).toBe(false);
    expect(licenceAllowed("")).toBe(false);
    expect(licenceAllowed(undefined)).toBe(false);
  });
});

describe("the client build's third-party-licenses.txt", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A project whose entry imports one package of the given licence, built with the plugin. */
  async function buildWith(licence: string): Promise<string> {
    dir = mkdtempSync(join(tmpdir(), "licences-"));
    const pkg = join(dir, "node_modules", "gauge-kit");
    mkdirSync(pkg, { recursive: true });
    writeFileSync(
      join(pkg, "package.json"),
      JSON.stringify({ name: "gauge-kit", version: "2.1.0", license: licence, main: "index.js" }),
    );
    writeFileSync(join(pkg, "index.js"), "export const gauge = (n) => `${n} psi`;\n");
    writeFileSync(join(pkg, "LICENSE"), "Copyright (c) 2026 Gauge Kit authors\nPermission is hereby granted…\n");
    writeFileSync(join(dir, "main.js"), 'import { gauge } from "gauge-kit";\nconsole.log(gauge(110));\n');
    const file = join(dir, "dist", "third-party-licenses.txt");
    await build({
      root: dir,
      configFile: false,
      logLevel: "silent",
      plugins: [thirdPartyLicenses({ fileName: "third-party-licenses.txt", alsoShipped: ["workbox-core"] })],
      build: { outDir: join(dir, "dist"), rolldownOptions: { input: join(dir, "main.js") } },
    });
    return readFileSync(file, "utf8");
  }

  test("it names each shipped package with its version, licence and licence text", async () => {
    const text = await buildWith("MIT");
    expect(text).toMatch(/^Third-party software in the Fleet Portal client: 2 packages\./);
    expect(text).toContain("gauge-kit 2.1.0\nLicense: MIT\n\nCopyright (c) 2026 Gauge Kit authors");
    expect(text).toMatch(/workbox-core \d+\.\d+\.\d+\nLicense: MIT\n[^]*Copyright/);
  });

  test("a bundled package whose licence is not allowed fails the build", async () => {
    await expect(buildWith("SSPL-1.0")).rejects.toThrow(/gauge-kit/);
  });
});
