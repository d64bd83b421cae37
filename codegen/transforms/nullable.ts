import type { Emitted, TransformContext } from "../context";
import type { JsonSchema } from "../model";
import { transformSchema } from "./index";

/** `"type": ["string", "null"]` becomes `string | null`. */
export function transformNullable(schema: JsonSchema, ctx: TransformContext): Emitted {
  const types = schema.type as string[];
  if (types.length === 0) ctx.fail("type list is empty");
  const parts = types.map((type) =>
    type === "null"
      ? { type: "null", codec: "t.null" }
      : transformSchema({ ...schema, type: type as JsonSchema["type"] }, ctx),
  );
  if (parts.length === 1) return parts[0]!;
  return { type: parts.map((p) => p.type).join(" | "), codec: `t.union([${parts.map((p) => p.codec).join(", ")}])` };
}
