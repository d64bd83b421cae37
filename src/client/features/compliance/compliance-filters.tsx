import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { memo } from "react";

import type {
  ComplianceKindFilter,
  ComplianceListFilter,
  ComplianceStateFilter,
} from "../../../shared/generated/compliance";
import { DEFAULT_EXPIRING_WEEKS } from "../../../shared/rules/compliance";
import { useCurrentUser } from "../../app/client-context";
import { ListSearch, FILTER_CONTROL, FILTER_LABEL } from "../../ui/list-search";
import { KIND_LABELS, offeredKinds } from "./compliance-labels";

/** Weeks ahead a user may pick for "expiring" (docs/compliance.md "Screens"). */
export const WEEK_CHOICES = [1, 2, 4, 8, 13, 26, 52] as const;

interface ComplianceFiltersProps {
  filter: ComplianceListFilter;
  onChange: (filter: ComplianceListFilter) => void;
}

/** State (expired / expiring), kind, the horizon in weeks, and a search over names, plates and titles. */
export const ComplianceFilters = memo(function ComplianceFilters({ filter, onChange }: ComplianceFiltersProps) {
  const { t, i18n } = useLingui();
  const kinds = offeredKinds(useCurrentUser().company?.features ?? []);
  const select = FILTER_CONTROL;
  const label = FILTER_LABEL;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <ListSearch
        value={filter.search}
        onSearch={(search) => onChange({ ...filter, search })}
        placeholder={t`Name, plate, document…`}
        label={t`Search compliance`}
      />
      <label className={label}>
        <Trans>Show</Trans>
        <select
          className={select}
          aria-label={t`Show`}
          value={filter.state ?? "all"}
          onChange={(e) => onChange({ ...filter, state: e.target.value as ComplianceStateFilter })}
        >
          <option value="all">{t`Expired and expiring`}</option>
          <option value="expired">{t`Expired`}</option>
          <option value="expiring">{t`Expiring`}</option>
        </select>
      </label>
      <label className={label}>
        <Trans>What</Trans>
        <select
          className={select}
          aria-label={t`What`}
          value={filter.kind ?? "all"}
          onChange={(e) => onChange({ ...filter, kind: e.target.value as ComplianceKindFilter })}
        >
          <option value="all">{t`Everything`}</option>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {i18n._(KIND_LABELS[kind])}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        <Trans>Expiring within</Trans>
        <select
          className={select}
          aria-label={t`Expiring within`}
          value={filter.expiringWeeks ?? DEFAULT_EXPIRING_WEEKS}
          onChange={(e) => onChange({ ...filter, expiringWeeks: Number(e.target.value) })}
        >
          {WEEK_CHOICES.map((weeks) => (
            <option key={weeks} value={weeks}>
              {i18n._(msg({ message: plural(weeks, { one: "# week", other: "# weeks" }) }))}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
});
