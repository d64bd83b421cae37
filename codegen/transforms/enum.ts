import type { Emitted, TransformContext } from "../context";
import type { JsonSchema } from "../model";

/** A string enum becomes a union of literals, checked in one Set lookup. */
export function transformEnum(schema: JsonSchema, ctx: TransformContext): Emitted {
  const values = schema.enum ?? [];
  if (values.length === 0) ctx.fail("enum must list at least one value");
  if (values.some((v) => typeof v !== "string")) ctx.fail("enum values must be strings");
  if (new Set(values).size !== values.length) ctx.fail("enum lists a value twice");
  const literals = values.map((v) => JSON.stringify(v));
  return { type: literals.join(" | "), codec: `rt.stringEnum([${literals.join(", ")}] as const)` };
}
