// Each event's request schema as written in schema/*.json, for tests that are generic over the event table:
// a new event is covered by them without new test code.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import type fc from "fast-check";

import { loadSchemaSet } from "../../../codegen/load";
import type { JsonSchema, SchemaSet } from "../../../codegen/model";
import { schemaArbitrary } from "../../../codegen/schema-arbitrary";

export const schemaSet: SchemaSet = loadSchemaSet(join(dirname(fileURLToPath(import.meta.url)), "../../../schema"));

/** A schema fragment and the schema file its "#/definitions/…" refs belong to. */
export interface Located {
  schema: JsonSchema;
  domain: string;
}

export function requestSchema(eventName: string): Located {
  const domain = schemaSet.domains.find((d) => d.events[eventName] !== undefined);
  if (!domain) throw new Error(`no event ${eventName} in schema/`);
  return { schema: domain.events[eventName]!.request, domain: domain.name };
}

/** Payloads the schema allows for this event. */
export function validRequest(eventName: string): fc.Arbitrary<unknown> {
  return schemaArbitrary(schemaSet, requestSchema(eventName));
}

/** Follows a $ref ("file.json#/definitions/Name" or "#/definitions/Name") to its definition. */
export function resolveRef(ref: string, from: string): Located {
  const [, file, name] = /^(?:([a-z0-9-]+)\.json)?#\/definitions\/(\w+)$/.exec(ref) ?? [];
  const domain = file ?? from;
  const schema = schemaSet.domains.find((d) => d.name === domain)?.definitions[name ?? ""];
  if (!schema) throw new Error(`cannot resolve ${ref} from ${from}.json`);
  return { schema, domain };
}
