import { expect, test } from "vitest";

import type { Emitted } from "../context";
import type { JsonSchema } from "../model";
import { transformArray } from "./array";
import { WHERE, schemaErrorOf, testContext } from "./test-context";

test.each<[string, { given: JsonSchema; want: Emitted }]>([
  // Every wire array is capped, so an unbounded schema array still gets DEFAULT_MAX_ITEMS.
  [
    "default cap",
    {
      given: { type: "array", items: { type: "string" } },
      want: { type: "string[]", codec: "rt.boundedArray(rt.boundedString({ maxLength: 4096 }), 1000)" },
    },
  ],
  [
    "maxItems and a ref",
    {
      given: { type: "array", items: { $ref: "#/definitions/Plate" }, maxItems: 8 },
      want: { type: "Plate[]", codec: "rt.boundedArray(Plate, 8)" },
    },
  ],
  // Without the parentheses `"a" | "b"[]` would mean "a", or an array of "b".
  [
    "union items parenthesised",
    {
      given: { type: "array", items: { enum: ["a", "b"] } },
      want: { type: `("a" | "b")[]`, codec: `rt.boundedArray(rt.stringEnum(["a", "b"] as const), 1000)` },
    },
  ],
  [
    "nested arrays",
    {
      given: { type: "array", items: { type: "array", items: { type: "number" }, maxItems: 2 }, maxItems: 3 },
      want: { type: "number[][]", codec: "rt.boundedArray(rt.boundedArray(rt.boundedNumber({}), 2), 3)" },
    },
  ],
])("%s", (_, { given, want }) => {
  expect(transformArray(given, testContext())).toEqual(want);
});

test.each<[string, { given: JsonSchema; want: string }]>([
  ["no items", { given: { type: "array" }, want: `${WHERE}: array needs items` }],
  [
    "bad items, with their path",
    { given: { type: "array", items: { type: "array" } }, want: `${WHERE}.items: array needs items` },
  ],
])("refuses %s", (_, { given, want }) => {
  expect(schemaErrorOf(() => transformArray(given, testContext()))).toBe(want);
});
