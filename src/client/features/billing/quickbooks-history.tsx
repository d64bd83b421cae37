import { Trans, useLingui } from "@lingui/react/macro";

import type { QuickBooksExport } from "../../../shared/generated/billing";
import { formatDateTime, formatMoney } from "../../i18n/format";
import { QuickBooksFileButtons } from "./quickbooks-files";

const CELL = "px-3 py-2 align-top";
const INPUT =
  "rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm disabled:opacity-50 dark:border-slate-600 dark:bg-slate-900";

export const HISTORY_PAGE_SIZE = 20;

/** What was exported when (newest first), with each export's files to download again. */
export function QuickBooksHistory({
  exports,
  count,
  page,
  onPage,
}: {
  exports: readonly QuickBooksExport[];
  count: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(count / HISTORY_PAGE_SIZE));
  if (count === 0) return <p className="text-sm" data-testid="qb-history-empty">{t`Nothing has been exported yet.`}</p>;
  return (
    <div className="flex flex-col gap-2">
      <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
        <table className="w-full min-w-[40rem] text-left text-sm" data-testid="qb-history">
          <caption className="sr-only">{t`Exports`}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500 dark:bg-slate-800 dark:text-slate-300">
            <tr>
              <th scope="col" className={CELL}>{t`When`}</th>
              <th scope="col" className={CELL}>{t`Who`}</th>
              <th scope="col" className={CELL}>{t`What`}</th>
              <th scope="col" className={CELL}>{t`Invoices`}</th>
              <th scope="col" className={CELL}>{t`Payments`}</th>
              <th scope="col" className={CELL}>{t`Files`}</th>
            </tr>
          </thead>
          <tbody>
            {exports.map((exported) => (
              <tr
                key={exported.id}
                className="border-t border-slate-200 dark:border-slate-700"
                data-testid="qb-history-row"
              >
                <td className={CELL}>{formatDateTime(exported.createdDate)}</td>
                <td className={CELL}>{exported.createdByName}</td>
                <td className={CELL}>
                  {exported.kind === "invoice"
                    ? t`Invoice ${exported.invoiceNumber ?? ""}`
                    : t`${exported.from} to ${exported.to}`}
                  <div className="text-xs text-slate-500 dark:text-slate-400">
                    {exported.companyName ?? t`All companies`}
                  </div>
                </td>
                <td className={CELL}>
                  {exported.invoiceCount}{" "}
                  <span className="text-slate-500 dark:text-slate-400">({formatMoney(exported.invoicesCents)})</span>
                </td>
                <td className={CELL}>
                  {exported.paymentCount}{" "}
                  <span className="text-slate-500 dark:text-slate-400">({formatMoney(exported.paymentsCents)})</span>
                </td>
                <td className={CELL}>
                  <QuickBooksFileButtons files={exported.files} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav aria-label={t`Pages`} className="flex items-center gap-2 text-sm">
          <button type="button" className={INPUT} disabled={page === 0} onClick={() => onPage(page - 1)}>
            {t`Newer`}
          </button>
          <span>
            <Trans>
              Page {page + 1} of {pages}
            </Trans>
          </span>
          <button type="button" className={INPUT} disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
            {t`Older`}
          </button>
        </nav>
      )}
    </div>
  );
}
