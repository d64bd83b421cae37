// A finished report is downloaded from a short-lived signed address (ReportDownloadRequestEvent): the file can be
// far larger than a websocket message (64 KB), and the server streams it from its stored chunks.
import type { Api } from "../../../shared/generated/client";
import { completePayload } from "../../sync/complete-payload";

export async function downloadReport(api: Api, reportId: string): Promise<void> {
  const link = await completePayload(api.reportDownload({ reportId }));
  const anchor = document.createElement("a");
  anchor.href = link.url;
  anchor.download = link.fileName;
  anchor.rel = "noopener";
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
