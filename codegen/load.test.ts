import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, expect, test } from "vitest";

import { loadSchemaSet } from "./load";

const dirs: string[] = [];
function schemaDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "codegen-load-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

test("errors.json is the catalogue; every other .json file is a domain, in file-name order", () => {
  const dir = schemaDir({
    "errors.json": `{"errors":{"NotFound":{"status":404,"text":"x"}}}`,
    "b.json": `{"events":{}}`,
    "a.json": `{"definitions":{}}`,
    "notes.md": "ignored",
  });
  expect(loadSchemaSet(dir)).toEqual({
    errors: { NotFound: { status: 404, text: "x" } },
    domains: [
      { name: "a", definitions: {}, events: {}, notifications: {} },
      { name: "b", definitions: {}, events: {}, notifications: {} },
    ],
  });
});

test("refuses a directory without errors.json", () => {
  const dir = schemaDir({ "a.json": "{}" });
  expect(() => loadSchemaSet(dir)).toThrow(`${dir}: has no errors.json (the error catalogue)`);
});

test("refuses a file that is not JSON, naming it", () => {
  const dir = schemaDir({ "errors.json": `{"errors":{}}`, "a.json": "{ nope" });
  expect(() => loadSchemaSet(dir)).toThrow(/^a\.json: is not valid JSON \(/);
});
