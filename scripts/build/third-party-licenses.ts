// The client's third-party licences (CONTRIBUTING.md "Dependencies"): the build writes `third-party-licenses.txt`
// beside the app, with the name, version, licence and licence text (and NOTICE, which Apache-2.0 asks to pass on) of
// every package whose code the browser receives. rollup-plugin-license finds the packages of the modules that end
// up in the chunks; the driver app's service worker runtime (Workbox, bundled by workbox-build's own rollup, which
// no Vite plugin sees) and Tailwind's base styles in the CSS are named here. A bundled package whose licence is not
// one of ALLOWED_LICENCES fails the build; third-party-licenses.test.ts holds every production dependency to the same
// list.
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import license from "rollup-plugin-license";
import satisfies from "spdx-satisfies";
import type { Plugin } from "vite";

/**
 * Licences a dependency may have (SPDX ids): permissive ones, public-domain dedications, and MPL-2.0, whose copyleft
 * reaches only changes to its own files (lightningcss, used by the build, not shipped).
 */
export const ALLOWED_LICENCES = [
  "0BSD",
  "Apache-2.0",
  "BlueOak-1.0.0",
  "BSD-2-Clause",
  "BSD-3-Clause",
  "CC-BY-4.0",
  "CC0-1.0",
  "ISC",
  "MIT",
  "MIT-0",
  "MPL-2.0",
  "Python-2.0",
  "Unlicense",
] as const;

/** Whether an SPDX expression ("MIT", "(MIT OR Apache-2.0)") is a known one that the allowed licences satisfy. */
export function licenceAllowed(expression: string | null | undefined): boolean {
  if (!expression) return false;
  try {
    return satisfies(expression, ALLOWED_LICENCES);
  } catch {
    // Not an SPDX expression: "SEE LICENSE IN …", "UNLICENSED", a misspelling.
    return false;
  }
}

/** One package's entry in the file. */
export interface LicenceNotice {
  name: string;
  version: string;
  license: string | null;
  repository?: string | null;
  licenseText: string | null;
  noticeText?: string | null;
}

const RULE = "-".repeat(80);

/** The file's text: a line of what it is, then each package, sorted by name. */
export function formatLicenceNotices(notices: readonly LicenceNotice[]): string {
  const sorted = [...notices].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
  const entries = sorted.map((notice) =>
    [
      `${notice.name} ${notice.version}`,
      `License: ${notice.license ?? "none declared"}`,
      ...(notice.repository ? [`Repository: ${notice.repository}`] : []),
      "",
      notice.licenseText?.trim() || "(the package ships no licence file)",
      ...(notice.noticeText?.trim() ? ["", notice.noticeText.trim()] : []),
    ].join("\n"),
  );
  return `Third-party software in the Fleet Portal client: ${sorted.length} packages.\n\n${entries
    .map((entry) => `${RULE}\n${entry}\n`)
    .join("\n")}`;
}

const require = createRequire(import.meta.url);

function fileStartingWith(dir: string, pattern: RegExp): string | null {
  const name = readdirSync(dir).find((file) => pattern.test(file));
  return name ? readFileSync(join(dir, name), "utf8") : null;
}

/** The notices of packages named directly, and of the packages they depend on. */
export function packageNotices(names: readonly string[]): LicenceNotice[] {
  const seen = new Map<string, LicenceNotice>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    const dir = dirname(require.resolve(`${name}/package.json`));
    const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
      version: string;
      license?: string;
      repository?: string | { url: string };
      dependencies?: Record<string, string>;
    };
    seen.set(name, {
      name,
      version: pkg.version,
      license: pkg.license ?? null,
      repository: typeof pkg.repository === "string" ? pkg.repository : (pkg.repository?.url ?? null),
      licenseText: fileStartingWith(dir, /^(licen[cs]e|copying)/i),
      noticeText: fileStartingWith(dir, /^notice/i),
    });
    for (const dependency of Object.keys(pkg.dependencies ?? {})) visit(dependency);
  };
  names.forEach(visit);
  return [...seen.values()];
}

/**
 * Adds `fileName` to the build with every bundled package and those of `alsoShipped` (shipped in files the bundle
 * does not make); fails the build on a licence that is not allowed or not declared.
 */
export function thirdPartyLicenses(options: { fileName: string; alsoShipped: readonly string[] }): Plugin {
  let text = "";
  const scan = license({
    thirdParty: {
      allow: {
        test: (dependency) => licenceAllowed(dependency.license),
        failOnUnlicensed: true,
        failOnViolation: true,
      },
      output: (dependencies) => {
        const extra = packageNotices(options.alsoShipped);
        for (const notice of extra)
          if (!licenceAllowed(notice.license))
            throw new Error(
              `${notice.name} ${notice.version} has a licence the client may not ship: ${notice.license}`,
            );
        const bundled = dependencies.map((dependency): LicenceNotice => ({
          name: dependency.name ?? "(unnamed)",
          version: dependency.version ?? "",
          license: dependency.license,
          repository:
            typeof dependency.repository === "string" ? dependency.repository : (dependency.repository?.url ?? null),
          licenseText: dependency.licenseText,
          noticeText: dependency.noticeText,
        }));
        const names = new Set(bundled.map((notice) => notice.name));
        text = formatLicenceNotices([...bundled, ...extra.filter((notice) => !names.has(notice.name))]);
      },
    },
  });
  // rollup-plugin-license notes each chunk's modules as it renders (chunk.modules, which rolldown fills as rollup
  // does) and reports at generateBundle; the report becomes an asset of the bundle, so it is written into the output
  // folder with everything else (and precompressed). With no banner asked for, the chunk's code stays as it is.
  const renderChunk = scan.renderChunk as (code: string, chunk: unknown, options: unknown) => unknown;
  const generateBundle = scan.generateBundle as () => void;
  return {
    name: "fleet:third-party-licenses",
    apply: "build",
    renderChunk(code, chunk) {
      renderChunk(code, chunk, { sourcemap: false });
      return null;
    },
    generateBundle() {
      generateBundle();
      this.emitFile({ type: "asset", fileName: options.fileName, source: text });
    },
  };
}
