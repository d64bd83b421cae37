import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import type { BillingDisplay } from "../../../shared/generated/billing";
import { usePortalClient } from "../../app/client-context";
import { formatDate, formatMoney } from "../../i18n/format";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { ErrorRow } from "../../ui/error-row";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { billingLinks } from "./billing-routes";
import { InvoiceLines } from "./invoice-lines";

const CELL = "px-3 py-2";

/** `/portal/operator/{companyId}/billing/display` (SPEC §2 billing display): the plan and the next invoice's estimate. */
export function BillingDisplayPage() {
  const { t } = useLingui();
  const client = usePortalClient();
  const [plan, setPlan] = useState<BillingDisplay>();
  const [error, setError] = useState<ServerError>();
  useEffect(() => {
    completePayload(client.session.api.billingDisplay({})).then(setPlan, (e: unknown) => setError(toServerError(e)));
  }, [client]);
  if (!plan) return error ? <PortalLayout><ErrorRow error={error} /></PortalLayout> : <LoadingScreen />;
  const period: Record<string, string> = { monthly: t`Monthly`, quarterly: t`Quarterly`, "semi-annually": t`Semi-annually`, annually: t`Annually` };
  const discount: Record<string, string> = { none: t`None`, full: t`Full (100%)`, half: t`Half (50%)`, third: t`Third (30%)`, quarter: t`Quarter (25%)`, fifth: t`Fifth (20%)`, tenth: t`Tenth (10%)` };
  const priced = plan.features.filter((f) => f.priceCents > 0);
  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">
            <Trans>Billing</Trans>
          </h1>
          <div className="ml-auto flex gap-2 text-sm">
            <Link className="rounded-md border border-slate-300 px-3 py-2 dark:border-slate-600" href={billingLinks.invoices()}>{t`Invoices`}</Link>
            <Link className="rounded-md border border-slate-300 px-3 py-2 dark:border-slate-600" href={billingLinks.paymentEdit()}>{t`Payment cards`}</Link>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-3 dark:border-slate-700 dark:bg-slate-900">
          <div><dt className="text-xs uppercase tracking-wide text-slate-500">{t`Billing period`}</dt><dd data-testid="billing-period">{period[plan.billingPeriod]}</dd></div>
          <div><dt className="text-xs uppercase tracking-wide text-slate-500">{t`Discount`}</dt><dd>{discount[plan.discount]}</dd></div>
          <div><dt className="text-xs uppercase tracking-wide text-slate-500">{t`Credit`}</dt><dd data-testid="billing-credit">{formatMoney(plan.creditCents)}</dd></div>
          <div><dt className="text-xs uppercase tracking-wide text-slate-500">{t`Promotion code`}</dt><dd>{plan.promoCode ?? "—"}</dd></div>
          <div><dt className="text-xs uppercase tracking-wide text-slate-500">{t`Contract start`}</dt><dd>{plan.contractStart ? formatDate(plan.contractStart) : "—"}</dd></div>
          <div><dt className="text-xs uppercase tracking-wide text-slate-500">{t`Sales taxes for`}</dt><dd>{plan.jurisdiction ?? "—"}</dd></div>
        </dl>
        <h2 className="text-lg font-semibold">{t`Features and prices`}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>Vehicle features are priced per active vehicle or trailer per month; people features per active or invited employee per month.</Trans>
        </p>
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
          <table className="w-full text-sm" data-testid="billing-features">
            <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800 dark:text-slate-300">
              <tr><th className={CELL}>{t`Feature`}</th><th className={`${CELL} text-right`}>{t`Price`}</th><th className={`${CELL} text-right`}>{t`Units`}</th><th className={`${CELL} text-right`}>{t`Per month`}</th></tr>
            </thead>
            <tbody>
              {priced.map((f) => (
                <tr key={f.name} className="border-t border-slate-100 dark:border-slate-800">
                  <td className={CELL}>{f.displayName}</td>
                  <td className={`${CELL} text-right`}>{f.basis === "vehicle" ? t`${formatMoney(f.priceCents)} / vehicle` : t`${formatMoney(f.priceCents)} / employee`}</td>
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
        <InvoiceLines items={plan.estimate.items} taxes={plan.estimate.taxes} subtotalCents={plan.estimate.subtotalCents} totalCents={plan.estimate.totalCents} extra={[...(plan.estimate.creditAppliedCents > 0 ? [{ label: t`Credit applied`, cents: -plan.estimate.creditAppliedCents }] : []), { label: t`Amount due`, cents: plan.estimate.amountDueCents, testId: "invoice-due" }]} />
      </div>
    </PortalLayout>
  );
}
