// Uploads the CSV or Excel workbook to import over HTTP (POST /api/v1/imports, as images go to /api/v1/files): a websocket
// message is capped at 64 KB and 10,000 rows are far more. The import event then names the stored file.
import { FieldProblem } from "../../shared/generated/common";
import { ServerError } from "../sync/server-error";
import { loadStoredSession } from "../sync/stored-session";

export const IMPORT_UPLOAD_PATH = "/api/v1/imports";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * The content type to send: an Excel workbook (.xlsx) as itself, anything else as CSV. A browser may label a .csv
 * file "" or with Excel's CSV type (application/vnd.ms-excel), which the server also takes; it checks a workbook
 * is one (a zip) and a CSV is UTF-8 text whatever the label.
 */
export function importContentType(file: Pick<File, "name" | "type">): string {
  if (file.type === XLSX_TYPE || /\.xlsx$/i.test(file.name)) return XLSX_TYPE;
  return file.type === "application/vnd.ms-excel" || file.type === "application/csv" ? file.type : "text/csv";
}

export async function uploadImportFile(file: File): Promise<string> {
  const session = loadStoredSession(localStorage, sessionStorage);
  if (!session) throw new ServerError("NotSignedIn", "Sign in again to upload.", 403);
  const response = await fetch(IMPORT_UPLOAD_PATH, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${session.token}`,
      "Content-Type": importContentType(file),
      "X-File-Name": encodeURIComponent(file.name).slice(0, 200),
    },
    body: file,
  });
  const body = (await response.json().catch(() => ({}))) as {
    id?: string;
    messageId?: string;
    hint?: string;
    fields?: unknown;
  };
  if (!response.ok || !body.id) {
    const fields = Array.isArray(body.fields) ? body.fields.filter((f): f is FieldProblem => FieldProblem.is(f)) : [];
    throw new ServerError(
      body.messageId ?? "UploadFailed",
      body.hint ?? `The upload failed (${response.status}).`,
      response.status,
      fields,
    );
  }
  return body.id;
}

/**
 * An intermediate reply's progressMessage, "done/total phase" (docs/files.md "Imports"), as the share of the whole import
 * done: the server checks every row ("checking") and then writes them ("writing"), so each phase is half the bar.
 * Anything else: undefined (the bar keeps its last value).
 */
export function importProgress(message: string): number | undefined {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*(.*)$/.exec(message);
  if (!match) return undefined;
  const total = Number(match[2]);
  const share = total === 0 ? 1 : Math.min(Number(match[1]), total) / total;
  const phase = match[3]!.trim();
  return phase === "checking" ? share / 2 : phase === "writing" ? 0.5 + share / 2 : share;
}
