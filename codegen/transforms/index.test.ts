import { expect, test } from "vitest";

import type { JsonSchema } from "../model";
import { transformSchema } from "./index";
import { WHERE, schemaErrorOf, testContext } from "./test-context";

// Which keyword wins when a fragment has several: $ref, then allOf, oneOf/anyOf, const, enum, a type list, type.
test.each<[string, { given: JsonSchema; want: string }]>([
  ["$ref over type", { given: { $ref: "#/definitions/Plate", type: "string" }, want: "Plate" }],
  [
    "allOf",
    {
      given: { allOf: [{ $ref: "#/definitions/Vehicle" }] },
      want: `rt.closedObject("Thing", {\nplate: Plate,\n}, {})`,
    },
  ],
  ["oneOf", { given: { oneOf: [{ type: "boolean" }, { type: "null" }] }, want: "t.union([rt.boolean, t.null])" }],
  ["anyOf", { given: { anyOf: [{ type: "boolean" }] }, want: "rt.boolean" }],
  ["const over type", { given: { type: "string", const: "x" }, want: `t.literal("x")` }],
  ["enum over type", { given: { type: "string", enum: ["x"] }, want: `rt.stringEnum(["x"] as const)` }],
  ["type list", { given: { type: ["boolean", "null"] }, want: "t.union([rt.boolean, t.null])" }],
  ["string", { given: { type: "string" }, want: "rt.boundedString({ maxLength: 4096 })" }],
  ["number", { given: { type: "number" }, want: "rt.boundedNumber({})" }],
  ["integer", { given: { type: "integer" }, want: "rt.boundedNumber({ integer: true })" }],
  ["boolean", { given: { type: "boolean" }, want: "rt.boolean" }],
  ["null", { given: { type: "null" }, want: "t.null" }],
  ["array", { given: { type: "array", items: { type: "boolean" } }, want: "rt.boundedArray(rt.boolean, 1000)" }],
  ["object", { given: { type: "object", properties: {} }, want: `rt.closedObject("Thing", {}, {})` }],
  // Only additionalProperties (a schema) and no properties makes a map.
  [
    "map",
    { given: { type: "object", additionalProperties: { type: "boolean" } }, want: "rt.safeRecord(rt.boolean, 1000)" },
  ],
])("%s", (_, { given, want }) => {
  expect(transformSchema(given, testContext()).codec).toBe(want);
});

test.each<[string, { given: unknown; want: string }]>([
  ["no type", { given: {}, want: `${WHERE}: has no type this generator understands ({})` }],
  [
    "an unknown type",
    { given: { type: "tuple" }, want: `${WHERE}: has no type this generator understands ({"type":"tuple"})` },
  ],
  // Long fragments are cut at 80 characters so the message stays on one line.
  [
    "a long fragment",
    {
      given: { type: "date", description: "x".repeat(100) },
      want: `${WHERE}: has no type this generator understands (${JSON.stringify({ type: "date", description: "x".repeat(100) }).slice(0, 80)})`,
    },
  ],
])("refuses %s", (_, { given, want }) => {
  expect(schemaErrorOf(() => transformSchema(given as JsonSchema, testContext()))).toBe(want);
});
