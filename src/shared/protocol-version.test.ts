import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { expect, test } from "vitest";

import { PROTOCOL_VERSION } from "./protocol-version";
import { schemaFingerprint } from "./schema-fingerprint";

const schemaDir = join(dirname(fileURLToPath(import.meta.url)), "../../schema");
const files = Object.fromEntries(
  readdirSync(schemaDir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => [name, JSON.parse(readFileSync(join(schemaDir, name), "utf8")) as unknown]),
);

test("the schema is the one PROTOCOL_VERSION describes", () => {
  // If this fails, the wire format changed: bump PROTOCOL_VERSION and add a line to schema/PROTOCOL.md,
  // then paste the new fingerprint here. Editing only "description" or "$comment" does not change it.
  expect({ version: PROTOCOL_VERSION, fingerprint: schemaFingerprint(files) }).toEqual({
    version: 9,
    fingerprint: "38eb90c32e94e81758401db47c2a7ff3ca5c6d5227527c53b74bd386ff9b59ee",
  });
});

test("documentation edits keep the fingerprint; payload edits change it", () => {
  const base = {
    "a.json": { definitions: { A: { type: "object", properties: { description: { type: "string" } } } } },
  };
  const documented = {
    "a.json": {
      $comment: "why",
      definitions: { A: { description: "an A", type: "object", properties: { description: { type: "string" } } } },
    },
  };
  // A property that happens to be called "description" is wire format, not documentation.
  const withoutProperty = { "a.json": { definitions: { A: { type: "object", properties: {} } } } };
  const reordered = {
    "a.json": { definitions: { A: { properties: { description: { type: "string" } }, type: "object" } } },
  };
  expect(schemaFingerprint(documented)).toBe(schemaFingerprint(base));
  expect(schemaFingerprint(reordered)).toBe(schemaFingerprint(base));
  expect(schemaFingerprint(withoutProperty)).not.toBe(schemaFingerprint(base));
  expect(schemaFingerprint(base)).toMatch(/^[0-9a-f]{64}$/);
});
