import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Link } from "wouter";

import type { BillingDisplay } from "../../../shared/generated/billing";
import type { BillingPeriod, DiscountLevel } from "../../../shared/generated/company";
import type { AdminCompanyDetails } from "../../../shared/generated/operator";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { Field } from "../../ui/field";
import { BillingPlanView } from "../billing";
import { BILLING_PERIOD_LABELS, DISCOUNT_LABELS } from "../company";
import { AdminLoading, AdminPage } from "./admin-page";
import { adminLinks } from "./admin-routes";
import { choicesFrom, draftsFrom, type FeatureDraft } from "./feature-drafts";
import { FeaturePricesEditor } from "./feature-prices-editor";
import { useAdminCompany } from "./use-admin-company";

/**
 * `/portal/admin/companys/{id}/billing` (docs/operator.md "Screens"): the company's features on or off with their
 * prices, its billing period and discount (docs/billing.md "Rules"), saved with one audit entry — and its billing
 * display, as the company sees it, reloaded after each save so the operator sees what the change does to the next
 * invoice.
 */
export function CompanyBillingPage() {
  const { details, problem, setDetails } = useAdminCompany();
  return (
    <AdminPage>
      {details ? (
        <CompanyBilling details={details} onSaved={setDetails} />
      ) : problem ? (
        <ErrorRow error={problem} />
      ) : (
        <AdminLoading />
      )}
    </AdminPage>
  );
}

function CompanyBilling({
  details,
  onSaved,
}: {
  details: AdminCompanyDetails;
  onSaved: (details: AdminCompanyDetails) => void;
}) {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const companyId = details.company.id;
  const [plan, setPlan] = useState<BillingDisplay>();
  const [planError, setPlanError] = useState<ServerError>();
  const [drafts, setDrafts] = useState<FeatureDraft[]>(() => draftsFrom(details.features));
  const [period, setPeriod] = useState<BillingPeriod>(details.admin.billingPeriod ?? "monthly");
  const [discount, setDiscount] = useState<DiscountLevel>(details.admin.discount ?? "none");
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  const loadPlan = useCallback(() => {
    completePayload(client.session.api.adminCompanyBilling({ companyId })).then(setPlan, (error: unknown) =>
      setPlanError(toServerError(error)),
    );
  }, [client, companyId]);
  useEffect(loadPlan, [loadPlan]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { choices, problems: found } = choicesFrom(drafts);
    setProblems(found);
    setSaved(false);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setBanner(undefined);
    try {
      // The admin fields go back as they were loaded, with this form's period and discount (they replace them whole).
      const next = await completePayload(
        client.session.api.adminCompanySave({
          companyId,
          admin: { ...details.admin, billingPeriod: period, discount },
          features: choices,
        }),
      );
      onSaved(next);
      setDrafts(draftsFrom(next.features));
      setSaved(true);
      loadPlan();
    } catch (error) {
      setBanner(toServerError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">
          <Trans>Billing of {details.fields.name}</Trans>
        </h1>
        <Link
          className="ml-auto rounded-md border border-slate-300 px-3 py-2 text-sm dark:border-slate-600"
          href={adminLinks.companyDetails(companyId)}
        >
          {t`Company details`}
        </Link>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="company-billing-form">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t`Billing period`}>
            {(p) => (
              <select {...p} value={period} onChange={(e) => setPeriod(e.target.value as BillingPeriod)}>
                {(Object.keys(BILLING_PERIOD_LABELS) as BillingPeriod[]).map((b) => (
                  <option key={b} value={b}>
                    {i18n._(BILLING_PERIOD_LABELS[b])}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t`Discount`}>
            {(p) => (
              <select {...p} value={discount} onChange={(e) => setDiscount(e.target.value as DiscountLevel)}>
                {(Object.keys(DISCOUNT_LABELS) as DiscountLevel[]).map((d) => (
                  <option key={d} value={d}>
                    {i18n._(DISCOUNT_LABELS[d])}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <h2 className="text-lg font-semibold">
          <Trans>Features and prices</Trans>
        </h2>
        <FeaturePricesEditor drafts={drafts} onChange={setDrafts} problems={problems} />
        <ErrorRow error={banner} />
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={busy} data-testid="save-billing">
            <Trans>Save</Trans>
          </Button>
          {saved && (
            <span className="text-sm text-green-800 dark:text-green-300" role="status">
              <Trans>Saved. The billing display below shows the change.</Trans>
            </span>
          )}
        </div>
      </form>
      <h2 className="mt-4 text-xl font-semibold">
        <Trans>Billing display</Trans>
      </h2>
      <ErrorRow error={planError} />
      <section className="flex flex-col gap-4" data-testid="admin-billing-display" aria-label={t`Billing display`}>
        {plan ? <BillingPlanView plan={plan} /> : !planError && <AdminLoading />}
      </section>
    </div>
  );
}
