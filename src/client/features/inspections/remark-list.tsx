import { Trans } from "@lingui/react/macro";

import type { InspectionRemark } from "../../../shared/generated/inspections";
import { formatDateTime } from "../../i18n/format";

/** An inspection's remarks: date, by, text; oldest first. */
export function RemarkList({ remarks }: { remarks: readonly InspectionRemark[] }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <h2 className="border-b border-slate-200 px-4 py-3 text-lg font-semibold dark:border-slate-700">
        <Trans>Remarks</Trans>
      </h2>
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {[...remarks]
          .sort((a, b) => a.date - b.date)
          .map((remark) => (
            <li key={remark.id} className="px-4 py-3 text-sm" data-testid="inspection-remark">
              <p className="text-xs text-slate-600 dark:text-slate-300">
                {formatDateTime(remark.date)} · {remark.byName}
              </p>
              <p className="whitespace-pre-wrap">{remark.text}</p>
            </li>
          ))}
      </ul>
    </section>
  );
}
