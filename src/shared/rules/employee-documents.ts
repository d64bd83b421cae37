// The employee's file: rules the document form checks before sending and the server checks again.
import type { EmployeeDocumentFields, EmployeeDocumentKind } from "../generated/users";

export const DOCUMENT_KINDS: readonly EmployeeDocumentKind[] = [
  "licenceAbstract",
  "medicalCertificate",
  "criminalRecordCheck",
  "trainingCertificate",
  "other",
];

/** Live documents one file may hold: a file is read whole (no windows), so it stays small. */
export const MAX_LIVE_DOCUMENTS = 100;

/** Field problems of one document, keyed by field: "other" says nothing by itself, so it needs a title. */
export function documentProblems(fields: Pick<EmployeeDocumentFields, "kind" | "title">): Record<string, string> {
  return fields.kind === "other" && (fields.title ?? "").trim() === "" ? { title: "required" } : {};
}
