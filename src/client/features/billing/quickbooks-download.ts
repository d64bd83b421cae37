import type { QuickBooksFile } from "../../../shared/generated/billing";
// A stored QuickBooks export file is downloaded from a short-lived signed address (QuickBooksFileRequestEvent), as
// the invoice PDF and the reports are: the file may be far larger than a websocket message.
import type { Api } from "../../../shared/generated/client";
import { completePayload } from "../../sync/complete-payload";

export async function downloadQuickBooksFile(api: Api, fileId: string): Promise<void> {
  const link = await completePayload(api.quickBooksFile({ id: fileId }));
  const anchor = document.createElement("a");
  anchor.href = link.url;
  anchor.download = link.fileName;
  anchor.rel = "noopener";
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** The order files are offered in, whatever order they come in. */
export const FILE_ORDER: readonly QuickBooksFile["format"][] = ["iif", "qboInvoices", "qboPayments"];
