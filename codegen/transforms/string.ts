import type { Emitted, TransformContext } from "../context";
import { DEFAULT_MAX_LENGTH, type JsonSchema } from "../model";

/**
 * Strings always carry a length cap (DEFAULT_MAX_LENGTH when the schema gives none); the runtime refuses NUL and
 * lone surrogates in every one. `format: "epoch-ms"` is a date string: empty or epoch milliseconds 1900…2200.
 */
export function transformString(schema: JsonSchema, ctx: TransformContext): Emitted {
  const maxLength = schema.maxLength ?? DEFAULT_MAX_LENGTH;
  if (schema.minLength !== undefined && schema.minLength > maxLength) ctx.fail("minLength is greater than maxLength");
  // The runtime compiles the pattern when the generated module loads; a bad one must fail here, not at import.
  if (schema.pattern !== undefined) {
    try {
      new RegExp(schema.pattern, "u");
    } catch (error) {
      ctx.fail(
        `pattern ${JSON.stringify(schema.pattern)} is not a valid regular expression (${(error as Error).message})`,
      );
    }
  }
  const bounds: string[] = [];
  if (schema.minLength !== undefined) bounds.push(`minLength: ${schema.minLength}`);
  bounds.push(`maxLength: ${maxLength}`);
  if (schema.pattern !== undefined) bounds.push(`pattern: ${JSON.stringify(schema.pattern)}`);
  // Only formats the runtime checks are emitted; the rest ("email") stay documentation.
  if (schema.format === "epoch-ms") bounds.push(`format: "epoch-ms"`);
  return { type: "string", codec: `rt.boundedString({ ${bounds.join(", ")} })` };
}
