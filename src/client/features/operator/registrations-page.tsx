import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState, useId } from "react";

import type { AdminRegistration, AdminRegistrationListFilter } from "../../../shared/generated/operator";
import { usePortalClient } from "../../app/client-context";
import { formatDateTime } from "../../i18n/format";
import { completePayload } from "../../sync/complete-payload";
import { liveListChanges } from "../../sync/list-spec";
import { useWindowedList } from "../../sync/use-windowed-list";
import { ErrorRow } from "../../ui/error-row";
import { FILTER_CONTROL, FILTER_LABEL, ListSearch } from "../../ui/list-search";
import type { TableColumn } from "../../ui/virtual-table/column";
import { columnVisibilityStore, useColumnVisibility } from "../../ui/virtual-table/column-visibility";
import { VirtualTable } from "../../ui/virtual-table/virtual-table";
import { AdminPage } from "./admin-page";
import { RegistrationDecision } from "./registration-decision";
import { RegistrationStatusBadge } from "./registration-status";

type Status = NonNullable<AdminRegistrationListFilter["status"]>;
const REGISTRATION_COLUMNS = columnVisibilityStore(
  "fleet.admin.registrations.columns",
  [],
  ["province", "fleetSize", "decided"],
);

/**
 * Registrations (`/portal/admin/register`, `/registration/list`; docs/operator.md "Registrations": an answer within
 * 24 hours): sign-ups waiting for the operator, the longest waiting first. Opening one shows everything the applicant
 * told us, to approve (the company and its owner are created and mailed) or reject with a reason.
 */
export function RegistrationsPage() {
  return (
    <AdminPage>
      <Registrations />
    </AdminPage>
  );
}

function Registrations() {
  const { t } = useLingui();
  const statusId = useId();
  const client = usePortalClient();
  const [status, setStatus] = useState<Status>("waiting");
  const [search, setSearch] = useState("");
  const [open, setOpen] = useState<AdminRegistration>();
  const filter = useMemo<AdminRegistrationListFilter>(
    () => ({ status, ...(search ? { search } : {}) }),
    [status, search],
  );
  // Waiting ones oldest first (the longest waiting on top); decided ones newest first.
  const direction = status === "waiting" ? "asc" : "desc";
  const fetchWindow = useCallback(
    async (offset: number, limit: number) => {
      const page = await completePayload(
        client.session.api.adminRegistrationList({ filter, direction, offset, limit }),
      );
      return { count: page.count, ids: page.ids, items: Object.fromEntries(page.items.map((r) => [r.id, r])) };
    },
    [client, filter, direction],
  );
  const resumeRefetch = useMemo(() => liveListChanges<AdminRegistration>(undefined, client.live), [client]);
  const list = useWindowedList<AdminRegistration>({
    store: client.store,
    clock: client.clock,
    key: `adminRegistrations:${JSON.stringify([filter, direction])}`,
    fields: [],
    fetchWindow,
    // Not live, but asked again after a reconnect like every list on screen (list-spec.ts liveListChanges).
    listenChanges: resumeRefetch,
  });
  const [visibility, changeVisibility] = useColumnVisibility(REGISTRATION_COLUMNS);
  const columns = useMemo(
    (): TableColumn<AdminRegistration>[] => [
      { id: "received", header: t`Received`, width: 160, hideable: false, cell: (r) => formatDateTime(r.createdDate) },
      {
        id: "company",
        header: t`Company`,
        width: 220,
        hideable: false,
        cell: (r) => <span className="truncate font-medium">{r.companyName}</span>,
      },
      {
        id: "applicant",
        header: t`Applicant`,
        width: 260,
        cell: (r) => <span className="truncate">{`${r.first} ${r.last} <${r.email}>`}</span>,
      },
      { id: "province", header: t`Province or state`, width: 110, cell: (r) => r.province ?? "" },
      { id: "fleetSize", header: t`Fleet size`, width: 100, cell: (r) => r.fleetSize ?? "" },
      { id: "status", header: t`Status`, width: 110, cell: (r) => <RegistrationStatusBadge status={r.status} /> },
      {
        id: "decided",
        header: t`Decided`,
        width: 160,
        cell: (r) => (r.decidedDate ? formatDateTime(r.decidedDate) : ""),
      },
    ],
    [t],
  );
  const decided = (registration: AdminRegistration) => {
    setOpen(registration);
    void list.controller.refresh();
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">
          <Trans>Registrations</Trans>
        </h1>
        <span className="text-sm text-slate-500" data-testid="registration-count">
          {list.count === undefined ? "" : <Plural value={list.count} one="# registration" other="# registrations" />}
        </span>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className={FILTER_LABEL}>
          <label htmlFor={statusId}>
            <Trans>Status</Trans>
          </label>
          <select
            id={statusId}
            className={FILTER_CONTROL}
            value={status}
            onChange={(e) => setStatus(e.target.value as Status)}
            data-testid="registration-status-filter"
          >
            <option value="waiting">{t`Waiting`}</option>
            <option value="approved">{t`Approved`}</option>
            <option value="verified">{t`Confirmed by the applicant`}</option>
            <option value="rejected">{t`Rejected`}</option>
            <option value="any">{t`All`}</option>
          </select>
        </div>
        <ListSearch
          value={search}
          onSearch={setSearch}
          placeholder={t`Company or email`}
          label={t`Search registrations`}
        />
      </div>
      <ErrorRow error={list.error} />
      <div className="h-80">
        <VirtualTable<AdminRegistration>
          label={t`Registrations`}
          columns={columns}
          count={list.count}
          rowAt={list.rowAt}
          onRangeChange={list.ensureRange}
          sort={{ column: "received", direction }}
          onSortChange={() => {}}
          columnVisibility={visibility}
          onColumnVisibilityChange={changeVisibility}
          onOpen={setOpen}
          scrollResetKey={list.controller.key}
          emptyMessage={status === "waiting" && !search ? t`No registration is waiting.` : t`No results match search`}
        />
      </div>
      {open && (
        <RegistrationDecision
          key={open.id}
          registration={open}
          onDecided={decided}
          onClose={() => setOpen(undefined)}
        />
      )}
    </div>
  );
}
