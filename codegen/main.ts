// npm run codegen         → writes src/shared/generated/ and the generated tables of docs/ from schema/
// npm run codegen:check   → exits 1 when the committed output differs from what schema/ generates
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { fillDocs } from "./docs";
import { generate } from "./generate";
import { loadSchemaSet } from "./load";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const schemaDir = join(root, "schema");
const outDir = join(root, "src/shared/generated");
const docsDir = join(root, "docs");
/** Hand-written files that live beside the generated ones. */
const KEEP = new Set(["tsconfig.json"]);

const check = process.argv.includes("--check");
const schema = loadSchemaSet(schemaDir);
const files = generate(schema);
const docPages = new Map(
  readdirSync(docsDir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md"))
    .map((name) => [name, readFileSync(join(docsDir, name), "utf8")]),
);
const staleDocs = fillDocs(docPages, schema);
const existing = existsSync(outDir) ? readdirSync(outDir).filter((f) => !KEEP.has(f)) : [];

if (check) {
  const stale: string[] = [];
  for (const [name, text] of files) {
    const path = join(outDir, name);
    if (!existsSync(path) || readFileSync(path, "utf8") !== text) stale.push(name);
  }
  for (const name of existing) if (!files.has(name)) stale.push(`${name} (no longer generated)`);
  for (const name of staleDocs.keys()) stale.push(`docs/${name}`);
  if (stale.length > 0) {
    console.error(`generated files are stale: ${stale.join(", ")}. Run \`npm run codegen\` and commit the result.`);
    process.exit(1);
  }
  console.log(`codegen:check: ${files.size} generated files and the tables of ${docPages.size} docs pages are fresh`);
} else {
  mkdirSync(outDir, { recursive: true });
  for (const name of existing) if (!files.has(name)) rmSync(join(outDir, name));
  for (const [name, text] of files) writeFileSync(join(outDir, name), text);
  for (const [name, text] of staleDocs) writeFileSync(join(docsDir, name), text);
  console.log(`codegen: wrote ${files.size} files to src/shared/generated and refreshed ${staleDocs.size} docs pages`);
}
