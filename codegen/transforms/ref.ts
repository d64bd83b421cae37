import type { Emitted, TransformContext } from "../context";
import type { JsonSchema } from "../model";

/** A $ref becomes the referenced definition's type and codec, imported from its domain file when needed. */
export function transformRef(schema: JsonSchema, ctx: TransformContext): Emitted {
  const name = ctx.use(ctx.parseRef(schema.$ref!));
  return { type: name, codec: name };
}
