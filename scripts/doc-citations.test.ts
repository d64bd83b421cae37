// Comments cite the docs, and a citation must lead somewhere: every `docs/<page>.md "Heading"` (and README /
// CONTRIBUTING "Heading") named anywhere in the repository is a page that exists with that heading, every link
// between the Markdown pages resolves, and nothing cites what a clone does not have — a product description or
// tracker kept outside the repository (CONTRIBUTING.md).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { expect, test } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SCANNED = ["src", "codegen", "scripts", "tests", "schema", "docs", "locales", ".ci"];
const ROOT_FILES = [
  "README.md",
  "CONTRIBUTING.md",
  "package.json",
  "vite.config.ts",
  "vitest.config.ts",
  "playwright.config.ts",
  "lingui.config.ts",
];
const TEXT = /\.(ts|tsx|json|md|po|css|html|mjs)$|^run$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules") return [];
    return statSync(path).isDirectory() ? filesUnder(path) : TEXT.test(name) ? [path] : [];
  });
}

const files = [
  ...SCANNED.map((dir) => join(root, dir))
    .filter(existsSync)
    .flatMap(filesUnder),
  ...ROOT_FILES.map((name) => join(root, name)).filter(existsSync),
];
const texts = new Map(files.map((path) => [relative(root, path), readFileSync(path, "utf8")]));

function headingsOf(page: string): Set<string> {
  const text = texts.get(page) ?? (existsSync(join(root, page)) ? readFileSync(join(root, page), "utf8") : "");
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1]!.trim()));
}

test("every cited docs page and heading exists", () => {
  const broken: string[] = [];
  // In JSON the quotes around a heading are escaped with backslashes.
  const citation = /\b(docs\/[a-z0-9/-]+\.md|README|CONTRIBUTING\.md)(?: \\?"([^"\n\\]+)\\?")?/g;
  for (const [file, text] of texts) {
    for (const match of text.matchAll(citation)) {
      const page = match[1] === "README" ? "README.md" : match[1]!;
      if (!existsSync(join(root, page))) {
        broken.push(`${file}: ${match[0]} (no such page)`);
        continue;
      }
      const heading = match[2];
      if (heading && !headingsOf(page).has(heading)) broken.push(`${file}: ${match[0]} (no such heading)`);
    }
  }
  expect(broken).toEqual([]);
});

test("every link between the Markdown pages leads to a file", () => {
  const broken: string[] = [];
  for (const [file, text] of texts) {
    if (!file.endsWith(".md")) continue;
    for (const match of text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
      const target = match[1]!;
      if (/^[a-z]+:/.test(target)) continue;
      if (!existsSync(join(root, dirname(file), target))) broken.push(`${file}: ${target}`);
    }
  }
  expect(broken).toEqual([]);
});

test("nothing cites a description or tracker a clone of the repository does not have", () => {
  // Spelled in pieces so that this file does not match itself.
  const outside = [
    new RegExp(`(?<![A-Z_])${"SP"}EC(?![A-Z_])`),
    new RegExp(`\\b[Ii]ssues? #?[0-9]`),
    new RegExp(`\\.\\./${"sha"}red/[A-Z]`),
    new RegExp(`\\b(${"ARCHI"}TECTURE|${"TOOL"}CHAIN|${"STY"}LE\\.md)\\b`),
    new RegExp(`${"drive-con"}tract|/work/${"notes"}`),
  ];
  const found = [...texts].flatMap(([file, text]) =>
    text
      .split("\n")
      .flatMap((line, index) =>
        outside.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim().slice(0, 120)}`] : [],
      ),
  );
  expect(found).toEqual([]);
});
