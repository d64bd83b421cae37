import { Trans, useLingui } from "@lingui/react/macro";
import { memo, useState } from "react";
import type { VehicleListFilter, VehicleReferenceData } from "../../../shared/generated/vehicles";
import { categoryChoices } from "./category-names";

interface VehicleFiltersProps {
  filter: VehicleListFilter;
  onChange: (filter: VehicleListFilter) => void;
  referenceData: VehicleReferenceData | undefined;
}

/** Search box and filters: category, status (active/removed), defect status and compliance status. */
export const VehicleFilters = memo(function VehicleFilters({ filter, onChange, referenceData }: VehicleFiltersProps) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState(filter.search ?? "");
  // Every keystroke searches at once, without a debounce: a window of search results costs the server a few ms,
  // and the list keeps its rows on screen until the new ones arrive (use-windowed-list.ts), so nothing flickers.
  const typed = (text: string) => {
    setSearch(text);
    if ((filter.search ?? "") !== text.trim()) onChange({ ...filter, search: text.trim() });
  };
  const select = "rounded-md border border-slate-300 bg-white px-2 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100";
  const categories = categoryChoices(i18n, referenceData?.categories);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="flex flex-col text-xs text-slate-600 dark:text-slate-300">
        <Trans>Search</Trans>
        <input type="search" value={search} onChange={(e) => typed(e.target.value)} placeholder={t`Name, plate, VIN, make…`} className={`${select} w-64`} aria-label={t`Search vehicles`} />
      </label>
      <label className="flex flex-col text-xs text-slate-600 dark:text-slate-300">
        <Trans>Category</Trans>
        <select className={select} value={filter.categoryId ?? ""} onChange={(e) => onChange({ ...filter, categoryId: e.target.value || undefined })}>
          <option value="">{t`All categories`}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-xs text-slate-600 dark:text-slate-300">
        <Trans>Status</Trans>
        <select className={select} value={filter.status ?? "active"} onChange={(e) => onChange({ ...filter, status: e.target.value as VehicleListFilter["status"] })}>
          <option value="active">{t`Active`}</option>
          <option value="removed">{t`Removed`}</option>
          <option value="all">{t`All`}</option>
        </select>
      </label>
      <label className="flex flex-col text-xs text-slate-600 dark:text-slate-300">
        <Trans>Defects</Trans>
        <select className={select} value={filter.defect ?? "any"} onChange={(e) => onChange({ ...filter, defect: e.target.value as VehicleListFilter["defect"] })}>
          <option value="any">{t`Any`}</option>
          <option value="none">{t`Good`}</option>
          <option value="minor">{t`Minor`}</option>
          <option value="major">{t`Major`}</option>
        </select>
      </label>
      <label className="flex flex-col text-xs text-slate-600 dark:text-slate-300">
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
