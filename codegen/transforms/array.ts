import type { Emitted, TransformContext } from "../context";
import { DEFAULT_MAX_ITEMS, type JsonSchema } from "../model";
import { transformSchema } from "./index";

/** Arrays always carry an item cap (DEFAULT_MAX_ITEMS when the schema gives none). */
export function transformArray(schema: JsonSchema, ctx: TransformContext): Emitted {
  if (!schema.items) return ctx.fail("array needs items");
  const item = transformSchema(schema.items, ctx.at("items"));
  const itemType = /[|&]/.test(item.type) ? `(${item.type})` : item.type;
  return {
    type: `${itemType}[]`,
    codec: `rt.boundedArray(${item.codec}, ${schema.maxItems ?? DEFAULT_MAX_ITEMS})`,
  };
}
