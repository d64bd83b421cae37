import { useLingui } from "@lingui/react/macro";

import type { InvoiceItem, InvoiceTax } from "../../../shared/generated/billing";
import { formatMoney } from "../../i18n/format";

const CELL = "px-3 py-2";

/** An invoice's (or an estimate's) lines, taxes and totals, every amount as the server rounded it. */
export function InvoiceLines({
  items,
  taxes,
  subtotalCents,
  totalCents,
  extra,
}: {
  items: readonly InvoiceItem[];
  taxes: readonly InvoiceTax[];
  subtotalCents: number;
  totalCents: number;
  extra?: { label: string; cents: number; testId?: string }[];
}) {
  const { t } = useLingui();
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <table className="w-full text-sm" data-testid="invoice-lines">
        <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          <tr>
            <th className={CELL}>{t`Description`}</th>
            <th className={`${CELL} text-right`}>{t`Qty`}</th>
            <th className={`${CELL} text-right`}>{t`Unit`}</th>
            <th className={`${CELL} text-right`}>{t`Months`}</th>
            <th className={`${CELL} text-right`}>{t`Amount`}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-t border-slate-100 dark:border-slate-800">
              <td className={CELL}>{item.description}</td>
              <td className={`${CELL} text-right`}>{item.kind === "feature" ? item.quantity : ""}</td>
              <td className={`${CELL} text-right`}>{item.kind === "feature" ? formatMoney(item.unitCents) : ""}</td>
              <td className={`${CELL} text-right`}>{item.kind === "feature" ? item.months : ""}</td>
              <td className={`${CELL} text-right`}>{formatMoney(item.amountCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-300 dark:border-slate-600">
          <tr>
            <td className={CELL} colSpan={4}>{t`Subtotal`}</td>
            <td className={`${CELL} text-right`}>{formatMoney(subtotalCents)}</td>
          </tr>
          {taxes.map((tax) => (
            <tr key={tax.kind}>
              <td className={CELL} colSpan={4}>
                {tax.label}
              </td>
              <td className={`${CELL} text-right`}>{formatMoney(tax.amountCents)}</td>
            </tr>
          ))}
          <tr className="font-semibold">
            <td className={CELL} colSpan={4}>{t`Total`}</td>
            <td className={`${CELL} text-right`} data-testid="invoice-total">
              {formatMoney(totalCents)}
            </td>
          </tr>
          {extra?.map((line) => (
            <tr key={line.label} className={line.testId === "invoice-due" ? "font-semibold" : ""}>
              <td className={CELL} colSpan={4}>
                {line.label}
              </td>
              <td className={`${CELL} text-right`} data-testid={line.testId}>
                {formatMoney(line.cents)}
              </td>
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
