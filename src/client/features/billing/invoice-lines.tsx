import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

import type { InvoiceItem, InvoiceTax } from "../../../shared/generated/billing";
import type { FeatureName } from "../../../shared/generated/common";
import { priceBasis } from "../../../shared/rules/billing";
import { featureLabel } from "../../app/access-labels";
import { formatMoney } from "../../i18n/format";

const CELL = "px-3 py-2";

/**
 * A line's description in the reader's language. The server stores it in English as issued ("Inspections — per
 * vehicle per month (prorated 12/30 days)", "Discount (half, 50 %)"); what it says is rebuilt from the line's kind,
 * feature and numbers, and a text that is not of a known form is shown as stored.
 */
export function lineDescription(i18n: I18n, item: Pick<InvoiceItem, "kind" | "feature" | "description">): string {
  const prorated = /\(prorated (\d+)\/(\d+) days\)/.exec(item.description);
  const rate = /\(([^()]*?)(\d+(?:[.,]\d+)?\s?%)\)$/.exec(item.description)?.[2];
  if (item.kind === "feature" && item.feature) {
    const name = featureLabel(i18n, item.feature);
    const per =
      priceBasis(item.feature as FeatureName) === "vehicle"
        ? i18n._(msg`${name} — per vehicle per month`)
        : i18n._(msg`${name} — per employee per month`);
    if (!prorated) return per;
    const [billed, days] = [prorated[1]!, prorated[2]!];
    return `${per} ${i18n._(msg`(prorated ${billed}/${days} days)`)}`;
  }
  if (item.kind === "discount" && rate) return i18n._(msg`Discount (${rate})`);
  const code = /^Promotion (\S+)/.exec(item.description)?.[1];
  if (item.kind === "promotion" && code && rate) return i18n._(msg`Promotion ${code} (${rate})`);
  return item.description;
}

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
  const { t, i18n } = useLingui();
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
              <td className={CELL}>{lineDescription(i18n, item)}</td>
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
                {tax.registrationNumber && (
                  <span className="text-slate-600 dark:text-slate-300" data-testid="tax-registration">
                    {" — "}
                    {tax.kind === "QST"
                      ? t`QST no. ${tax.registrationNumber}`
                      : t`GST/HST no. ${tax.registrationNumber}`}
                  </span>
                )}
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
