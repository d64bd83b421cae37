import { expect, test } from "vitest";

import type { Emitted } from "../context";
import type { JsonSchema } from "../model";
import { transformConst } from "./const";
import { WHERE, schemaErrorOf, testContext } from "./test-context";

test.each<[string, { given: JsonSchema; want: Emitted }]>([
  ["string", { given: { const: "v1" }, want: { type: `"v1"`, codec: `t.literal("v1")` } }],
  ["number", { given: { const: 2 }, want: { type: "2", codec: "t.literal(2)" } }],
  ["boolean", { given: { const: false }, want: { type: "false", codec: "t.literal(false)" } }],
  [
    "string needing escapes",
    {
      given: { const: `say "hi"` },
      want: { type: String.raw`"say \"hi\""`, codec: String.raw`t.literal("say \"hi\"")` },
    },
  ],
])("%s", (_, { given, want }) => {
  expect(transformConst(given, testContext())).toEqual(want);
});

// Fragments the JsonSchema type already rules out, as a hand-edited JSON file can still hold them.
test.each<[string, { given: unknown; want: string }]>([
  ["null", { given: { const: null }, want: `${WHERE}: const must be a string, number or boolean` }],
  ["an object", { given: { const: { a: 1 } }, want: `${WHERE}: const must be a string, number or boolean` }],
])("refuses %s", (_, { given, want }) => {
  expect(schemaErrorOf(() => transformConst(given as JsonSchema, testContext()))).toBe(want);
});
