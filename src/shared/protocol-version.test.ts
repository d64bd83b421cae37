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
    version: 11,
    fingerprint: "c27a94da6bdeb45c63c23dd7d5d05b202819f0da04aa214e7b666470a1a32e18",
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

test("the fingerprint is the wire's, not the files': moving a definition or an event to another file keeps it", () => {
  const together = {
    "a.json": {
      definitions: {
        Id: { type: "string" },
        Ping: { type: "object", properties: { id: { $ref: "#/definitions/Id" } } },
      },
      events: { PingRequestEvent: { request: { $ref: "#/definitions/Ping" } } },
    },
  };
  const apart = {
    "a.json": { definitions: { Id: { type: "string" } } },
    "b.json": {
      definitions: { Ping: { type: "object", properties: { id: { $ref: "a.json#/definitions/Id" } } } },
      events: { PingRequestEvent: { request: { $ref: "#/definitions/Ping" } } },
    },
  };
  expect(schemaFingerprint(apart)).toBe(schemaFingerprint(together));
  // The same name in two files is two definitions the generated code could not tell apart.
  const twice = { ...apart, "c.json": { definitions: { Id: { type: "number" } } } };
  expect(() => schemaFingerprint(twice)).toThrow(/c.json declares definitions Id/);
});
