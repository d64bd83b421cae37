import { useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState } from "react";

import type { AdminAuditListFilter } from "../../../shared/generated/operator";
import { usePortalClient } from "../../app/client-context";
import { formatDateTime } from "../../i18n/format";
import { liveListChanges } from "../../sync/list-spec";
import { useWindowedList } from "../../sync/use-windowed-list";
import { ErrorRow } from "../../ui/error-row";
import type { TableColumn } from "../../ui/virtual-table/column";
import { columnVisibilityStore, useColumnVisibility } from "../../ui/virtual-table/column-visibility";
import { VirtualTable } from "../../ui/virtual-table/virtual-table";
import { auditEventLabel, shownValue } from "./audit-labels";
import { auditListKey, fetchAuditWindow, type AuditRow } from "./audit-list-query";

const AUDIT_COLUMNS = columnVisibilityStore("fleet.admin.audit.columns", [], ["actor", "changes"]);
const NEWEST_FIRST = { column: "at", direction: "desc" } as const;

/**
 * Audit entries, newest first, windowed: the whole log or one company's (its admin page). Opening an entry shows
 * every field it changed, before and after, below the table.
 */
export function AuditTable({
  filter,
  withCompany,
  onEvents,
  className = "h-96",
}: {
  filter: AdminAuditListFilter;
  withCompany: boolean;
  onEvents?: (events: string[]) => void;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const [open, setOpen] = useState<AuditRow>();
  const fetchWindow = useCallback(
    (offset: number, limit: number) =>
      fetchAuditWindow(client.session.api, filter, offset, limit, onEvents ?? (() => {})),
    [client, filter, onEvents],
  );
  const resumeRefetch = useMemo(() => liveListChanges<AuditRow>(undefined, client.live), [client]);
  const list = useWindowedList<AuditRow>({
    store: client.store,
    clock: client.clock,
    key: auditListKey(filter),
    fields: [],
    fetchWindow,
    // Not live, but asked again after a reconnect like every list on screen (list-spec.ts liveListChanges).
    listenChanges: resumeRefetch,
  });
  const [visibility, changeVisibility] = useColumnVisibility(AUDIT_COLUMNS);
  const columns = useMemo((): TableColumn<AuditRow>[] => {
    const all: TableColumn<AuditRow>[] = [
      { id: "at", header: t`When`, width: 170, hideable: false, cell: (e) => formatDateTime(e.at) },
      {
        id: "event",
        header: t`What`,
        width: 180,
        cell: (e) => <span className="font-medium">{auditEventLabel(i18n, e.event)}</span>,
      },
      {
        id: "company",
        header: t`Company`,
        width: 200,
        cell: (e) => <span className="truncate">{e.companyName ?? ""}</span>,
      },
      { id: "actor", header: t`By`, width: 220, cell: (e) => <span className="truncate">{e.actorName}</span> },
      {
        id: "changes",
        header: t`Changes`,
        width: 320,
        cell: (e) => (
          <span className="truncate text-slate-600 dark:text-slate-300">
            {e.changes.map((c) => c.field).join(", ")}
          </span>
        ),
      },
    ];
    return withCompany ? all : all.filter((c) => c.id !== "company");
  }, [t, i18n, withCompany]);
  return (
    <div className="flex flex-col gap-3">
      <ErrorRow error={list.error} />
      <div className={className}>
        <VirtualTable<AuditRow>
          label={t`Audit log`}
          columns={columns}
          count={list.count}
          rowAt={list.rowAt}
          onRangeChange={list.ensureRange}
          sort={NEWEST_FIRST}
          onSortChange={() => {}}
          columnVisibility={visibility}
          onColumnVisibilityChange={changeVisibility}
          onOpen={setOpen}
          scrollResetKey={list.controller.key}
          emptyMessage={t`No admin changes recorded yet.`}
        />
      </div>
      {open && <AuditEntryChanges entry={open} onClose={() => setOpen(undefined)} />}
    </div>
  );
}

function AuditEntryChanges({ entry, onClose }: { entry: AuditRow; onClose: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900"
      data-testid="audit-entry"
      aria-label={t`Audit entry`}
    >
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{auditEventLabel(i18n, entry.event)}</h3>
        <span className="text-slate-500">
          {formatDateTime(entry.at)} · {entry.actorName}
          {entry.companyName ? ` · ${entry.companyName}` : ""}
        </span>
        <button type="button" className="ml-auto text-blue-700 underline dark:text-blue-300" onClick={onClose}>
          {t`Close`}
        </button>
      </div>
      <table className="w-full text-left">
        <thead className="text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th className="py-1 pr-3">{t`Field`}</th>
            <th className="py-1 pr-3">{t`Before`}</th>
            <th className="py-1">{t`After`}</th>
          </tr>
        </thead>
        <tbody>
          {entry.changes.map((change) => (
            <tr key={change.field} className="border-t border-slate-100 align-top dark:border-slate-800">
              <td className="py-1 pr-3 font-mono text-xs">{change.field}</td>
              <td className="break-all py-1 pr-3">{shownValue(change.before)}</td>
              <td className="break-all py-1">{shownValue(change.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
