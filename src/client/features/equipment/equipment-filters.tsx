import { Trans, useLingui } from "@lingui/react/macro";
import { memo } from "react";

import type { EquipmentListFilter } from "../../../shared/generated/equipment";
import { ListSearch, FILTER_CONTROL, FILTER_LABEL } from "../../ui/list-search";

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
      <label className={FILTER_LABEL}>
        <Trans>Status</Trans>
        <select
          className={FILTER_CONTROL}
          value={filter.status ?? "active"}
          onChange={(e) => onChange({ ...filter, status: e.target.value as EquipmentListFilter["status"] })}
        >
          <option value="active">{t`Active`}</option>
          <option value="removed">{t`Removed`}</option>
          <option value="all">{t`All`}</option>
        </select>
      </label>
      <label className={FILTER_LABEL}>
        <Trans>Defects</Trans>
        <select
          className={FILTER_CONTROL}
          value={filter.defect ?? "any"}
          onChange={(e) => onChange({ ...filter, defect: e.target.value as EquipmentListFilter["defect"] })}
        >
          <option value="any">{t`Any`}</option>
          <option value="none">{t`Good`}</option>
          <option value="minor">{t`Minor`}</option>
          <option value="major">{t`Major — out of service`}</option>
        </select>
      </label>
    </div>
  );
});
