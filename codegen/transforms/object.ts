import type { Emitted, TransformContext } from "../context";
import type { JsonSchema } from "../model";
import { transformSchema } from "./index";

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * An object becomes a closed object: known properties only, required ones present. The type lists properties in
 * schema order; the codec lists required ones first, then optional ones.
 */
export function transformObject(
  schema: JsonSchema,
  ctx: TransformContext,
  name = ctx.where.split(".").pop()!,
): Emitted {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  for (const key of required) if (!(key in properties)) ctx.fail(`required property "${key}" is not in properties`);
  if (typeof schema.additionalProperties === "object")
    ctx.fail("objects with both properties and additionalProperties are not supported");
  // The codec refuses unknown keys, so an open object would be silently closed: say so instead.
  if (schema.additionalProperties === true)
    ctx.fail("additionalProperties: true is not supported; wire objects are closed");
  const fields: string[] = [];
  const requiredCodecs: string[] = [];
  const optionalCodecs: string[] = [];
  for (const [key, property] of Object.entries(properties)) {
    if (!IDENTIFIER.test(key)) ctx.fail(`property name "${key}" is not a plain identifier`);
    if (["__proto__", "constructor", "prototype"].includes(key))
      ctx.fail(`property name "${key}" would reach the prototype; choose another name`);
    const emitted = transformSchema(property, ctx.at(key));
    const optional = !required.has(key);
    // On its own line: the formatter does not indent a property that shares a line with its comment.
    const doc = property.description ? `/** ${property.description.replace(/\*\//g, "* /")} */\n` : "";
    fields.push(`${doc}${key}${optional ? "?" : ""}: ${emitted.type};`);
    (optional ? optionalCodecs : requiredCodecs).push(`${key}: ${emitted.codec}`);
  }
  const block = (entries: string[]) => (entries.length ? `{\n${entries.join(",\n")},\n}` : "{}");
  return {
    type: fields.length ? `{\n${fields.join("\n")}\n}` : "{}",
    codec: `rt.closedObject(${JSON.stringify(name)}, ${block(requiredCodecs)}, ${block(optionalCodecs)})`,
  };
}
