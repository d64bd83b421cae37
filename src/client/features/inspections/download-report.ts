// The report PDF (InspectionReportRequestEvent): the server answers a short-lived signed address rather than the
// file (a websocket message is capped at 64 KB); the browser downloads the PDF from it, as the employees' CSV export.
import type { Api } from "../../../shared/generated/client";
import { completePayload } from "../../sync/complete-payload";

/** `locale` is the screen's language: the stock schedule's texts are printed in it (docs/schedules.md). */
export async function downloadInspectionReport(api: Api, inspectionId: string, locale: string): Promise<void> {
  const answer = await completePayload(api.inspectionReport({ id: inspectionId }));
  const link = document.createElement("a");
  link.href = `${answer.url}&locale=${encodeURIComponent(locale)}`;
  link.download = answer.fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}
