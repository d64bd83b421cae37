import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Link } from "wouter";

import type { BillingDisplay } from "../../../shared/generated/billing";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { ErrorRow } from "../../ui/error-row";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { BillingPlanView } from "./billing-plan-view";
import { billingLinks } from "./billing-routes";

/**
 * `/portal/operator/{companyId}/billing/display` (docs/billing.md "Screens"): the plan and the next invoice's
 * estimate.
 */
export function BillingDisplayPage() {
  const { t } = useLingui();
  const client = usePortalClient();
  const [plan, setPlan] = useState<BillingDisplay>();
  const [error, setError] = useState<ServerError>();
  useEffect(() => {
    completePayload(client.session.api.billingDisplay({})).then(setPlan, (e: unknown) => setError(toServerError(e)));
  }, [client]);
  if (!plan)
    return error ? (
      <PortalLayout>
        <ErrorRow error={error} />
      </PortalLayout>
    ) : (
      <LoadingScreen />
    );
  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">
            <Trans>Billing</Trans>
          </h1>
          <div className="ml-auto flex gap-2 text-sm">
            <Link
              className="rounded-md border border-slate-300 px-3 py-2 dark:border-slate-600"
              href={billingLinks.invoices()}
            >{t`Invoices`}</Link>
            <Link
              className="rounded-md border border-slate-300 px-3 py-2 dark:border-slate-600"
              href={billingLinks.paymentEdit()}
            >{t`Payment cards`}</Link>
          </div>
        </div>
        <BillingPlanView plan={plan} />
      </div>
    </PortalLayout>
  );
}
