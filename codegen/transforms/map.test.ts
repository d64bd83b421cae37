import { expect, test } from "vitest";

import type { Emitted } from "../context";
import type { JsonSchema } from "../model";
import { transformMap } from "./map";
import { WHERE, schemaErrorOf, testContext } from "./test-context";

// rt.safeRecord, not t.record: it refuses "__proto__" keys and caps the entry count.
test.each<[string, { given: JsonSchema; want: Emitted }]>([
  [
    "entities by id",
    {
      given: { type: "object", additionalProperties: { $ref: "#/definitions/Vehicle" }, maxProperties: 50 },
      want: { type: "Record<string, Vehicle>", codec: "rt.safeRecord(Vehicle, 50)" },
    },
  ],
  [
    "default cap",
    {
      given: { type: "object", additionalProperties: { type: "string" } },
      want: { type: "Record<string, string>", codec: "rt.safeRecord(rt.boundedString({ maxLength: 4096 }), 1000)" },
    },
  ],
  [
    "nullable values",
    {
      given: { type: "object", additionalProperties: { type: ["integer", "null"] } },
      want: {
        type: "Record<string, number | null>",
        codec: "rt.safeRecord(t.union([rt.boundedNumber({ integer: true }), t.null]), 1000)",
      },
    },
  ],
])("%s", (_, { given, want }) => {
  expect(transformMap(given, testContext())).toEqual(want);
});

test.each<[string, { given: JsonSchema; want: string }]>([
  [
    "a bad value schema, with its path",
    {
      given: { type: "object", additionalProperties: { type: "array" } },
      want: `${WHERE}.additionalProperties: array needs items`,
    },
  ],
])("refuses %s", (_, { given, want }) => {
  expect(schemaErrorOf(() => transformMap(given, testContext()))).toBe(want);
});
