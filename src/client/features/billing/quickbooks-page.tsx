import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useState } from "react";
import { Link } from "wouter";

import type { QuickBooksExport, QuickBooksExportList, QuickBooksStatus } from "../../../shared/generated/billing";
import { useAppState, usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { ErrorRow } from "../../ui/error-row";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { billingLinks } from "./billing-routes";
import { QuickBooksExportForm } from "./quickbooks-export-form";
import { QuickBooksFileButtons } from "./quickbooks-files";
import { HISTORY_PAGE_SIZE, QuickBooksHistory } from "./quickbooks-history";

/**
 * `/portal/integrations/qbooks` (docs/billing.md "QuickBooks export"): the platform operator's QuickBooks exports —
 * every company's invoices and payments of a period, as IIF for QuickBooks Desktop and CSV for QuickBooks Online —
 * and what was exported when. Administrators only (docs/billing.md "Who may do what"); anyone else is refused here
 * and by the server.
 */
export function QuickBooksPage() {
  const roles = useAppState((s) => s.session.roles);
  if (!roles.includes("administrator")) {
    return (
      <PortalLayout>
        <div data-testid="not-allowed">
          <ErrorRow error={{ messageId: "UnauthorizedException", hint: "" }} />
        </div>
      </PortalLayout>
    );
  }
  return <QuickBooksScreen />;
}

function ConnectionStatus({ status }: { status: QuickBooksStatus }) {
  const { t } = useLingui();
  const box = "rounded-md border px-3 py-2 text-sm";
  if (status.configured) {
    return (
      <div
        className={`${box} border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100`}
        data-testid="qb-connection"
      >
        <Trans>
          QuickBooks Online API: configured ({status.environment === "production" ? t`production` : t`sandbox`}, company{" "}
          {status.realmId ?? ""}). The files below remain the way to bring invoices and payments into QuickBooks.
        </Trans>
      </div>
    );
  }
  const missing = status.missing.join(", ");
  return (
    <div
      className={`${box} border-slate-300 bg-slate-50 text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100`}
      data-testid="qb-connection"
    >
      <Trans>
        No QuickBooks Online API connection is configured on this server (missing: {missing}). Export the files below
        and import them into QuickBooks.
      </Trans>
    </div>
  );
}

function QuickBooksScreen() {
  const { t } = useLingui();
  const client = usePortalClient();
  const [status, setStatus] = useState<QuickBooksStatus>();
  const [history, setHistory] = useState<QuickBooksExportList>();
  const [page, setPage] = useState(0);
  const [latest, setLatest] = useState<QuickBooksExport>();
  const [problem, setProblem] = useState<ServerError>();

  const loadHistory = useCallback(
    (at: number) =>
      completePayload(
        client.session.api.quickBooksExportList({ offset: at * HISTORY_PAGE_SIZE, limit: HISTORY_PAGE_SIZE }),
      ).then(setHistory, (e: unknown) => setProblem(toServerError(e))),
    [client],
  );
  useEffect(() => {
    completePayload(client.session.api.quickBooksStatus({})).then(setStatus, (e: unknown) =>
      setProblem(toServerError(e)),
    );
  }, [client]);
  useEffect(() => void loadHistory(page), [loadHistory, page]);

  if (!status || !history)
    return problem ? (
      <PortalLayout>
        <ErrorRow error={problem} />
      </PortalLayout>
    ) : (
      <LoadingScreen />
    );
  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-5xl flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">
            <Trans>QuickBooks</Trans>
          </h1>
          <Link className="ml-auto text-sm text-blue-700 underline dark:text-blue-300" href={billingLinks.invoices()}>
            {t`Invoices`}
          </Link>
        </div>
        <ConnectionStatus status={status} />
        <QuickBooksExportForm
          onExported={(exported) => {
            setLatest(exported);
            if (page === 0) void loadHistory(0);
            else setPage(0);
          }}
        />
        {latest && (
          <div
            role="status"
            className="flex flex-col gap-2 rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
            data-testid="qb-exported"
          >
            <span>
              <Trans>
                Exported <Plural value={latest.invoiceCount} one="# invoice" other="# invoices" /> and{" "}
                <Plural value={latest.paymentCount} one="# payment" other="# payments" />.
              </Trans>
            </span>
            <QuickBooksFileButtons files={latest.files} />
          </div>
        )}
        <ErrorRow error={problem} />
        <h2 className="text-lg font-semibold">
          <Trans>What was exported when</Trans>
        </h2>
        <QuickBooksHistory exports={history.exports} count={history.count} page={page} onPage={setPage} />
      </div>
    </PortalLayout>
  );
}
