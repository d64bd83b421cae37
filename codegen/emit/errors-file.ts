import type { SchemaSet } from "../model";
import { BANNER } from "./banner";

/** The error catalogue (schema/errors.json, docs/errors.md) as data: ids, status codes and English texts. */
export function emitErrorsFile(schemas: SchemaSet): string {
  const entries = Object.entries(schemas.errors).map(
    ([id, spec]) => `  ${id}: { status: ${spec.status}, text: ${JSON.stringify(spec.text)} },`,
  );
  return [
    BANNER,
    "export const errorCatalogue = {",
    ...entries,
    "} as const;",
    "",
    "export type ErrorId = keyof typeof errorCatalogue;",
    "",
    "export const errorIds = Object.keys(errorCatalogue) as ErrorId[];",
    "",
    "export function isErrorId(id: string): id is ErrorId {",
    "  return Object.prototype.hasOwnProperty.call(errorCatalogue, id);",
    "}",
    "",
  ].join("\n");
}
