import type { Emitted, TransformContext } from "../context";
import type { JsonSchema } from "../model";
import { transformObject } from "./object";

/** Rewrites "#/definitions/X" to "domain.json#/definitions/X" throughout a schema. */
function qualifyRefs(schema: JsonSchema, domain: string): JsonSchema {
  return JSON.parse(JSON.stringify(schema), (key, value) =>
    key === "$ref" && typeof value === "string" && value.startsWith("#") ? `${domain}.json${value}` : value,
  ) as JsonSchema;
}

/**
 * allOf of objects (the usual "Entity fields plus these" pattern) is flattened into one closed object, so the
 * generated interface lists every field and unknown keys are still refused.
 */
export function transformAllOf(schema: JsonSchema, ctx: TransformContext): Emitted {
  const merged: JsonSchema = { type: "object", properties: {}, required: [] };
  const seen = new Set<string>();
  const visit = (part: JsonSchema, where: string): void => {
    if (part.$ref !== undefined) {
      if (seen.has(part.$ref)) ctx.fail(`allOf refers to ${part.$ref} twice (a cycle?)`);
      seen.add(part.$ref);
      // Refs inside the looked-up definition are relative to its own file: qualify them before inlining.
      visit(qualifyRefs(ctx.lookup(part.$ref), ctx.parseRef(part.$ref).domain), part.$ref);
      return;
    }
    if (part.allOf) {
      part.allOf.forEach((p, i) => visit(p, `${where}.allOf[${i}]`));
      return;
    }
    if (part.type !== "object") ctx.fail(`allOf member ${where} is not an object; only objects can be combined`);
    for (const [key, property] of Object.entries(part.properties ?? {})) {
      if (key in merged.properties!) ctx.fail(`allOf members both define "${key}"`);
      merged.properties![key] = property;
    }
    merged.required!.push(...(part.required ?? []));
  };
  (schema.allOf ?? []).forEach((p, i) => visit(p, `allOf[${i}]`));
  if (schema.description) merged.description = schema.description;
  return transformObject(merged, ctx);
}
