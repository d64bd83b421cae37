// Golden fixtures: codegen/fixtures/<case>/schema/ is generated and compared, file by file, with
// codegen/fixtures/<case>/expected/generated/. After an intended change to the output, regenerate them with
//   UPDATE_GOLDEN=1 npx vitest run codegen/golden.test.ts
// and review the diff of expected/ like any other change. expected/codec/runtime.ts is hand-written: it stands
// where src/shared/codec/ stands, so the expected files type-check and load exactly as the real ones do.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { expect, test } from "vitest";

import { generate } from "./generate";
import { loadSchemaSet } from "./load";

const fixtures = join(dirname(fileURLToPath(import.meta.url)), "fixtures");
const root = resolve(fixtures, "../..");
const cases = readdirSync(fixtures, { withFileTypes: true })
  .filter((e) => e.isDirectory() && !e.name.startsWith("."))
  .map((e) => e.name);
const update = process.env.UPDATE_GOLDEN === "1";

test.each(cases)("%s: generate() writes expected/generated/", (name) => {
  const files = generate(loadSchemaSet(join(fixtures, name, "schema")));
  const dir = join(fixtures, name, "expected", "generated");
  if (update) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    for (const [file, text] of files) writeFileSync(join(dir, file), text);
  }
  // Same file names, then same text: a missing or extra file fails as clearly as a changed one.
  expect(readdirSync(dir).sort()).toEqual([...files.keys()].sort());
  for (const [file, text] of files)
    expect(readFileSync(join(dir, file), "utf8"), `${name}/expected/generated/${file}`).toBe(text);
});

// The output's own tsconfig adds noUnusedLocals, which the root project does not check.
test("expected output type-checks with codegen/fixtures/tsconfig.json", () => {
  const tsc = join(root, "node_modules", ".bin", "tsc");
  let output = "";
  try {
    execFileSync(tsc, ["-p", join(fixtures, "tsconfig.json"), "--noEmit"], { cwd: root, encoding: "utf8" });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? error);
  }
  expect(output).toBe("");
});

// Parsing and type-checking do not run the module bodies: loading does, and catches codecs read before they are
// initialised (files importing each other) or a pattern the RegExp constructor refuses.
test.each(cases)("%s: expected output loads", async (name) => {
  const index = (await import(join(fixtures, name, "expected", "generated", "index.ts"))) as Record<string, unknown>;
  expect(Object.keys(index)).toContain("eventCatalogue");
});
