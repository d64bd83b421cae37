import { Trans, useLingui } from "@lingui/react/macro";
import { memo, useEffect, useState } from "react";
import type { VehicleListFilter, VehicleReferenceData } from "../../../shared/generated/vehicles";

interface VehicleFiltersProps {
  filter: VehicleListFilter;
  onChange: (filter: VehicleListFilter) => void;
  referenceData: VehicleReferenceData | undefined;
}

const SEARCH_DEBOUNCE_MS = 250;

/** Search box and filters: category, status (active/removed), defect status and compliance status. */
export const VehicleFilters = memo(function VehicleFilters({ filter, onChange, referenceData }: VehicleFiltersProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState(filter.search ?? "");
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((filter.search ?? "") !== search.trim()) onChange({ ...filter, search: search.trim() });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]); // eslint-disable-line react-hooks/exhaustive-deps -- debounce on typing only
  const select = "rounded-md border border-slate-300 bg-white px-2 py-2 text-sm dark:border-slate-600 dark:bg-slate-800";
  const categories = Object.values(referenceData?.categories ?? {}).sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="flex flex-col text-xs text-slate-600">
        <Trans>Search</Trans>
        <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t`Name, plate, VIN, make…`} className={`${select} w-64`} aria-label={t`Search vehicles`} />
      </label>
      <label className="flex flex-col text-xs text-slate-600">
        <Trans>Category</Trans>
        <select className={select} value={filter.categoryId ?? ""} onChange={(e) => onChange({ ...filter, categoryId: e.target.value || undefined })}>
          <option value="">{t`All categories`}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-xs text-slate-600">
        <Trans>Status</Trans>
        <select className={select} value={filter.status ?? "active"} onChange={(e) => onChange({ ...filter, status: e.target.value as VehicleListFilter["status"] })}>
          <option value="active">{t`Active`}</option>
          <option value="removed">{t`Removed`}</option>
          <option value="all">{t`All`}</option>
        </select>
      </label>
      <label className="flex flex-col text-xs text-slate-600">
        <Trans>Defects</Trans>
        <select className={select} value={filter.defect ?? "any"} onChange={(e) => onChange({ ...filter, defect: e.target.value as VehicleListFilter["defect"] })}>
          <option value="any">{t`Any`}</option>
          <option value="none">{t`Good`}</option>
          <option value="minor">{t`Minor`}</option>
          <option value="major">{t`Major`}</option>
        </select>
      </label>
      <label className="flex flex-col text-xs text-slate-600">
        <Trans>Compliance</Trans>
        <select className={select} value={filter.compliance ?? "any"} onChange={(e) => onChange({ ...filter, compliance: e.target.value as VehicleListFilter["compliance"] })}>
          <option value="any">{t`Any`}</option>
          <option value="expired">{t`Expired`}</option>
          <option value="expiring">{t`Expiring within 4 weeks`}</option>
          <option value="ok">{t`Up to date`}</option>
        </select>
      </label>
    </div>
  );
});
