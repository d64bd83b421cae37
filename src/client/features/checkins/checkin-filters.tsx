import { Trans, useLingui } from "@lingui/react/macro";
import { memo } from "react";

import type { CheckInListFilter } from "../../../shared/generated/checkins";
import { ListSearch } from "../../ui/list-search";
import { GOOD, NOT_ABLE } from "./check-in-labels";
import { EmployeePicker, type PickedEmployee } from "./employee-picker";

interface CheckInFiltersProps {
  filter: CheckInListFilter;
  employee: PickedEmployee | undefined;
  /** Only those who see everyone's check-ins can pick someone (the others see only their own). */
  showEmployee: boolean;
  onChange: (filter: CheckInListFilter, employee: PickedEmployee | undefined) => void;
}

/** By day, by employee, by result (only those not able to work) and a search (docs/checkins.md "Screens"). */
export const CheckInFilters = memo(function CheckInFilters({
  filter,
  employee,
  showEmployee,
  onChange,
}: CheckInFiltersProps) {
  const { t, i18n } = useLingui();
  const control =
    "rounded-md border border-slate-300 bg-white px-2 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100";
  const label = "flex flex-col text-xs text-slate-600 dark:text-slate-300";
  const without = <K extends keyof CheckInListFilter>(key: K): CheckInListFilter => {
    const { [key]: _dropped, ...rest } = filter;
    return rest;
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <ListSearch
        value={filter.search}
        onSearch={(search) => onChange(search ? { ...filter, search } : without("search"), employee)}
        placeholder={t`Employee, reason…`}
        label={t`Search check-ins`}
        width="w-52"
      />
      <label className={label}>
        <Trans>Day</Trans>
        <input
          type="date"
          className={control}
          aria-label={t`Day`}
          value={filter.day ?? ""}
          onChange={(e) => onChange(e.target.value ? { ...filter, day: e.target.value } : without("day"), employee)}
          data-testid="day-filter"
        />
      </label>
      {showEmployee && (
        <div className={label}>
          <Trans>Employee</Trans>
          <EmployeePicker
            className={control}
            value={employee}
            onChange={(picked) => onChange(picked ? { ...filter, userId: picked.userId } : without("userId"), picked)}
          />
        </div>
      )}
      <label className={label}>
        <Trans>Result</Trans>
        <select
          className={control}
          aria-label={t`Result`}
          value={filter.result ?? "any"}
          onChange={(e) =>
            onChange(
              e.target.value === "any"
                ? without("result")
                : { ...filter, result: e.target.value as CheckInListFilter["result"] },
              employee,
            )
          }
        >
          <option value="any">{t`Any`}</option>
          <option value="fit">{i18n._(GOOD)}</option>
          <option value="notAble">{i18n._(NOT_ABLE)}</option>
        </select>
      </label>
    </div>
  );
});
