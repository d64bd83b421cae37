// Checklist result mail (docs/checklists.md "Rules": a minor or major result mails the company's emailDefects list),
// written to the outbox in the result's transaction like the inspection defect mail, whose helpers it reuses.
import type { ChecklistResult } from "../../../shared/generated/checklists";
import { encodeIdForUrl } from "../../../shared/ids";
import type { ServerConfig } from "../../config";
import { formatDate } from "../../mail/format-date";
import { portalUrl } from "../../mail/templates/links";
import { renderMail, type RenderedMail } from "../../mail/templates/locale";

export const resultUrl = (config: Pick<ServerConfig, "host" | "port">, resultId: string) =>
  portalUrl(config, `/portal/operator/checklists/results/${encodeIdForUrl(resultId)}`);

/** The lines naming each minor or major answer: the item, what was answered, the remarks. */
export function findingLines(result: ChecklistResult): string[] {
  return result.items
    .filter((item) => item.grade !== "none")
    .map((item) => {
      const answer = [...item.options.map((o) => o.name), ...(item.value ? [item.value] : [])].join(", ");
      return `${item.grade === "major" ? "MAJOR" : "minor"} — ${item.name}${answer ? `: ${answer}` : ""}${item.remarks ? ` (${item.remarks})` : ""}`;
    });
}

/** The summary sent to each address of the company's emailDefects list. */
export function checklistDefectMail(
  result: ChecklistResult,
  companyName: string,
  timeZone: string,
  url: string,
  because: string,
): RenderedMail {
  const major = result.defectType === "major";
  const when = formatDate(result.filledAt, timeZone);
  return renderMail(
    `${major ? "Major" : "Minor"} checklist result: ${result.checklistName} — ${result.vehicleName} — ${companyName}`,
    [
      `${result.employeeName} filled the checklist "${result.checklistName}" (${result.resultType === "initial" ? "initial" : "en route"}) for ${result.vehicleName} on ${when}.`,
      ...findingLines(result),
      major
        ? "A major answer means the unit should not be used until it is repaired."
        : "Minor answers should be looked at, but need not stop the unit.",
    ],
    { label: "Open the result", url },
    because,
  );
}
