import { useLingui } from "@lingui/react/macro";

import { formatMoney } from "../../i18n/format";
import { fieldProblemMessage } from "../../ui/form/field-problem-messages";
import type { FeatureDraft } from "./feature-drafts";

const CELL = "px-3 py-2";

/**
 * The catalogue's features, each with its price (docs/billing.md "Pricing basis"): a checkbox to switch it on and its
 * price per vehicle or employee per month (the catalogue's price beside it). Prices matter only for features switched
 * on.
 */
export function FeaturePricesEditor({
  drafts,
  onChange,
  problems,
}: {
  drafts: readonly FeatureDraft[];
  onChange: (drafts: FeatureDraft[]) => void;
  problems: Record<string, string>;
}) {
  const { t, i18n } = useLingui();
  const change = (name: string, patch: Partial<FeatureDraft>) =>
    onChange(drafts.map((d) => (d.name === name ? { ...d, ...patch } : d)));
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <table className="w-full text-sm" data-testid="feature-prices">
        <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          <tr>
            <th className={CELL}>{t`Feature`}</th>
            <th className={CELL}>{t`Price ($ per unit per month)`}</th>
            <th className={CELL}>{t`Catalogue price`}</th>
          </tr>
        </thead>
        <tbody>
          {drafts.map((d) => {
            const problem = problems[d.name];
            const errorId = `price-error-${d.name}`;
            return (
              <tr key={d.name} className="border-t border-slate-100 align-top dark:border-slate-800">
                <td className={CELL}>
                  <label className="flex items-center gap-2">
                    <input type="checkbox" checked={d.on} onChange={(e) => change(d.name, { on: e.target.checked })} />
                    <span>{d.displayName}</span>
                  </label>
                </td>
                <td className={CELL}>
                  <input
                    className="w-28 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm disabled:opacity-50 dark:border-slate-600 dark:bg-slate-800"
                    inputMode="decimal"
                    aria-label={t`Price of ${d.displayName}`}
                    value={d.price}
                    disabled={!d.on}
                    onChange={(e) => change(d.name, { price: e.target.value })}
                    {...(problem ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
                  />
                  <span className="ml-2 text-xs text-slate-500">
                    {d.basis === "vehicle" ? t`per vehicle` : t`per employee`}
                  </span>
                  {problem && (
                    <span
                      id={errorId}
                      className="block text-sm text-red-700 dark:text-red-400"
                      data-testid="field-error"
                    >
                      {fieldProblemMessage(i18n, {
                        problem,
                        ...(problem === "tooLarge" ? { limit: 10_000 } : problem === "tooSmall" ? { limit: 0 } : {}),
                      })}
                    </span>
                  )}
                </td>
                <td className={`${CELL} text-slate-500`}>{formatMoney(d.listPriceCents)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
