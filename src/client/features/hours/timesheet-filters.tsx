import { Trans, useLingui } from "@lingui/react/macro";
import { memo, useEffect, useState } from "react";

import type { TimesheetListFilter, TimesheetPeriod, TimesheetStatus } from "../../../shared/generated/hours";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { ListSearch } from "../../ui/list-search";
import { periodLabel, timesheetStatusLabel } from "./hours-labels";

const PERIODS: readonly TimesheetPeriod[] = ["today", "month", "all"];
const STATUSES: readonly TimesheetStatus[] = ["missing", "incomplete", "inProgress", "complete", "offDay"];

/** The company's drivers for the driver filter (the first 500 by name; the search box finds anyone). */
export function useDrivers(enabled: boolean): { id: string; name: string }[] {
  const client = usePortalClient();
  const [drivers, setDrivers] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    completePayload(
      client.session.api.userList({
        filter: { role: "driver", status: "all" },
        sort: { column: "name", direction: "asc" },
        offset: 0,
        limit: 500,
        fields: ["first", "last"],
      }),
    ).then(
      (page) =>
        alive &&
        setDrivers(
          page.ids.map((id, i) => ({
            id,
            name: `${page.columns.first?.[i] ?? ""} ${page.columns.last?.[i] ?? ""}`.trim(),
          })),
        ),
      () => undefined,
    );
    return () => void (alive = false);
  }, [client, enabled]);
  return drivers;
}

interface TimesheetFiltersProps {
  filter: TimesheetListFilter;
  onChange: (filter: TimesheetListFilter) => void;
  /** One employee's hours: the driver is fixed, so neither the driver filter nor the search shows. */
  fixedDriver?: boolean;
}

/** The periods (all, today, current month: one at a time, today by default), driver, status and a search by driver. */
export const TimesheetFilters = memo(function TimesheetFilters({
  filter,
  onChange,
  fixedDriver,
}: TimesheetFiltersProps) {
  const { t, i18n } = useLingui();
  const drivers = useDrivers(!fixedDriver);
  const period = filter.period ?? "today";
  const select =
    "rounded-md border border-slate-300 bg-white px-2 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100";
  const label = "flex flex-col text-xs text-slate-600 dark:text-slate-300";
  return (
    <div className="flex flex-wrap items-end gap-2">
      <fieldset className={label}>
        <legend className="mb-0.5">
          <Trans>Period</Trans>
        </legend>
        <div
          className="flex overflow-hidden rounded-md border border-slate-300 dark:border-slate-600"
          role="radiogroup"
          aria-label={t`Period`}
        >
          {PERIODS.map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={period === value}
              onClick={() => onChange({ ...filter, period: value })}
              className={`px-3 py-2 text-sm ${period === value ? "bg-blue-700 font-medium text-white" : "bg-white text-slate-800 hover:bg-slate-100 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"}`}
            >
              {periodLabel(i18n, value)}
            </button>
          ))}
        </div>
      </fieldset>
      {!fixedDriver && (
        <>
          <label className={label}>
            <Trans>Driver</Trans>
            <select
              className={`${select} max-w-56`}
              aria-label={t`Driver`}
              value={filter.userId ?? ""}
              onChange={(e) => onChange({ ...filter, userId: e.target.value || undefined })}
            >
              <option value="">{t`All drivers`}</option>
              {drivers.map((driver) => (
                <option key={driver.id} value={driver.id}>
                  {driver.name}
                </option>
              ))}
            </select>
          </label>
          <ListSearch
            value={filter.search}
            onSearch={(search) => onChange({ ...filter, search })}
            placeholder={t`Driver's name…`}
            label={t`Search timesheets`}
            width="w-52"
          />
        </>
      )}
      <label className={label}>
        <Trans>Status</Trans>
        <select
          className={select}
          aria-label={t`Status`}
          value={filter.status ?? ""}
          onChange={(e) =>
            onChange({ ...filter, status: (e.target.value || undefined) as TimesheetStatus | undefined })
          }
        >
          <option value="">{t`Any status`}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {timesheetStatusLabel(i18n, status)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
});
