import { useLingui } from "@lingui/react/macro";
import { memo } from "react";

import type { VehicleListFilter, VehicleReferenceData } from "../../../shared/generated/vehicles";
import { FilterSelect, ListSearch, RemovedStatusFilter } from "../../ui/list-search";
import { categoryChoices } from "./category-names";

interface VehicleFiltersProps {
  filter: VehicleListFilter;
  onChange: (filter: VehicleListFilter) => void;
  referenceData: VehicleReferenceData | undefined;
}

/** Search box and filters: category, status (active/removed), defect status and compliance status. */
export const VehicleFilters = memo(function VehicleFilters({ filter, onChange, referenceData }: VehicleFiltersProps) {
  const { t, i18n } = useLingui();
  const categories = categoryChoices(i18n, referenceData?.categories);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <ListSearch
        value={filter.search}
        onSearch={(search) => onChange({ ...filter, search })}
        placeholder={t`Name, plate, VIN, make…`}
        label={t`Search vehicles`}
      />
      <FilterSelect
        label={t`Category`}
        value={filter.categoryId ?? ""}
        options={[["", t`All categories`], ...categories.map((c): [string, string] => [c.id, c.label])]}
        onChange={(categoryId) => onChange({ ...filter, categoryId: categoryId || undefined })}
      />
      <RemovedStatusFilter value={filter.status} onChange={(status) => onChange({ ...filter, status })} />
      <FilterSelect
        label={t`Defects`}
        value={filter.defect ?? "any"}
        options={[
          ["any", t`Any`],
          ["none", t`Good`],
          ["minor", t`Minor`],
          ["major", t`Major`],
        ]}
        onChange={(defect) => onChange({ ...filter, defect })}
      />
      <FilterSelect
        label={t`Compliance`}
        value={filter.compliance ?? "any"}
        options={[
          ["any", t`Any`],
          ["expired", t`Expired`],
          ["expiring", t`Expiring within 4 weeks`],
          ["ok", t`Up to date`],
        ]}
        onChange={(compliance) => onChange({ ...filter, compliance })}
      />
    </div>
  );
});
