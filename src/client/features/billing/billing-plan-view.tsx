import { Trans, useLingui } from "@lingui/react/macro";

import type { BillingDisplay } from "../../../shared/generated/billing";
import { featureLabel } from "../../app/access-labels";
import { formatDate, formatMoney } from "../../i18n/format";
import { InvoiceLines } from "./invoice-lines";

const CELL = "px-3 py-2";

/**
 * The billing display (docs/billing.md "Screens"): the plan (period, discount, credit, promotion, contract start,
 * taxes), its priced features and the next invoice's estimate. The company's own billing screen and the operator's
 * view of any company (features/operator) show the same thing.
 */
export function BillingPlanView({ plan }: { plan: BillingDisplay }) {
  const { t, i18n } = useLingui();
  const period: Record<string, string> = {
    monthly: t`Monthly`,
    quarterly: t`Quarterly`,
    "semi-annually": t`Semi-annually`,
    annually: t`Annually`,
  };
  const discount: Record<string, string> = {
    none: t`None`,
    full: t`Full (100%)`,
    half: t`Half (50%)`,
    third: t`Third (30%)`,
    quarter: t`Quarter (25%)`,
    fifth: t`Fifth (20%)`,
    tenth: t`Tenth (10%)`,
  };
  const priced = plan.features.filter((f) => f.priceCents > 0);
  return (
    <>
      <dl className="grid grid-cols-2 gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-3 dark:border-slate-700 dark:bg-slate-900">
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">{t`Billing period`}</dt>
          <dd data-testid="billing-period">{period[plan.billingPeriod]}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">{t`Discount`}</dt>
          <dd data-testid="billing-discount">{discount[plan.discount]}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">{t`Credit`}</dt>
          <dd data-testid="billing-credit">{formatMoney(plan.creditCents)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">{t`Promotion code`}</dt>
          <dd>{plan.promoCode ?? "—"}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">{t`Contract start`}</dt>
          <dd>{plan.contractStart ? formatDate(plan.contractStart) : "—"}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">{t`Sales taxes for`}</dt>
          <dd>{plan.jurisdiction ?? "—"}</dd>
        </div>
      </dl>
      <h2 className="text-lg font-semibold">{t`Features and prices`}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>
          Vehicle features are priced per active vehicle or trailer per month; people features per active or invited
          employee per month.
        </Trans>
      </p>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
        <table className="w-full text-sm" data-testid="billing-features">
          <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            <tr>
              <th className={CELL}>{t`Feature`}</th>
              <th className={`${CELL} text-right`}>{t`Price`}</th>
              <th className={`${CELL} text-right`}>{t`Units`}</th>
              <th className={`${CELL} text-right`}>{t`Per month`}</th>
            </tr>
          </thead>
          <tbody>
            {priced.map((f) => (
              <tr key={f.name} className="border-t border-slate-100 dark:border-slate-800">
                <td className={CELL}>{featureLabel(i18n, f.name)}</td>
                <td className={`${CELL} text-right`}>
                  {f.basis === "vehicle"
                    ? t`${formatMoney(f.priceCents)} / vehicle`
                    : t`${formatMoney(f.priceCents)} / employee`}
                </td>
                <td className={`${CELL} text-right`}>{f.quantity}</td>
                <td className={`${CELL} text-right`}>{formatMoney(f.monthlyCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 className="text-lg font-semibold">
        <Trans>Next invoice (estimate): {plan.nextPeriodLabel}</Trans>
      </h2>
      <InvoiceLines
        items={plan.estimate.items}
        taxes={plan.estimate.taxes}
        subtotalCents={plan.estimate.subtotalCents}
        totalCents={plan.estimate.totalCents}
        extra={[
          ...(plan.estimate.creditAppliedCents > 0
            ? [{ label: t`Credit applied`, cents: -plan.estimate.creditAppliedCents }]
            : []),
          { label: t`Amount due`, cents: plan.estimate.amountDueCents, testId: "invoice-due" },
        ]}
      />
    </>
  );
}
