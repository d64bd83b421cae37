import { EPOCH_MS_MAX, EPOCH_MS_MIN } from "../../src/shared/codec/runtime";
import type { Emitted, TransformContext } from "../context";
import type { JsonSchema } from "../model";

/**
 * "number" and "integer" become finite numbers; integers must be safe integers (|n| ≤ 2^53 − 1, which every
 * bigint column holds). `format: "epoch-ms"` (integers only) adds the date range 1900…2200 unless the schema
 * gives a narrower one.
 */
export function transformNumber(schema: JsonSchema, ctx: TransformContext): Emitted {
  let { minimum, maximum } = schema;
  if (schema.format === "epoch-ms") {
    if (schema.type !== "integer") ctx.fail(`format "epoch-ms" needs type "integer" (milliseconds are whole)`);
    minimum = Math.max(minimum ?? EPOCH_MS_MIN, EPOCH_MS_MIN);
    maximum = Math.min(maximum ?? EPOCH_MS_MAX, EPOCH_MS_MAX);
  }
  if (minimum !== undefined && maximum !== undefined && minimum > maximum) {
    ctx.fail("minimum is greater than maximum");
  }
  const bounds: string[] = [];
  if (schema.type === "integer") bounds.push("integer: true");
  if (minimum !== undefined) bounds.push(`minimum: ${minimum}`);
  if (maximum !== undefined) bounds.push(`maximum: ${maximum}`);
  return { type: "number", codec: `rt.boundedNumber({${bounds.length ? ` ${bounds.join(", ")} ` : ""}})` };
}
