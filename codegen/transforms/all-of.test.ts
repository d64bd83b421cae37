import { expect, test } from "vitest";

import type { Emitted } from "../context";
import type { JsonSchema } from "../model";
import { transformAllOf } from "./all-of";
import { WHERE, schemaErrorOf, testContext } from "./test-context";

const plateField: JsonSchema = {
  type: "object",
  properties: { plate: { $ref: "#/definitions/Plate" } },
  required: ["plate"],
};

test.each<[string, { given: JsonSchema; want: Emitted & { imports: Record<string, string[]> } }]>([
  // Entity's "#/definitions/Id" means common's Id, so fleet's file must import it.
  [
    "an entity from another file plus fields",
    {
      given: { allOf: [{ $ref: "common.json#/definitions/Entity" }, plateField] },
      want: {
        type: "{\nid: Id;\nplate: Plate;\n}",
        codec: `rt.closedObject("Thing", {\nid: Id,\nplate: Plate,\n}, {})`,
        imports: { common: ["Id"] },
      },
    },
  ],
  [
    "nested allOf flattened, optional fields kept optional",
    {
      given: {
        allOf: [
          { allOf: [{ $ref: "#/definitions/Vehicle" }] },
          { type: "object", properties: { note: { type: "string", maxLength: 9 } } },
        ],
      },
      want: {
        type: "{\nplate: Plate;\nnote?: string;\n}",
        codec: `rt.closedObject("Thing", {\nplate: Plate,\n}, {\nnote: rt.boundedString({ maxLength: 9 }),\n})`,
        imports: {},
      },
    },
  ],
])("%s", (_, { given, want }) => {
  const ctx = testContext();
  const { type, codec } = transformAllOf(given, ctx);
  expect({
    type,
    codec,
    imports: Object.fromEntries([...ctx.imports].map(([file, names]) => [file, [...names]])),
  }).toEqual(want);
});

test.each<[string, { given: JsonSchema; want: string }]>([
  [
    "the same ref twice",
    {
      given: { allOf: [{ $ref: "#/definitions/Vehicle" }, { $ref: "#/definitions/Vehicle" }] },
      want: `${WHERE}: allOf refers to #/definitions/Vehicle twice (a cycle?)`,
    },
  ],
  [
    "a ref to a non-object",
    {
      given: { allOf: [{ $ref: "#/definitions/Plate" }] },
      want: `${WHERE}: allOf member #/definitions/Plate is not an object; only objects can be combined`,
    },
  ],
  [
    "an inline non-object",
    {
      given: { allOf: [plateField, { type: "string" }] },
      want: `${WHERE}: allOf member allOf[1] is not an object; only objects can be combined`,
    },
  ],
  [
    "a property defined twice",
    {
      given: { allOf: [{ $ref: "#/definitions/Vehicle" }, plateField] },
      want: `${WHERE}: allOf members both define "plate"`,
    },
  ],
])("refuses %s", (_, { given, want }) => {
  expect(schemaErrorOf(() => transformAllOf(given, testContext()))).toBe(want);
});
