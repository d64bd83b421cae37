import { FieldProblem } from "../../shared/generated/common";
import { ServerError } from "./server-error";
import { loadStoredSession, PORTAL_SESSION_KEYS, type SessionKeys } from "./stored-session";

/** The HTTP upload endpoint (src/server/features/files/upload-route.ts); websocket messages are capped at 64 KB. */
export const UPLOAD_PATH = "/api/v1/files";
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
const ACCEPTED_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];

/**
 * Uploads one image with the session token; resolves with the stored file's id or rejects with a ServerError. The
 * driver app passes its own session keys (drive-client.ts), since its session is stored apart from the portal's.
 */
export async function uploadImage(file: File, keys: SessionKeys = PORTAL_SESSION_KEYS): Promise<string> {
  if (file.size > MAX_UPLOAD_BYTES)
    throw new ServerError("FileTooLarge", "Images can be up to 2 MB.", 413, [
      { path: "file", problem: "tooLarge", limit: MAX_UPLOAD_BYTES },
    ]);
  // The picker's accept list can be bypassed (drag and drop, "All files"): say so before sending the bytes.
  if (file.type !== "" && !ACCEPTED_TYPES.includes(file.type))
    throw new ServerError("UnsupportedMediaType", "Only PNG, JPEG, GIF and WebP images can be uploaded.", 415, [
      { path: "file", problem: "notImage" },
    ]);
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
          ? [{ path: "file", problem: "notImage" }]
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
