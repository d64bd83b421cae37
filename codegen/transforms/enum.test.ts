import { expect, test } from "vitest";

import type { Emitted } from "../context";
import type { JsonSchema } from "../model";
import { transformEnum } from "./enum";
import { WHERE, schemaErrorOf, testContext } from "./test-context";

test.each<[string, { given: JsonSchema; want: Emitted }]>([
  [
    "one value",
    { given: { type: "string", enum: ["yes"] }, want: { type: `"yes"`, codec: `rt.stringEnum(["yes"] as const)` } },
  ],
  [
    "values in schema order",
    {
      given: { type: "string", enum: ["yes", "no", "global"] },
      want: { type: `"yes" | "no" | "global"`, codec: `rt.stringEnum(["yes", "no", "global"] as const)` },
    },
  ],
  // Values are not identifiers, so punctuation is fine.
  [
    "punctuation",
    {
      given: { enum: ["active:run", "nc_driver"] },
      want: { type: `"active:run" | "nc_driver"`, codec: `rt.stringEnum(["active:run", "nc_driver"] as const)` },
    },
  ],
])("%s", (_, { given, want }) => {
  expect(transformEnum(given, testContext())).toEqual(want);
});

test.each<[string, { given: unknown; want: string }]>([
  ["an empty list", { given: { enum: [] }, want: `${WHERE}: enum must list at least one value` }],
  ["numbers", { given: { type: "integer", enum: [1, 2] }, want: `${WHERE}: enum values must be strings` }],
  ["a repeated value", { given: { enum: ["a", "b", "a"] }, want: `${WHERE}: enum lists a value twice` }],
])("refuses %s", (_, { given, want }) => {
  expect(schemaErrorOf(() => transformEnum(given as JsonSchema, testContext()))).toBe(want);
});
