import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState, useId } from "react";
import { Link, useLocation } from "wouter";

import type { InvoiceListFilter, InvoiceSort } from "../../../shared/generated/billing";
import { useAppState, usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { liveListChanges } from "../../sync/list-spec";
import { toServerError, type ServerError } from "../../sync/server-error";
import { useWindowedList } from "../../sync/use-windowed-list";
import { ErrorRow } from "../../ui/error-row";
import { PortalLayout } from "../../ui/portal-layout";
import { ColumnPicker } from "../../ui/virtual-table/column-picker";
import { columnVisibilityStore, useColumnVisibility } from "../../ui/virtual-table/column-visibility";
import { VirtualTable } from "../../ui/virtual-table/virtual-table";
import { billingLinks } from "./billing-routes";
import { invoiceColumns } from "./invoice-columns";
import {
  DEFAULT_INVOICE_FILTER,
  DEFAULT_INVOICE_SORT,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  fetchInvoicePageWindow,
  invoiceListKey,
  type InvoiceRow,
} from "./invoice-list-query";

/** Every column on a wide screen; a phone starts with the number, status and total. */
const INVOICE_COLUMNS = columnVisibilityStore("fleet.invoices.columns", [], ["period", "issued", "due", "po"]);
const INPUT = "rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900";

/**
 * Invoices (`/portal/operator/invoices`, `/{companyId}/invoices`, `/billing/list`): the company's invoices a page at
 * a time (docs/billing.md "Screens").
 */
export function InvoicesPage() {
  const { t, i18n } = useLingui();
  const statusId = useId();
  const pageSizeId = useId();
  const client = usePortalClient();
  const [, navigate] = useLocation();
  const administrator = useAppState((s) => s.session.roles.includes("administrator"));
  const [filter, setFilter] = useState<InvoiceListFilter>(DEFAULT_INVOICE_FILTER);
  const [sort, setSort] = useState<InvoiceSort>(DEFAULT_INVOICE_SORT);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [total, setTotal] = useState<number>();
  const fetchWindow = useCallback(
    (offset: number, limit: number) =>
      fetchInvoicePageWindow(client.session.api, filter, sort, page, size, offset, limit, setTotal),
    [client, filter, sort, page, size],
  );
  // Live, and refetched after a reconnect like every list on screen (list-spec.ts liveListChanges).
  const listenChanges = useMemo(
    () =>
      liveListChanges<InvoiceRow>(
        (live, apply) =>
          live.listen("InvoicesChangedNotification", (payload) =>
            apply(
              Object.fromEntries(
                Object.entries(payload.items).map(([id, i]) => [
                  id,
                  {
                    id,
                    number: i.number,
                    status: i.status,
                    periodLabel: i.periodLabel,
                    issuedDate: i.issuedDate,
                    totalCents: i.totalCents,
                    amountDueCents: i.amountDueCents,
                    ...(i.poNumber ? { poNumber: i.poNumber } : {}),
                  },
                ]),
              ),
            ),
          ),
        client.live,
      ),
    [client],
  );
  const list = useWindowedList<InvoiceRow>({
    store: client.store,
    clock: client.clock,
    key: invoiceListKey(filter, sort, page, size),
    fields: [],
    fetchWindow,
    listenChanges,
  });
  const [visibility, changeVisibility] = useColumnVisibility(INVOICE_COLUMNS);
  const columns = useMemo(() => invoiceColumns(i18n), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const [exportError, setExportError] = useState<ServerError>();
  const exportCsv = async () => {
    try {
      const answer = await completePayload(client.session.api.exportInvoicesQueryOperation({ filter, sort }));
      const link = document.createElement("a");
      link.href = answer.url;
      link.download = answer.fileName;
      link.rel = "noopener";
      document.body.append(link);
      link.click();
      link.remove();
    } catch (error) {
      setExportError(toServerError(error));
    }
  };
  const pages = total === undefined ? 1 : Math.max(1, Math.ceil(total / size));
  const changeFilter = (next: InvoiceListFilter) => {
    setFilter(next);
    setPage(0);
  };
  return (
    <PortalLayout>
      <div className="flex h-[calc(100vh-8rem)] flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">
            <Trans>Invoices</Trans>
          </h1>
          <span className="text-sm text-slate-500" data-testid="invoice-count">
            {total === undefined ? "" : <Plural value={total} one="# invoice" other="# invoices" />}
          </span>
          <div className="ml-auto flex items-center gap-2">
            {/* No menu item for the integrations page: administrators reach it here (docs/billing.md "Decisions"). */}
            {administrator && (
              <Link className={INPUT} href={billingLinks.quickBooks()} data-testid="invoice-quickbooks-link">
                {t`QuickBooks export`}
              </Link>
            )}
            <button type="button" className={INPUT} data-testid="invoice-export" onClick={() => void exportCsv()}>
              {t`Export CSV`}
            </button>
            <ColumnPicker columns={columns} visibility={visibility} onChange={changeVisibility} />
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-3 text-sm">
          <div className="flex flex-col gap-1">
            <label htmlFor={statusId}>{t`Status`}</label>
            <select
              id={statusId}
              className={INPUT}
              value={filter.status ?? "any"}
              onChange={(e) => changeFilter({ ...filter, status: e.target.value as InvoiceListFilter["status"] })}
            >
              <option value="any">{t`All`}</option>
              <option value="open">{t`Open`}</option>
              <option value="paid">{t`Paid`}</option>
              <option value="void">{t`Void`}</option>
            </select>
          </div>
          <label className="flex flex-col gap-1">
            <span>{t`Search`}</span>
            <input
              className={INPUT}
              type="search"
              maxLength={60}
              placeholder={t`Invoice or PO number`}
              value={filter.search ?? ""}
              onChange={(e) => changeFilter({ ...filter, search: e.target.value })}
            />
          </label>
        </div>
        <ErrorRow error={list.error ?? exportError} />
        <div className="min-h-0 flex-1">
          <VirtualTable<InvoiceRow>
            label={t`Invoices`}
            columns={columns}
            count={list.count}
            rowAt={list.rowAt}
            onRangeChange={list.ensureRange}
            sort={sort}
            onSortChange={(next) => {
              setSort(next as InvoiceSort);
              setPage(0);
            }}
            columnVisibility={visibility}
            onColumnVisibilityChange={changeVisibility}
            onOpen={(row) => navigate(billingLinks.details(row.id))}
            scrollResetKey={list.controller.key}
            emptyMessage={
              filter.search || filter.status !== "any"
                ? t`No results match search`
                : t`No invoices yet. The first one is built at the start of your billing period.`
            }
          />
        </div>
        <nav aria-label={t`Pages`} className="flex flex-wrap items-center gap-2 text-sm">
          <button type="button" className={INPUT} disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t`Previous`}
          </button>
          <span data-testid="invoice-page">{t`Page ${page + 1} of ${pages}`}</span>
          <button type="button" className={INPUT} disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            {t`Next`}
          </button>
          <div className="ml-auto flex items-center gap-2">
            <label htmlFor={pageSizeId}>{t`Rows per page`}</label>
            <select
              id={pageSizeId}
              className={INPUT}
              value={size}
              onChange={(e) => {
                setSize(Number(e.target.value));
                setPage(0);
              }}
            >
              {PAGE_SIZES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
        </nav>
      </div>
    </PortalLayout>
  );
}
