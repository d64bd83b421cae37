import { expect, test } from "vitest";

import type { Emitted } from "../context";
import type { JsonSchema } from "../model";
import { transformRef } from "./ref";
import { WHERE, schemaErrorOf, testContext } from "./test-context";

// A ref is emitted as the definition's name; a ref into another file also records the import.
test.each<[string, { given: JsonSchema; want: Emitted & { imports: Record<string, string[]> } }]>([
  ["same file", { given: { $ref: "#/definitions/Plate" }, want: { type: "Plate", codec: "Plate", imports: {} } }],
  [
    "same file, named",
    { given: { $ref: "fleet.json#/definitions/Vehicle" }, want: { type: "Vehicle", codec: "Vehicle", imports: {} } },
  ],
  [
    "another file",
    { given: { $ref: "common.json#/definitions/Id" }, want: { type: "Id", codec: "Id", imports: { common: ["Id"] } } },
  ],
])("%s", (_, { given, want }) => {
  const ctx = testContext();
  const { type, codec } = transformRef(given, ctx);
  expect({
    type,
    codec,
    imports: Object.fromEntries([...ctx.imports].map(([file, names]) => [file, [...names]])),
  }).toEqual(want);
});

test.each<[string, { given: JsonSchema; want: string }]>([
  [
    "an OpenAPI-style ref",
    {
      given: { $ref: "#/components/schemas/Plate" },
      want: `${WHERE}: unsupported $ref "#/components/schemas/Plate" (use "#/definitions/Name" or "file.json#/definitions/Name")`,
    },
  ],
  [
    "a missing file",
    {
      given: { $ref: "billing.json#/definitions/Invoice" },
      want: `${WHERE}: $ref "billing.json#/definitions/Invoice" names a schema file that does not exist`,
    },
  ],
  [
    "a missing definition",
    {
      given: { $ref: "#/definitions/Id" },
      want: `${WHERE}: $ref "#/definitions/Id" names a definition that does not exist`,
    },
  ],
])("refuses %s", (_, { given, want }) => {
  expect(schemaErrorOf(() => transformRef(given, testContext()))).toBe(want);
});
