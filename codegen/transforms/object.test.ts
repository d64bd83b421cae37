import { expect, test } from "vitest";

import type { Emitted } from "../context";
import type { JsonSchema } from "../model";
import { transformObject } from "./object";
import { WHERE, schemaErrorOf, testContext } from "./test-context";

test.each<[string, { given: JsonSchema; want: Emitted }]>([
  [
    "empty",
    { given: { type: "object", properties: {} }, want: { type: "{}", codec: `rt.closedObject("Thing", {}, {})` } },
  ],
  [
    "no properties keyword",
    { given: { type: "object" }, want: { type: "{}", codec: `rt.closedObject("Thing", {}, {})` } },
  ],
  // The type keeps schema order; the codec takes required and optional properties apart.
  [
    "required and optional",
    {
      given: {
        type: "object",
        properties: { note: { type: "string", maxLength: 200 }, plate: { $ref: "#/definitions/Plate" } },
        required: ["plate"],
      },
      want: {
        type: "{\nnote?: string;\nplate: Plate;\n}",
        codec: `rt.closedObject("Thing", {\nplate: Plate,\n}, {\nnote: rt.boundedString({ maxLength: 200 }),\n})`,
      },
    },
  ],
  // additionalProperties: false is what every object already is.
  [
    "additionalProperties false",
    {
      given: { type: "object", properties: { a: { type: "boolean" } }, additionalProperties: false },
      want: { type: "{\na?: boolean;\n}", codec: `rt.closedObject("Thing", {}, {\na: rt.boolean,\n})` },
    },
  ],
  [
    "property descriptions become doc comments, defused",
    {
      given: { type: "object", properties: { a: { type: "boolean", description: "Ends */ early?" } } },
      want: {
        type: "{\n/** Ends * / early? */\na?: boolean;\n}",
        codec: `rt.closedObject("Thing", {}, {\na: rt.boolean,\n})`,
      },
    },
  ],
  // A nested object's codec is named after its property, for readable decode errors.
  [
    "nested object",
    {
      given: {
        type: "object",
        properties: { owner: { type: "object", properties: { name: { type: "string" } }, required: ["name"] } },
      },
      want: {
        type: "{\nowner?: {\nname: string;\n};\n}",
        codec: `rt.closedObject("Thing", {}, {\nowner: rt.closedObject("owner", {\nname: rt.boundedString({ maxLength: 4096 }),\n}, {}),\n})`,
      },
    },
  ],
])("%s", (_, { given, want }) => {
  expect(transformObject(given, testContext())).toEqual(want);
});

test.each<[string, { given: JsonSchema; want: string }]>([
  [
    "a required property that is not defined",
    {
      given: { type: "object", properties: {}, required: ["vin"] },
      want: `${WHERE}: required property "vin" is not in properties`,
    },
  ],
  [
    "properties with an additionalProperties schema",
    {
      given: { type: "object", properties: { a: { type: "boolean" } }, additionalProperties: { type: "string" } },
      want: `${WHERE}: objects with both properties and additionalProperties are not supported`,
    },
  ],
  [
    "an open object",
    {
      given: { type: "object", additionalProperties: true },
      want: `${WHERE}: additionalProperties: true is not supported; wire objects are closed`,
    },
  ],
  [
    "a property name that is not an identifier",
    {
      given: { type: "object", properties: { "plate-no": { type: "string" } } },
      want: `${WHERE}: property name "plate-no" is not a plain identifier`,
    },
  ],
  [
    "a bad property, with its path",
    {
      given: { type: "object", properties: { plate: { type: "string", minLength: 5, maxLength: 2 } } },
      want: `${WHERE}.plate: minLength is greater than maxLength`,
    },
  ],
])("refuses %s", (_, { given, want }) => {
  expect(schemaErrorOf(() => transformObject(given, testContext()))).toBe(want);
});
