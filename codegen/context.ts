import { SchemaError, type JsonSchema, type SchemaSet } from "./model";

/** What a transform returns: a TypeScript type expression and an io-ts codec expression. */
export interface Emitted {
  type: string;
  codec: string;
}

export interface RefTarget {
  domain: string;
  name: string;
}

/**
 * What transforms need from the world around them: where refs point, which imports a file needs, and a name
 * for error messages and codec names.
 */
export class TransformContext {
  readonly imports = new Map<string, Set<string>>();

  constructor(
    readonly schemas: SchemaSet,
    readonly domain: string,
    readonly where: string,
  ) {}

  /** A context for a nested position, sharing the import list. */
  at(segment: string): TransformContext {
    const child = new TransformContext(this.schemas, this.domain, `${this.where}.${segment}`);
    (child as { imports: Map<string, Set<string>> }).imports = this.imports;
    return child;
  }

  fail(problem: string): never {
    throw new SchemaError(this.where, problem);
  }

  /** "#/definitions/X" or "other.json#/definitions/X". */
  parseRef(ref: string): RefTarget {
    const match = /^(?:([a-z0-9-]+)\.json)?#\/definitions\/([A-Za-z][A-Za-z0-9]*)$/.exec(ref);
    if (!match)
      return this.fail(`unsupported $ref "${ref}" (use "#/definitions/Name" or "file.json#/definitions/Name")`);
    const target = { domain: match[1] ?? this.domain, name: match[2]! };
    const domain = this.schemas.domains.find((d) => d.name === target.domain);
    if (!domain) return this.fail(`$ref "${ref}" names a schema file that does not exist`);
    if (!domain.definitions[target.name]) return this.fail(`$ref "${ref}" names a definition that does not exist`);
    return target;
  }

  lookup(ref: string): JsonSchema {
    const target = this.parseRef(ref);
    return this.schemas.domains.find((d) => d.name === target.domain)!.definitions[target.name]!;
  }

  /** Records that the current file uses `name` from `domain`; returns the identifier to write. */
  use(target: RefTarget): string {
    if (target.domain !== this.domain) {
      const names = this.imports.get(target.domain) ?? new Set<string>();
      names.add(target.name);
      this.imports.set(target.domain, names);
    }
    return target.name;
  }
}
