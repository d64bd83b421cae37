import { expect, test } from "vitest";
import type { Emitted } from "../context";
import type { JsonSchema } from "../model";
import { transformNumber } from "./number";
import { WHERE, schemaErrorOf, testContext } from "./test-context";

test.each<[string, { given: JsonSchema; want: Emitted }]>([
  ["number", { given: { type: "number" }, want: { type: "number", codec: "rt.boundedNumber({})" } }],
  // integer is a number type in TypeScript; the codec checks the fraction.
  ["integer", { given: { type: "integer" }, want: { type: "number", codec: "rt.boundedNumber({ integer: true })" } }],
  [
    "integer with bounds",
    { given: { type: "integer", minimum: 0, maximum: 100 }, want: { type: "number", codec: "rt.boundedNumber({ integer: true, minimum: 0, maximum: 100 })" } },
  ],
  [
    "negative and fractional bounds",
    { given: { type: "number", minimum: -90, maximum: 90.5 }, want: { type: "number", codec: "rt.boundedNumber({ minimum: -90, maximum: 90.5 })" } },
  ],
  ["equal bounds", { given: { type: "number", minimum: 1, maximum: 1 }, want: { type: "number", codec: "rt.boundedNumber({ minimum: 1, maximum: 1 })" } }],
])("%s", (_, { given, want }) => {
  expect(transformNumber(given, testContext())).toEqual(want);
});

test.each<[string, { given: JsonSchema; want: string }]>([
  ["minimum above maximum", { given: { type: "integer", minimum: 10, maximum: 1 }, want: `${WHERE}: minimum is greater than maximum` }],
])("refuses %s", (_, { given, want }) => {
  expect(schemaErrorOf(() => transformNumber(given, testContext()))).toBe(want);
});
