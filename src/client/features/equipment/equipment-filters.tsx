import { Trans, useLingui } from "@lingui/react/macro";
import { memo } from "react";

import type { EquipmentListFilter } from "../../../shared/generated/equipment";
import { FilterSelect, ListSearch, RemovedStatusFilter } from "../../ui/list-search";

/** Search box, status (active/removed) and condition (in service / out of service). */
export const EquipmentFilters = memo(function EquipmentFilters({
  filter,
  onChange,
}: {
  filter: EquipmentListFilter;
  onChange: (filter: EquipmentListFilter) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <ListSearch
        value={filter.search}
        onSearch={(search) => onChange({ ...filter, search })}
        placeholder={t`Name, make, model, serial…`}
        label={t`Search equipment`}
      />
      <RemovedStatusFilter value={filter.status} onChange={(status) => onChange({ ...filter, status })} />
      <FilterSelect
        label={<Trans>Defects</Trans>}
        value={filter.defect ?? "any"}
        options={[
          ["any", t`Any`],
          ["none", t`Good`],
          ["minor", t`Minor`],
          ["major", t`Major — out of service`],
        ]}
        onChange={(defect) => onChange({ ...filter, defect })}
      />
    </div>
  );
});
