// npm run codegen         → writes src/shared/generated/ from schema/
// npm run codegen:check   → exits 1 when the committed output differs from what schema/ generates
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { generate } from "./generate";
import { loadSchemaSet } from "./load";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const schemaDir = join(root, "schema");
const outDir = join(root, "src/shared/generated");
/** Hand-written files that live beside the generated ones. */
const KEEP = new Set(["tsconfig.json"]);

const check = process.argv.includes("--check");
const files = generate(loadSchemaSet(schemaDir));
const existing = existsSync(outDir) ? readdirSync(outDir).filter((f) => !KEEP.has(f)) : [];

if (check) {
  const stale: string[] = [];
  for (const [name, text] of files) {
    const path = join(outDir, name);
    if (!existsSync(path) || readFileSync(path, "utf8") !== text) stale.push(name);
  }
  for (const name of existing) if (!files.has(name)) stale.push(`${name} (no longer generated)`);
  if (stale.length > 0) {
    console.error(`src/shared/generated is stale: ${stale.join(", ")}. Run \`npm run codegen\` and commit the result.`);
    process.exit(1);
  }
  console.log(`codegen:check: ${files.size} generated files are fresh`);
} else {
  mkdirSync(outDir, { recursive: true });
  for (const name of existing) if (!files.has(name)) rmSync(join(outDir, name));
  for (const [name, text] of files) writeFileSync(join(outDir, name), text);
  console.log(`codegen: wrote ${files.size} files to src/shared/generated`);
}
