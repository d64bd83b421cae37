import type { Emitted, TransformContext } from "../context";
import type { JsonSchema } from "../model";

export function transformBoolean(_schema: JsonSchema, _ctx: TransformContext): Emitted {
  return { type: "boolean", codec: "rt.boolean" };
}
