// Export (ExportEmployeesQueryOperation): the server answers a short-lived signed download address rather
// than the file (a websocket message is capped at 64 KB); the browser then downloads the streamed CSV from it.
import type { Api } from "../../../shared/generated/client";
import type { UserListFilter, UserSort } from "../../../shared/generated/users";
import { completePayload } from "../../sync/complete-payload";

export async function downloadEmployeesCsv(api: Api, filter: UserListFilter, sort: UserSort): Promise<void> {
  const answer = await completePayload(api.exportEmployeesQueryOperation({ filter, sort }));
  const link = document.createElement("a");
  link.href = answer.url;
  link.download = answer.fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}
