import { useLingui } from "@lingui/react/macro";
import type { Dispatch, SetStateAction } from "react";

import type { ChecklistListFilter } from "../../../shared/generated/checklists";
import { ListSearch, RemovedStatusFilter } from "../../ui/list-search";

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
      <RemovedStatusFilter value={filter.status} onChange={(status) => onChange((f) => ({ ...f, status }))} />
    </>
  );
}
