// Picks the transform for a schema construct. Each construct lives in its own file with a table-driven test.
import type { Emitted, TransformContext } from "../context";
import type { JsonSchema } from "../model";
import { transformAllOf } from "./all-of";
import { transformArray } from "./array";
import { transformBoolean } from "./boolean";
import { transformConst } from "./const";
import { transformEnum } from "./enum";
import { transformMap } from "./map";
import { transformNullable } from "./nullable";
import { transformNumber } from "./number";
import { transformObject } from "./object";
import { transformRef } from "./ref";
import { transformString } from "./string";
import { transformUnion } from "./union";

export type Transform = (schema: JsonSchema, ctx: TransformContext) => Emitted;

export function transformSchema(schema: JsonSchema, ctx: TransformContext): Emitted {
  if (schema.$ref !== undefined) return transformRef(schema, ctx);
  if (schema.allOf) return transformAllOf(schema, ctx);
  if (schema.oneOf || schema.anyOf) return transformUnion(schema, ctx);
  if (schema.const !== undefined) return transformConst(schema, ctx);
  if (schema.enum) return transformEnum(schema, ctx);
  if (Array.isArray(schema.type)) return transformNullable(schema, ctx);
  switch (schema.type) {
    case "string":
      return transformString(schema, ctx);
    case "number":
    case "integer":
      return transformNumber(schema, ctx);
    case "boolean":
      return transformBoolean(schema, ctx);
    case "array":
      return transformArray(schema, ctx);
    case "null":
      return { type: "null", codec: "t.null" };
    case "object":
      return schema.properties === undefined && typeof schema.additionalProperties === "object"
        ? transformMap(schema, ctx)
        : transformObject(schema, ctx);
    default:
      return ctx.fail(`has no type this generator understands (${JSON.stringify(schema).slice(0, 80)})`);
  }
}
