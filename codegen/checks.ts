import { SchemaError, type JsonSchema, type SchemaSet } from "./model";

/** Generated files besides the domain files; a domain with one of these names would overwrite it. */
const GENERATED_NAMES = new Set(["errors", "events", "client", "server", "index"]);
const DEFINITION_NAME = /^[A-Za-z][A-Za-z0-9]*$/;
/** The namespace imports every domain file opens with. */
const RESERVED_NAMES = new Set(["t", "rt"]);

function refsOf(schema: unknown, out: string[] = []): string[] {
  if (Array.isArray(schema)) schema.forEach((s) => refsOf(s, out));
  else if (typeof schema === "object" && schema !== null) {
    for (const [key, value] of Object.entries(schema)) {
      if (key === "$ref" && typeof value === "string") out.push(value);
      else refsOf(value, out);
    }
  }
  return out;
}

/** The other schema files a domain's definitions refer to: the imports of its generated file. */
function fileDependencies(name: string, definitions: Record<string, JsonSchema>): Set<string> {
  const deps = new Set<string>();
  for (const ref of refsOf(definitions)) {
    const file = /^([a-z0-9-]+)\.json#/.exec(ref)?.[1];
    if (file && file !== name) deps.add(file);
  }
  return deps;
}

/**
 * Whole-schema rules that no single transform can see. Each guards generated output that would parse but then
 * fail: `export *` of one name from two files is a type error, and modules that import each other read a
 * codec before it is initialised ("Cannot access 'X' before initialization") when the first one loads.
 */
export function checkSchemaSet(schemas: SchemaSet): void {
  const owner = new Map<string, string>();
  for (const domain of schemas.domains) {
    if (GENERATED_NAMES.has(domain.name)) {
      throw new SchemaError(
        `schema/${domain.name}.json`,
        `"${domain.name}" is the name of a generated file; rename the schema file`,
      );
    }
    for (const name of Object.keys(domain.definitions)) {
      const where = `schema/${domain.name}.json#/definitions/${name}`;
      if (!DEFINITION_NAME.test(name) || RESERVED_NAMES.has(name)) {
        throw new SchemaError(
          where,
          `definition name must be letters and digits, start with a letter, and not be "t" or "rt"`,
        );
      }
      const first = owner.get(name);
      if (first)
        throw new SchemaError(where, `"${name}" is also defined in schema/${first}.json; definition names are global`);
      owner.set(name, domain.name);
    }
  }
  const deps = new Map(schemas.domains.map((d) => [d.name, fileDependencies(d.name, d.definitions)]));
  const state = new Map<string, "visiting" | "done">();
  const visit = (name: string, path: string[]): void => {
    if (state.get(name) === "done") return;
    if (state.get(name) === "visiting") {
      const cycle = [...path.slice(path.indexOf(name)), name].map((n) => `${n}.json`).join(" → ");
      throw new SchemaError(
        "schema",
        `files refer to each other in a cycle (${cycle}); move the shared definitions into one file`,
      );
    }
    state.set(name, "visiting");
    for (const dep of [...(deps.get(name) ?? [])].sort()) visit(dep, [...path, name]);
    state.set(name, "done");
  };
  for (const name of [...deps.keys()].sort()) visit(name, []);
}
