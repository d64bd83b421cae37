import { expect, test } from "vitest";

import type { JsonSchema } from "../model";
import { referencesOf, type ReferenceSite } from "./references";
import { WHERE, schemaErrorOf, testContext } from "./test-context";

const link = (target: string): JsonSchema => ({ $ref: "common.json#/definitions/Id", "x-references": target });
/** A link to a file names what the file is to the record (src/server/file-purposes.ts). */
const fileLink: JsonSchema = { ...link("files"), "x-file-purpose": "photo" };

test.each<[string, { given: JsonSchema; want: ReferenceSite[] }]>([
  ["no links", { given: { type: "object", properties: { plate: { $ref: "#/definitions/Plate" } } }, want: [] }],
  [
    "a top-level link",
    {
      given: { type: "object", properties: { fileId: fileLink } },
      want: [{ path: ["fileId"], target: "files", purpose: "photo" }],
    },
  ],
  [
    "nested objects give the full path, in schema order",
    {
      given: {
        type: "object",
        properties: {
          vehicle: { type: "object", properties: { scheduleId: link("vehicleSchedules"), imageId: fileLink } },
        },
      },
      want: [
        { path: ["vehicle", "scheduleId"], target: "vehicleSchedules" },
        { path: ["vehicle", "imageId"], target: "files", purpose: "photo" },
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
      given: { type: "object", properties: { imageIds: { type: "array", items: fileLink } } },
      want: [{ path: ["imageIds", "*"], target: "files", purpose: "photo" }],
    },
  ],
  [
    "map values",
    {
      given: { type: "object", additionalProperties: fileLink },
      want: [{ path: ["*"], target: "files", purpose: "photo" }],
    },
  ],
  // A plain string marked as a link is fine too: the id pattern is the schema's business, the link the server's.
  [
    "a plain string id",
    {
      given: {
        type: "object",
        properties: { other: { type: "string", maxLength: 64, "x-references": "files", "x-file-purpose": "photo" } },
      },
      want: [{ path: ["other"], target: "files", purpose: "photo" }],
    },
  ],
  [
    "union members, once per path",
    {
      given: {
        oneOf: [
          { type: "object", properties: { a: fileLink } },
          { type: "object", properties: { a: fileLink } },
        ],
      },
      want: [{ path: ["a"], target: "files", purpose: "photo" }],
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
  [
    "a link to a file without its purpose",
    {
      given: { type: "object", properties: { a: link("files") } },
      want: `${WHERE}.a: a link to a file names its purpose in camelCase (x-file-purpose), got undefined`,
    },
  ],
  [
    "a purpose on a link to something else",
    {
      given: { type: "object", properties: { a: { ...link("vehicles"), "x-file-purpose": "photo" } } },
      want: `${WHERE}.a: x-file-purpose belongs on a link to files`,
    },
  ],
  [
    "a purpose without a link",
    {
      given: { type: "object", properties: { a: { type: "string", "x-file-purpose": "photo" } } },
      want: `${WHERE}.a: x-file-purpose belongs on a link to files (x-references: files)`,
    },
  ],
])("refuses %s", (_, { given, want }) => {
  expect(schemaErrorOf(() => referencesOf(given, testContext()))).toBe(want);
});
