import { ServerError } from "./server-error";
import { loadStoredSession } from "./stored-session";

/** The HTTP upload endpoint (src/server/features/files/upload-route.ts); websocket messages are capped at 64 KB. */
export const UPLOAD_PATH = "/api/v1/files";
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/** Uploads one image with the session token; resolves with the stored file's id or rejects with a ServerError. */
export async function uploadImage(file: File): Promise<string> {
  if (file.size > MAX_UPLOAD_BYTES) throw new ServerError("FileTooLarge", "Images can be up to 2 MB.", 413);
  const session = loadStoredSession(localStorage, sessionStorage);
  if (!session) throw new ServerError("NotSignedIn", "Sign in again to upload.", 403);
  const response = await fetch(UPLOAD_PATH, {
    method: "POST",
    headers: { Authorization: `Bearer ${session.token}`, "Content-Type": file.type || "image/png", "X-File-Name": encodeURIComponent(file.name).slice(0, 200) },
    body: file,
  });
  const body = (await response.json().catch(() => ({}))) as { id?: string; messageId?: string; hint?: string };
  if (!response.ok || !body.id) throw new ServerError(body.messageId ?? "UploadFailed", body.hint ?? `The upload failed (${response.status}).`, response.status);
  return body.id;
}
