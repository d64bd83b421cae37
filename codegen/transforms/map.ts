import type { Emitted, TransformContext } from "../context";
import { DEFAULT_MAX_PROPERTIES, type JsonSchema } from "../model";
import { transformSchema } from "./index";

/**
 * An object with only additionalProperties is a map keyed by record id (docs/design/client-shell.md
 * "Requests and replies").
 */
export function transformMap(schema: JsonSchema, ctx: TransformContext): Emitted {
  const value = transformSchema(schema.additionalProperties as JsonSchema, ctx.at("additionalProperties"));
  return {
    type: `Record<string, ${value.type}>`,
    codec: `rt.safeRecord(${value.codec}, ${schema.maxProperties ?? DEFAULT_MAX_PROPERTIES})`,
  };
}
