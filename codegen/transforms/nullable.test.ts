import { expect, test } from "vitest";

import type { Emitted } from "../context";
import type { JsonSchema } from "../model";
import { transformNullable } from "./nullable";
import { WHERE, schemaErrorOf, testContext } from "./test-context";

test.each<[string, { given: JsonSchema; want: Emitted }]>([
  // The other keywords (maxLength here) apply to the non-null member.
  [
    "string or null",
    {
      given: { type: ["string", "null"], maxLength: 10 },
      want: { type: "string | null", codec: "t.union([rt.boundedString({ maxLength: 10 }), t.null])" },
    },
  ],
  [
    "order kept",
    {
      given: { type: ["null", "integer"] },
      want: { type: "null | number", codec: "t.union([t.null, rt.boundedNumber({ integer: true })])" },
    },
  ],
  ["a single type is not a union", { given: { type: ["null"] }, want: { type: "null", codec: "t.null" } }],
  [
    "two non-null types",
    {
      given: { type: ["string", "number"] },
      want: {
        type: "string | number",
        codec: "t.union([rt.boundedString({ maxLength: 4096 }), rt.boundedNumber({})])",
      },
    },
  ],
  [
    "object or null",
    {
      given: { type: ["object", "null"], properties: { plate: { $ref: "#/definitions/Plate" } }, required: ["plate"] },
      want: {
        type: "{\nplate: Plate;\n} | null",
        codec: `t.union([rt.closedObject("Thing", {\nplate: Plate,\n}, {}), t.null])`,
      },
    },
  ],
])("%s", (_, { given, want }) => {
  expect(transformNullable(given, testContext())).toEqual(want);
});

test.each<[string, { given: JsonSchema; want: string }]>([
  ["an empty type list", { given: { type: [] }, want: `${WHERE}: type list is empty` }],
  [
    "a bad member",
    {
      given: { type: ["string", "null"], minLength: 9, maxLength: 3 },
      want: `${WHERE}: minLength is greater than maxLength`,
    },
  ],
])("refuses %s", (_, { given, want }) => {
  expect(schemaErrorOf(() => transformNullable(given, testContext()))).toBe(want);
});
