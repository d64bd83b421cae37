import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { SchemaError, type Domain, type DomainFile, type ErrorsFile, type SchemaSet } from "./model";

/** Reads schema/*.json: errors.json is the catalogue, every other file is one domain. */
export function loadSchemaSet(dir: string): SchemaSet {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  const domains: Domain[] = [];
  let errors: ErrorsFile | undefined;
  for (const file of files) {
    const text = readFileSync(join(dir, file), "utf8");
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new SchemaError(file, `is not valid JSON (${(error as Error).message})`);
    }
    if (file === "errors.json") {
      errors = parsed as ErrorsFile;
      continue;
    }
    const domain = parsed as DomainFile;
    domains.push({
      name: file.replace(/\.json$/, ""),
      definitions: domain.definitions ?? {},
      events: domain.events ?? {},
      notifications: domain.notifications ?? {},
    });
  }
  if (!errors) throw new SchemaError(dir, "has no errors.json (the error catalogue)");
  return { domains, errors: errors.errors };
}
