import { expect, test } from "vitest";

import type { Emitted } from "../context";
import type { JsonSchema } from "../model";
import { transformString } from "./string";
import { WHERE, schemaErrorOf, testContext } from "./test-context";

test.each<[string, { given: JsonSchema; want: Emitted }]>([
  // Every wire string is capped, so an unbounded schema string still gets DEFAULT_MAX_LENGTH.
  [
    "default cap",
    { given: { type: "string" }, want: { type: "string", codec: "rt.boundedString({ maxLength: 4096 })" } },
  ],
  [
    "maxLength",
    {
      given: { type: "string", maxLength: 254 },
      want: { type: "string", codec: "rt.boundedString({ maxLength: 254 })" },
    },
  ],
  [
    "minLength and maxLength",
    {
      given: { type: "string", minLength: 1, maxLength: 10 },
      want: { type: "string", codec: "rt.boundedString({ minLength: 1, maxLength: 10 })" },
    },
  ],
  [
    "pattern as a JSON string literal",
    {
      given: { type: "string", maxLength: 64, pattern: String.raw`^#\d+:\d+$` },
      want: { type: "string", codec: String.raw`rt.boundedString({ maxLength: 64, pattern: "^#\\d+:\\d+$" })` },
    },
  ],
  // Formats the runtime does not check stay documentation.
  [
    "format ignored",
    {
      given: { type: "string", format: "email", maxLength: 254 },
      want: { type: "string", codec: "rt.boundedString({ maxLength: 254 })" },
    },
  ],
  // A date string: the runtime checks the range 1900…2200 (NUL and lone surrogates are refused in every string).
  [
    "epoch-ms format",
    {
      given: { type: "string", maxLength: 20, pattern: "^(-?[0-9]{1,16})?$", format: "epoch-ms" },
      want: {
        type: "string",
        codec: `rt.boundedString({ maxLength: 20, pattern: "^(-?[0-9]{1,16})?$", format: "epoch-ms" })`,
      },
    },
  ],
])("%s", (_, { given, want }) => {
  expect(transformString(given, testContext())).toEqual(want);
});

test.each<[string, { given: JsonSchema; want: string }]>([
  [
    "minLength above maxLength",
    { given: { type: "string", minLength: 10, maxLength: 5 }, want: `${WHERE}: minLength is greater than maxLength` },
  ],
  [
    "minLength above the default cap",
    { given: { type: "string", minLength: 5000 }, want: `${WHERE}: minLength is greater than maxLength` },
  ],
  // Caught here rather than when the generated module compiles it at import time.
  [
    "invalid pattern",
    {
      given: { type: "string", pattern: "(" },
      want: `${WHERE}: pattern "(" is not a valid regular expression (Invalid regular expression: /(/u: Unterminated group)`,
    },
  ],
])("refuses %s", (_, { given, want }) => {
  expect(schemaErrorOf(() => transformString(given, testContext()))).toBe(want);
});
