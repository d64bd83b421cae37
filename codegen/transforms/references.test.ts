import { expect, test } from "vitest";

import type { JsonSchema } from "../model";
import { referencesOf, type ReferenceSite } from "./references";
import { WHERE, schemaErrorOf, testContext } from "./test-context";

const link = (target: string): JsonSchema => ({ $ref: "common.json#/definitions/Id", "x-references": target });

test.each<[string, { given: JsonSchema; want: ReferenceSite[] }]>([
  ["no links", { given: { type: "object", properties: { plate: { $ref: "#/definitions/Plate" } } }, want: [] }],
  [
    "a top-level link",
    { given: { type: "object", properties: { fileId: link("files") } }, want: [{ path: ["fileId"], target: "files" }] },
  ],
  [
    "nested objects give the full path, in schema order",
    {
      given: {
        type: "object",
        properties: {
          vehicle: { type: "object", properties: { scheduleId: link("vehicleSchedules"), imageId: link("files") } },
        },
      },
      want: [
        { path: ["vehicle", "scheduleId"], target: "vehicleSchedules" },
        { path: ["vehicle", "imageId"], target: "files" },
      ],
    },
  ],
  [
    "through allOf and a $ref to another file",
    {
      given: {
        allOf: [
          { $ref: "common.json#/definitions/Entity" },
          { type: "object", properties: { categoryId: link("vehicleCategories") } },
        ],
      },
      want: [{ path: ["categoryId"], target: "vehicleCategories" }],
    },
  ],
  // "*" stands for every item: the server checks each one.
  [
    "list items",
    {
      given: { type: "object", properties: { imageIds: { type: "array", items: link("files") } } },
      want: [{ path: ["imageIds", "*"], target: "files" }],
    },
  ],
  [
    "map values",
    { given: { type: "object", additionalProperties: link("files") }, want: [{ path: ["*"], target: "files" }] },
  ],
  // A plain string marked as a link is fine too: the id pattern is the schema's business, the link the server's.
  [
    "a plain string id",
    {
      given: { type: "object", properties: { other: { type: "string", maxLength: 64, "x-references": "files" } } },
      want: [{ path: ["other"], target: "files" }],
    },
  ],
  [
    "union members, once per path",
    {
      given: {
        oneOf: [
          { type: "object", properties: { a: link("files") } },
          { type: "object", properties: { a: link("files") } },
        ],
      },
      want: [{ path: ["a"], target: "files" }],
    },
  ],
])("%s", (_, { given, want }) => {
  expect(referencesOf(given, testContext())).toEqual(want);
});

test.each<[string, { given: JsonSchema; want: string }]>([
  [
    "a target that is not camelCase",
    {
      given: { type: "object", properties: { a: link("Vehicle Schedules") } },
      want: `${WHERE}.a: x-references must name a target in camelCase, got "Vehicle Schedules"`,
    },
  ],
  [
    "a link on a number",
    {
      given: { type: "object", properties: { a: { type: "integer", "x-references": "files" } } },
      want: `${WHERE}.a: x-references belongs on an id, which is a string`,
    },
  ],
])("refuses %s", (_, { given, want }) => {
  expect(schemaErrorOf(() => referencesOf(given, testContext()))).toBe(want);
});
