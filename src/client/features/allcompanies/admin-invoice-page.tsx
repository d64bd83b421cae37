import { Trans } from "@lingui/react/macro";

import { LoadingScreen } from "../../ui/loading-screen";
import { RecordNotFound } from "../../ui/record-not-found";
import { InvoiceFacts } from "../billing/invoice-details-page";
import { InvoiceStatusBadge } from "../billing/invoice-status";
import { AdminScreen } from "./admin-screen";
import { allCompaniesLinks } from "./allcompanies-routes";
import { RecordHeading } from "./record-heading";
import { useCrossCompanyRecord } from "./use-cross-company-record";

/** /portal/admin/invoices/{id}: one invoice of any company — lines, taxes, payments, amount due — read only. */
export function AdminInvoicePage() {
  const { record, problem } = useCrossCompanyRecord((api, id) => api.allCompaniesInvoiceGet({ id }));
  if (!record)
    return problem ? <RecordNotFound error={problem} backTo={allCompaniesLinks.invoices()} /> : <LoadingScreen />;
  const { company, invoice } = record;
  const number = invoice.number;
  return (
    <AdminScreen>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <RecordHeading title={<Trans>Invoice {number}</Trans>} company={company} backTo={allCompaniesLinks.invoices()}>
          <InvoiceStatusBadge status={invoice.status} />
        </RecordHeading>
        <InvoiceFacts invoice={invoice} />
      </div>
    </AdminScreen>
  );
}
