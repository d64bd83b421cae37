import { FieldProblem } from "../../shared/generated/common";
import { ServerError } from "./server-error";
import { loadStoredSession, PORTAL_SESSION_KEYS, type SessionKeys } from "./stored-session";

/** The HTTP upload endpoint (src/server/features/files/upload-route.ts); websocket messages are capped at 64 KB. */
export const UPLOAD_PATH = "/api/v1/files";
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];
export const PDF_TYPE = "application/pdf";
/** What a document of an employee's file may be: a scan or photo, or a PDF (docs/files.md "Uploading a document"). */
export const DOCUMENT_TYPES = [...IMAGE_TYPES, PDF_TYPE];

/**
 * Uploads one image with the session token; resolves with the stored file's id or rejects with a ServerError. The
 * driver app passes its own session keys (drive-client.ts), since its session is stored apart from the portal's.
 */
export function uploadImage(file: File, keys: SessionKeys = PORTAL_SESSION_KEYS): Promise<string> {
  return uploadFile(file, IMAGE_TYPES, keys);
}

/** Uploads an image or a PDF document (an employee's file). */
export function uploadDocument(file: File, keys: SessionKeys = PORTAL_SESSION_KEYS): Promise<string> {
  return uploadFile(file, DOCUMENT_TYPES, keys);
}

async function uploadFile(file: File, accepted: readonly string[], keys: SessionKeys): Promise<string> {
  const documents = accepted.includes(PDF_TYPE);
  if (file.size > MAX_UPLOAD_BYTES)
    throw new ServerError("FileTooLarge", "Files can be up to 2 MB.", 413, [
      { path: "file", problem: "tooLarge", limit: MAX_UPLOAD_BYTES },
    ]);
  // The picker's accept list can be bypassed (drag and drop, "All files"): say so before sending the bytes.
  if (file.type !== "" && !accepted.includes(file.type))
    throw new ServerError(
      "UnsupportedMediaType",
      documents
        ? "Only PDF documents and PNG, JPEG, GIF and WebP images can be uploaded."
        : "Only PNG, JPEG, GIF and WebP images can be uploaded.",
      415,
      [{ path: "file", problem: documents ? "notDocument" : "notImage" }],
    );
  const session = loadStoredSession(localStorage, sessionStorage, keys);
  if (!session) throw new ServerError("NotSignedIn", "Sign in again to upload.", 403);
  const response = await fetch(UPLOAD_PATH, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${session.token}`,
      "Content-Type": file.type || "image/png",
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
    // The server names the file's problem in `fields`; 413 and 415 mean too large and not an image whatever the body.
    const named = Array.isArray(body.fields) ? body.fields.filter((f): f is FieldProblem => FieldProblem.is(f)) : [];
    const byStatus: FieldProblem[] =
      response.status === 413
        ? [{ path: "file", problem: "tooLarge" }]
        : response.status === 415
          ? [{ path: "file", problem: documents ? "notDocument" : "notImage" }]
          : [];
    const fields = named.length > 0 ? named : byStatus;
    throw new ServerError(
      body.messageId ?? "UploadFailed",
      body.hint ?? `The upload failed (${response.status}).`,
      response.status,
      fields,
    );
  }
  return body.id;
}
