import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState, useId } from "react";

import type { AdminAuditListFilter } from "../../../shared/generated/operator";
import { CompanyFilter } from "../../all-companies/company-filter";
import { FILTER_CONTROL, FILTER_LABEL } from "../../ui/list-search";
import type { PickedRecord } from "../../ui/record-picker";
import { AdminPage } from "./admin-page";
import { auditEventLabel } from "./audit-labels";
import { AuditTable } from "./audit-table";

/** The audit log (docs/operator.md "The audit log"): every admin write, newest first, by company and by kind. */
export function AuditPage() {
  return (
    <AdminPage>
      <AuditLog />
    </AdminPage>
  );
}

function AuditLog() {
  const { t, i18n } = useLingui();
  const eventId = useId();
  const [company, setCompany] = useState<PickedRecord>();
  const [event, setEvent] = useState("");
  const [events, setEvents] = useState<string[]>([]);
  const filter = useMemo<AdminAuditListFilter>(
    () => ({ ...(company ? { companyId: company.id } : {}), ...(event ? { event } : {}) }),
    [company, event],
  );
  const onEvents = useCallback(
    (names: string[]) => setEvents((current) => (current.join() === names.join() ? current : names)),
    [],
  );
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">
          <Trans>Audit log</Trans>
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>
            Every change made in the admin area: who, when, which company, before and after. Entries are never edited or
            removed.
          </Trans>
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <CompanyFilter value={company} onChange={setCompany} />
        <div className={FILTER_LABEL}>
          <label htmlFor={eventId}>
            <Trans>Change</Trans>
          </label>
          <select
            id={eventId}
            className={FILTER_CONTROL}
            value={event}
            onChange={(e) => setEvent(e.target.value)}
            data-testid="audit-event-filter"
          >
            <option value="">{t`All changes`}</option>
            {events.map((name) => (
              <option key={name} value={name}>
                {auditEventLabel(i18n, name)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <AuditTable filter={filter} withCompany onEvents={onEvents} className="h-[calc(100vh-20rem)] min-h-64" />
    </div>
  );
}
