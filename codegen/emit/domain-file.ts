import { TransformContext } from "../context";
import type { Domain, JsonSchema, SchemaSet } from "../model";
import { transformSchema } from "../transforms/index";
import { BANNER } from "./banner";

/** Local definitions a schema refers to (refs into the same file), for ordering. */
function localRefs(schema: JsonSchema, domain: string, out = new Set<string>()): Set<string> {
  if (schema.$ref) {
    const match = /^(?:([a-z0-9-]+)\.json)?#\/definitions\/(\w+)$/.exec(schema.$ref);
    if (match && (match[1] === undefined || match[1] === domain)) out.add(match[2]!);
  }
  for (const value of Object.values(schema)) {
    if (Array.isArray(value))
      value.forEach((v) => typeof v === "object" && v && localRefs(v as JsonSchema, domain, out));
    else if (typeof value === "object" && value !== null) localRefs(value as JsonSchema, domain, out);
  }
  return out;
}

/** Definitions in an order where each comes after the ones it uses; a cycle is a schema error. */
export function orderDefinitions(domain: Domain): string[] {
  const order: string[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (name: string, path: string[]): void => {
    if (state.get(name) === "done") return;
    if (state.get(name) === "visiting") {
      throw new Error(
        `schema/${domain.name}.json: definitions refer to each other in a cycle: ${[...path, name].join(" → ")}`,
      );
    }
    state.set(name, "visiting");
    for (const dep of localRefs(domain.definitions[name]!, domain.name))
      if (domain.definitions[dep]) visit(dep, [...path, name]);
    state.set(name, "done");
    order.push(name);
  };
  for (const name of Object.keys(domain.definitions).sort()) visit(name, []);
  return order;
}

/** One domain file: for each definition an exported type (interface for objects) and a codec of that type. */
export function emitDomainFile(schemas: SchemaSet, domain: Domain): string {
  const ctx = new TransformContext(schemas, domain.name, `schema/${domain.name}.json#/definitions`);
  const body: string[] = [];
  for (const name of orderDefinitions(domain)) {
    const schema = domain.definitions[name]!;
    const emitted = transformSchema(schema, ctx.at(name));
    if (schema.description) body.push(`/** ${schema.description.replace(/\*\//g, "* /")} */`);
    // Only a lone closed object can be an interface; `{…} | null` or a union of objects also starts with "{".
    const isObject = emitted.codec.startsWith("rt.closedObject(");
    body.push(isObject ? `export interface ${name} ${emitted.type}` : `export type ${name} = ${emitted.type};`);
    body.push(`export const ${name}: t.Type<${name}, ${name}, unknown> = ${emitted.codec};`, "");
  }
  // A domain of events only has no definitions. Without an export its file would be a script, and index.ts's
  // `export *` of it a type error; and it must not import t or rt, as an unused import fails noUnusedLocals.
  if (body.length === 0)
    body.push(`// schema/${domain.name}.json defines no types; its events are in events.ts.`, "export {};", "");
  const usesT = body.some((line) => /(?<![\w.])t\./.test(line));
  const usesRt = body.some((line) => line.includes("rt."));
  const imports = [usesT ? `import * as t from "io-ts";` : "", usesRt ? `import * as rt from "../codec/runtime";` : ""];
  for (const [other, names] of [...ctx.imports].sort(([a], [b]) => a.localeCompare(b))) {
    imports.push(`import { ${[...names].sort().join(", ")} } from "./${other}";`);
  }
  return [BANNER, ...imports.filter(Boolean), "", ...body].join("\n");
}
