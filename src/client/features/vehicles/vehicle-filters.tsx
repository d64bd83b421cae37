import { Trans, useLingui } from "@lingui/react/macro";
import { memo } from "react";

import type { VehicleListFilter, VehicleReferenceData } from "../../../shared/generated/vehicles";
import { ListSearch, FILTER_CONTROL, FILTER_LABEL, RemovedStatusFilter } from "../../ui/list-search";
import { categoryChoices } from "./category-names";

interface VehicleFiltersProps {
  filter: VehicleListFilter;
  onChange: (filter: VehicleListFilter) => void;
  referenceData: VehicleReferenceData | undefined;
}

/** Search box and filters: category, status (active/removed), defect status and compliance status. */
export const VehicleFilters = memo(function VehicleFilters({ filter, onChange, referenceData }: VehicleFiltersProps) {
  const { t, i18n } = useLingui();
  const select = FILTER_CONTROL;
  const categories = categoryChoices(i18n, referenceData?.categories);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <ListSearch
        value={filter.search}
        onSearch={(search) => onChange({ ...filter, search })}
        placeholder={t`Name, plate, VIN, make…`}
        label={t`Search vehicles`}
      />
      <label className={FILTER_LABEL}>
        <Trans>Category</Trans>
        <select
          className={select}
          value={filter.categoryId ?? ""}
          onChange={(e) => onChange({ ...filter, categoryId: e.target.value || undefined })}
        >
          <option value="">{t`All categories`}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <RemovedStatusFilter value={filter.status} onChange={(status) => onChange({ ...filter, status })} />
      <label className={FILTER_LABEL}>
        <Trans>Defects</Trans>
        <select
          className={select}
          value={filter.defect ?? "any"}
          onChange={(e) => onChange({ ...filter, defect: e.target.value as VehicleListFilter["defect"] })}
        >
          <option value="any">{t`Any`}</option>
          <option value="none">{t`Good`}</option>
          <option value="minor">{t`Minor`}</option>
          <option value="major">{t`Major`}</option>
        </select>
      </label>
      <label className={FILTER_LABEL}>
        <Trans>Compliance</Trans>
        <select
          className={select}
          value={filter.compliance ?? "any"}
          onChange={(e) => onChange({ ...filter, compliance: e.target.value as VehicleListFilter["compliance"] })}
        >
          <option value="any">{t`Any`}</option>
          <option value="expired">{t`Expired`}</option>
          <option value="expiring">{t`Expiring within 4 weeks`}</option>
          <option value="ok">{t`Up to date`}</option>
        </select>
      </label>
    </div>
  );
});
