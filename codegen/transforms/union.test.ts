import { expect, test } from "vitest";

import type { Emitted } from "../context";
import type { JsonSchema } from "../model";
import { WHERE, schemaErrorOf, testContext } from "./test-context";
import { transformUnion } from "./union";

test.each<[string, { given: JsonSchema; want: Emitted }]>([
  [
    "oneOf",
    {
      given: { oneOf: [{ type: "string" }, { $ref: "#/definitions/Plate" }] },
      want: { type: "string | Plate", codec: "t.union([rt.boundedString({ maxLength: 4096 }), Plate])" },
    },
  ],
  // anyOf is treated like oneOf: io-ts takes the first member that accepts.
  [
    "anyOf",
    {
      given: { anyOf: [{ type: "boolean" }, { type: "null" }] },
      want: { type: "boolean | null", codec: "t.union([rt.boolean, t.null])" },
    },
  ],
  [
    "a member that is itself a union is parenthesised",
    {
      given: { oneOf: [{ enum: ["a", "b"] }, { type: "integer" }] },
      want: {
        type: `("a" | "b") | number`,
        codec: `t.union([rt.stringEnum(["a", "b"] as const), rt.boundedNumber({ integer: true })])`,
      },
    },
  ],
  // t.union needs two members, so one member is emitted as itself.
  ["a single member", { given: { oneOf: [{ $ref: "#/definitions/Plate" }] }, want: { type: "Plate", codec: "Plate" } }],
  [
    "object members are named by position",
    {
      given: { oneOf: [{ type: "object", properties: {} }, { $ref: "#/definitions/Vehicle" }] },
      want: { type: "{} | Vehicle", codec: `t.union([rt.closedObject("oneOf[0]", {}, {}), Vehicle])` },
    },
  ],
])("%s", (_, { given, want }) => {
  expect(transformUnion(given, testContext())).toEqual(want);
});

test.each<[string, { given: JsonSchema; want: string }]>([
  ["an empty oneOf", { given: { oneOf: [] }, want: `${WHERE}: oneOf/anyOf must list at least one schema` }],
  // The message points at the member, not at the union.
  [
    "a bad member",
    {
      given: { anyOf: [{ type: "string" }, { type: "number", minimum: 2, maximum: 1 }] },
      want: `${WHERE}.anyOf[1]: minimum is greater than maximum`,
    },
  ],
])("refuses %s", (_, { given, want }) => {
  expect(schemaErrorOf(() => transformUnion(given, testContext()))).toBe(want);
});
