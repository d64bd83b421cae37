import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "wouter";

import type { QuickBooksExport } from "../../../shared/generated/billing";
import { useAppState, usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { ErrorRow } from "../../ui/error-row";
import { billingLinks } from "./billing-routes";
import { QuickBooksFileButtons } from "./quickbooks-files";

const BUTTON = "rounded-md border border-slate-300 px-3 py-2 text-sm dark:border-slate-600";

/**
 * On an invoice, for administrators: its QuickBooks export again, as it stands now (InvoiceRebuildQuickBooksRequestEvent),
 * after a PO number, a payment or a rebuild changed it since its period was exported.
 */
export function QuickBooksInvoiceExport({ invoiceId, status }: { invoiceId: string; status: string }) {
  const { t } = useLingui();
  const client = usePortalClient();
  const administrator = useAppState((s) => s.session.roles.includes("administrator"));
  const [exported, setExported] = useState<QuickBooksExport>();
  const [error, setError] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  if (!administrator || status === "void") return null;
  const rebuild = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setExported(await completePayload(client.session.api.invoiceRebuildQuickBooks({ id: invoiceId })));
    } catch (caught) {
      setError(toServerError(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={BUTTON}
          disabled={busy}
          onClick={() => void rebuild()}
          data-testid="invoice-quickbooks"
        >
          {busy ? t`Exporting…` : t`Export to QuickBooks again`}
        </button>
        <Link className="text-blue-700 underline dark:text-blue-300" href={billingLinks.quickBooks()}>
          <Trans>QuickBooks exports</Trans>
        </Link>
      </div>
      {exported && (
        <div role="status" className="flex flex-wrap items-center gap-2" data-testid="invoice-quickbooks-files">
          <span>{t`This invoice's export:`}</span>
          <QuickBooksFileButtons files={exported.files} />
        </div>
      )}
      <ErrorRow error={error} />
    </div>
  );
}
