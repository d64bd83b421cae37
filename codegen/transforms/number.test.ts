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
    {
      given: { type: "integer", minimum: 0, maximum: 100 },
      want: { type: "number", codec: "rt.boundedNumber({ integer: true, minimum: 0, maximum: 100 })" },
    },
  ],
  [
    "negative and fractional bounds",
    {
      given: { type: "number", minimum: -90, maximum: 90.5 },
      want: { type: "number", codec: "rt.boundedNumber({ minimum: -90, maximum: 90.5 })" },
    },
  ],
  [
    "equal bounds",
    {
      given: { type: "number", minimum: 1, maximum: 1 },
      want: { type: "number", codec: "rt.boundedNumber({ minimum: 1, maximum: 1 })" },
    },
  ],
  // Dates: 1900-01-01 to 2200-01-01 in epoch ms, so no date reaches Date's invalid range or a bigint column's edge.
  [
    "epoch-ms",
    {
      given: { type: "integer", format: "epoch-ms" },
      want: {
        type: "number",
        codec: "rt.boundedNumber({ integer: true, minimum: -2208988800000, maximum: 7258118400000 })",
      },
    },
  ],
  [
    "epoch-ms keeps a narrower bound",
    {
      given: { type: "integer", format: "epoch-ms", minimum: 0 },
      want: { type: "number", codec: "rt.boundedNumber({ integer: true, minimum: 0, maximum: 7258118400000 })" },
    },
  ],
  [
    "other formats document only",
    {
      given: { type: "integer", format: "int32" },
      want: { type: "number", codec: "rt.boundedNumber({ integer: true })" },
    },
  ],
])("%s", (_, { given, want }) => {
  expect(transformNumber(given, testContext())).toEqual(want);
});

test.each<[string, { given: JsonSchema; want: string }]>([
  [
    "minimum above maximum",
    { given: { type: "integer", minimum: 10, maximum: 1 }, want: `${WHERE}: minimum is greater than maximum` },
  ],
  [
    "epoch-ms on a fractional number",
    {
      given: { type: "number", format: "epoch-ms" },
      want: `${WHERE}: format "epoch-ms" needs type "integer" (milliseconds are whole)`,
    },
  ],
  [
    "epoch-ms with a minimum past 2200",
    {
      given: { type: "integer", format: "epoch-ms", minimum: 8e15 },
      want: `${WHERE}: minimum is greater than maximum`,
    },
  ],
])("refuses %s", (_, { given, want }) => {
  expect(schemaErrorOf(() => transformNumber(given, testContext()))).toBe(want);
});
