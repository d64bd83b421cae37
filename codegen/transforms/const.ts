import type { Emitted, TransformContext } from "../context";
import type { JsonSchema } from "../model";

/** A const is a literal type: t.literal("x"). */
export function transformConst(schema: JsonSchema, ctx: TransformContext): Emitted {
  const value = schema.const;
  if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") {
    return ctx.fail("const must be a string, number or boolean");
  }
  const literal = JSON.stringify(value);
  return { type: literal, codec: `t.literal(${literal})` };
}
