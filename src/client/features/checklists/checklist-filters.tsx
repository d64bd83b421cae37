import { Trans, useLingui } from "@lingui/react/macro";
import type { Dispatch, SetStateAction } from "react";

import type { ChecklistListFilter, ChecklistStatusFilter } from "../../../shared/generated/checklists";
import { FILTER_CONTROL, FILTER_LABEL, ListSearch } from "../../ui/list-search";

/** The checklists list's filters (the company's screen and the operator's over every company): search and status. */
export function ChecklistFilters({
  filter,
  onChange,
}: {
  filter: ChecklistListFilter;
  onChange: Dispatch<SetStateAction<ChecklistListFilter>>;
}) {
  const { t } = useLingui();
  return (
    <>
      <ListSearch
        value={filter.search}
        onSearch={(search) => onChange((f) => ({ ...f, search }))}
        placeholder={t`Name or description`}
        label={t`Search checklists`}
      />
      <label className={FILTER_LABEL}>
        <Trans>Status</Trans>
        <select
          className={FILTER_CONTROL}
          value={filter.status ?? "active"}
          onChange={(e) => onChange((f) => ({ ...f, status: e.target.value as ChecklistStatusFilter }))}
        >
          <option value="active">{t`Active`}</option>
          <option value="removed">{t`Removed`}</option>
          <option value="all">{t`All`}</option>
        </select>
      </label>
    </>
  );
}
