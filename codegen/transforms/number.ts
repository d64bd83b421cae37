import type { Emitted, TransformContext } from "../context";
import type { JsonSchema } from "../model";

/** "number" and "integer" become finite numbers; integers must be safe integers. */
export function transformNumber(schema: JsonSchema, ctx: TransformContext): Emitted {
  if (schema.minimum !== undefined && schema.maximum !== undefined && schema.minimum > schema.maximum) {
    ctx.fail("minimum is greater than maximum");
  }
  const bounds: string[] = [];
  if (schema.type === "integer") bounds.push("integer: true");
  if (schema.minimum !== undefined) bounds.push(`minimum: ${schema.minimum}`);
  if (schema.maximum !== undefined) bounds.push(`maximum: ${schema.maximum}`);
  return { type: "number", codec: `rt.boundedNumber({${bounds.length ? ` ${bounds.join(", ")} ` : ""}})` };
}
