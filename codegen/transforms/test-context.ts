// Shared by the transform tests: a two-file schema set to resolve refs against, and a way to read a SchemaError.
import { expect } from "vitest";

import { TransformContext } from "../context";
import { SchemaError, type SchemaSet } from "../model";

export const schemas: SchemaSet = {
  errors: {},
  domains: [
    {
      name: "fleet",
      definitions: {
        Plate: { type: "string", maxLength: 12 },
        Vehicle: { type: "object", properties: { plate: { $ref: "#/definitions/Plate" } }, required: ["plate"] },
      },
      events: {},
      notifications: {},
    },
    {
      name: "common",
      definitions: {
        Id: { type: "string", maxLength: 64 },
        // Its ref is relative to common.json, which allOf must respect when it inlines Entity into fleet.
        Entity: { type: "object", properties: { id: { $ref: "#/definitions/Id" } }, required: ["id"] },
      },
      events: {},
      notifications: {},
    },
  ],
};

/** Every error message in the tests starts with this: the definition being transformed. */
export const WHERE = "schema/fleet.json#/definitions.Thing";

/** A context for transforming definition "Thing" of schema/fleet.json. */
export function testContext(): TransformContext {
  return new TransformContext(schemas, "fleet", "schema/fleet.json#/definitions").at("Thing");
}

/** The message of the SchemaError that `run` throws. */
export function schemaErrorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SchemaError);
    return (error as Error).message;
  }
  throw new Error("expected a SchemaError, but nothing was thrown");
}
