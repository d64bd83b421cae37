// Where a request payload links to other records: every property marked `"x-references": "<target>"`, found by
// walking the request schema through $refs, allOf, unions, lists and maps. The events table carries the result
// so the server can check every link generically (src/server/references/) instead of each handler remembering to.
import { TransformContext } from "../context";
import type { JsonSchema } from "../model";

/**
 * One link: the path of the property from the payload root ("*" = every item of a list or map) and its target. A
 * link to a file also names what the file is to the record (`x-file-purpose`, src/server/file-purposes.ts).
 */
export interface ReferenceSite {
  path: string[];
  target: string;
  purpose?: string;
}

const TARGET_NAME = /^[a-z][A-Za-z0-9]*$/;

function isString(schema: JsonSchema, ctx: TransformContext): boolean {
  if (schema.$ref !== undefined) {
    const target = ctx.parseRef(schema.$ref);
    return isString(ctx.lookup(schema.$ref), new TransformContext(ctx.schemas, target.domain, ctx.where));
  }
  return schema.type === "string" || (Array.isArray(schema.type) && schema.type.includes("string"));
}

function walk(
  schema: JsonSchema,
  ctx: TransformContext,
  path: string[],
  seen: ReadonlySet<string>,
  out: ReferenceSite[],
): void {
  const target = schema["x-references"];
  if (target !== undefined) {
    if (typeof target !== "string" || !TARGET_NAME.test(target))
      ctx.fail(`x-references must name a target in camelCase, got ${JSON.stringify(target)}`);
    if (!isString(schema, ctx)) ctx.fail("x-references belongs on an id, which is a string");
    const purpose = schema["x-file-purpose"];
    if (target === "files" && (typeof purpose !== "string" || !TARGET_NAME.test(purpose)))
      ctx.fail(`a link to a file names its purpose in camelCase (x-file-purpose), got ${JSON.stringify(purpose)}`);
    if (target !== "files" && purpose !== undefined) ctx.fail("x-file-purpose belongs on a link to files");
    if (!out.some((site) => site.path.join(".") === path.join(".") && site.target === target))
      out.push({ path, target, ...(typeof purpose === "string" ? { purpose } : {}) });
  } else if (schema["x-file-purpose"] !== undefined) {
    ctx.fail("x-file-purpose belongs on a link to files (x-references: files)");
  }
  if (schema.$ref !== undefined) {
    const ref = ctx.parseRef(schema.$ref);
    const key = `${ref.domain}#${ref.name}`;
    if (seen.has(key)) return; // a recursive definition: its links were found on the way in
    walk(
      ctx.lookup(schema.$ref),
      new TransformContext(ctx.schemas, ref.domain, ctx.where),
      path,
      new Set([...seen, key]),
      out,
    );
    return;
  }
  for (const part of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])])
    walk(part, ctx, path, seen, out);
  for (const [key, property] of Object.entries(schema.properties ?? {}))
    walk(property, ctx.at(key), [...path, key], seen, out);
  if (schema.items) walk(schema.items, ctx, [...path, "*"], seen, out);
  if (typeof schema.additionalProperties === "object")
    walk(schema.additionalProperties, ctx, [...path, "*"], seen, out);
}

/** Every link a payload of this schema may carry, in schema order. */
export function referencesOf(schema: JsonSchema, ctx: TransformContext): ReferenceSite[] {
  const out: ReferenceSite[] = [];
  walk(schema, ctx, [], new Set(), out);
  return out;
}
