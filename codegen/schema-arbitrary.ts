// Test support: fast-check arbitraries that produce values a JSON Schema fragment allows, so property tests can
// feed the generated codecs realistic payloads instead of hoping random values happen to fit.
import fc from "fast-check";

import { EPOCH_MS_MAX, EPOCH_MS_MIN, FORBIDDEN_KEYS } from "../src/shared/codec/runtime";
import type { JsonSchema, SchemaSet } from "./model";

interface Located {
  schema: JsonSchema;
  /** The file whose "#/definitions/…" refs the schema's own refs mean. */
  domain: string;
}

function resolve(schemas: SchemaSet, ref: string, from: string): Located {
  const [, file, name] = /^(?:([a-z0-9-]+)\.json)?#\/definitions\/(\w+)$/.exec(ref) ?? [];
  const domain = file ?? from;
  const schema = schemas.domains.find((d) => d.name === domain)?.definitions[name ?? ""];
  if (!schema) throw new Error(`schema-arbitrary: cannot resolve ${ref} from ${from}.json`);
  return { schema, domain };
}

/** allOf members flattened to their properties, each with the file its refs belong to. */
function allOfParts(
  schemas: SchemaSet,
  { schema, domain }: Located,
): Array<{ key: string; property: Located; required: boolean }> {
  if (schema.$ref) return allOfParts(schemas, resolve(schemas, schema.$ref, domain));
  if (schema.allOf) return schema.allOf.flatMap((part) => allOfParts(schemas, { schema: part, domain }));
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([key, property]) => ({
    key,
    property: { schema: property, domain },
    required: required.has(key),
  }));
}

/** Every key an allOf requires: a member may require a property another member declares (an entity's createdDate). */
function allOfRequired(schemas: SchemaSet, { schema, domain }: Located): string[] {
  if (schema.$ref) return allOfRequired(schemas, resolve(schemas, schema.$ref, domain));
  return [
    ...(schema.required ?? []),
    ...(schema.allOf ?? []).flatMap((part) => allOfRequired(schemas, { schema: part, domain })),
  ];
}

export function schemaArbitrary(schemas: SchemaSet, located: Located): fc.Arbitrary<unknown> {
  const { schema, domain } = located;
  const inner = (s: JsonSchema) => schemaArbitrary(schemas, { schema: s, domain });
  if (schema.$ref) return schemaArbitrary(schemas, resolve(schemas, schema.$ref, domain));
  if (schema.allOf) {
    const parts = allOfParts(schemas, located);
    const model = Object.fromEntries(parts.map((p) => [p.key, schemaArbitrary(schemas, p.property)]));
    const required = new Set(allOfRequired(schemas, located));
    return fc.record(model, {
      requiredKeys: parts.filter((p) => required.has(p.key)).map((p) => p.key),
      noNullPrototype: true,
    });
  }
  const members = schema.oneOf ?? schema.anyOf;
  if (members) return fc.oneof(...members.map(inner));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => (type === "null" ? fc.constant(null) : inner({ ...schema, type }))));
  switch (schema.type) {
    case "string": {
      // Kept short so runs are quick; the length limits themselves are tested by example.
      const bounds = { minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 4096, 24) };
      // A date string (the pattern allows 16 digits, the format only 1900…2200): empty, or a date in range.
      if (schema.format === "epoch-ms")
        return fc.oneof(fc.constant(""), fc.integer({ min: EPOCH_MS_MIN, max: EPOCH_MS_MAX }).map(String));
      if (schema.pattern === undefined) return fc.string(bounds);
      // A token-like pattern (^[A-Za-z0-9_-]+$) with a minimum length: drawn from its characters at the wanted
      // length. stringMatching makes short strings, and filtering them for 20 characters never ends.
      const characters = characterClassOf(schema.pattern);
      if (characters)
        return fc.string({
          unit: fc.constantFrom(...characters),
          minLength: Math.max(bounds.minLength, 1),
          maxLength: Math.max(bounds.maxLength, bounds.minLength, 1),
        });
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length >= bounds.minLength && s.length <= (schema.maxLength ?? 4096));
    }
    case "integer":
      if (schema.format === "epoch-ms")
        return fc.integer({
          min: Math.max(schema.minimum ?? EPOCH_MS_MIN, EPOCH_MS_MIN),
          max: Math.min(schema.maximum ?? EPOCH_MS_MAX, EPOCH_MS_MAX),
        });
      return fc.integer({
        min: Math.max(schema.minimum ?? -(2 ** 31), -(2 ** 31)),
        max: Math.min(schema.maximum ?? 2 ** 31 - 1, 2 ** 31 - 1),
      });
    case "number":
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        ...(schema.minimum !== undefined && { min: schema.minimum }),
        ...(schema.maximum !== undefined && { max: schema.maximum }),
      });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(inner(schema.items!), { maxLength: Math.min(schema.maxItems ?? 1000, 4) });
    case "object": {
      if (schema.properties === undefined && typeof schema.additionalProperties === "object") {
        const key = fc.string({ maxLength: 8 }).filter((k) => !FORBIDDEN_KEYS.has(k));
        return fc.dictionary(key, inner(schema.additionalProperties), { maxKeys: 3, noNullPrototype: true });
      }
      const model = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, inner(property)]),
      );
      return fc.record(model, { requiredKeys: schema.required ?? [], noNullPrototype: true });
    }
    default:
      throw new Error(`schema-arbitrary: no arbitrary for ${JSON.stringify(schema).slice(0, 80)}`);
  }
}

/** The characters of a pattern that is one character class repeated (`^[A-Za-z0-9_-]+$`), else undefined. */
export function characterClassOf(pattern: string): string[] | undefined {
  const match = /^\^\[([^\]\\]+)\]\+\$$/.exec(pattern);
  if (!match) return undefined;
  const body = match[1]!;
  const characters = new Set<string>();
  for (let i = 0; i < body.length; i++) {
    const from = body[i]!;
    if (body[i + 1] === "-" && i + 2 < body.length) {
      for (let code = from.charCodeAt(0); code <= body.charCodeAt(i + 2); code++)
        characters.add(String.fromCharCode(code));
      i += 2;
    } else characters.add(from);
  }
  return [...characters];
}
