import { Trans } from "@lingui/react/macro";

import { AdminScreen } from "../../all-companies/admin-screen";
import { RecordHeading } from "../../all-companies/record-heading";
import { useCrossCompanyRecord } from "../../all-companies/use-cross-company-record";
import { LoadingScreen } from "../../ui/loading-screen";
import { RecordNotFound } from "../../ui/record-not-found";
import { invoicesOfEveryCompany } from "./admin-screens";
import { InvoiceFacts } from "./invoice-details-page";
import { InvoiceStatusBadge } from "./invoice-status";

/** /portal/admin/invoices/{id}: one invoice of any company — lines, taxes, payments, amount due — read only. */
export function AdminInvoicePage() {
  const { record, problem } = useCrossCompanyRecord((api, id) => api.allCompaniesInvoiceGet({ id }));
  if (!record)
    return problem ? (
      <RecordNotFound error={problem} backTo={invoicesOfEveryCompany.links.list()} />
    ) : (
      <LoadingScreen />
    );
  const { company, invoice } = record;
  const number = invoice.number;
  return (
    <AdminScreen>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <RecordHeading
          title={<Trans>Invoice {number}</Trans>}
          company={company}
          backTo={invoicesOfEveryCompany.links.list()}
        >
          <InvoiceStatusBadge status={invoice.status} />
        </RecordHeading>
        <InvoiceFacts invoice={invoice} />
      </div>
    </AdminScreen>
  );
}
