import { Trans, useLingui } from "@lingui/react/macro";
import { memo } from "react";

import type { RoleName } from "../../../shared/generated/common";
import type { UserListFilter } from "../../../shared/generated/users";
import { ALL_ROLES } from "../../../shared/rules/people";
import { ListSearch, FILTER_CONTROL, FILTER_LABEL } from "../../ui/list-search";
import { roleLabel } from "./people-labels";

interface UserFiltersProps {
  filter: UserListFilter;
  onChange: (filter: UserListFilter) => void;
}

/** Search box (name, email, employment id) and the filters (docs/users.md "Rules"): state, status, role, licence. */
export const UserFilters = memo(function UserFilters({ filter, onChange }: UserFiltersProps) {
  const { t, i18n } = useLingui();
  const select = FILTER_CONTROL;
  const label = FILTER_LABEL;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <ListSearch
        value={filter.search}
        onSearch={(search) => onChange({ ...filter, search })}
        placeholder={t`Name, email, employment ID…`}
        label={t`Search users`}
      />
      <label className={label}>
        <Trans>User state</Trans>
        {/* The state filter offers active, inactive (shown "Removed") and invited; choosing one shows every status. */}
        <select
          className={select}
          aria-label={t`User state`}
          value={filter.state ?? ""}
          onChange={(e) =>
            onChange({
              ...filter,
              state: (e.target.value || undefined) as UserListFilter["state"],
              ...(e.target.value ? { status: "all" as const } : {}),
            })
          }
        >
          <option value="">{t`Any`}</option>
          <option value="active">{t`Active`}</option>
          <option value="inactive">{t`Removed`}</option>
          <option value="invited">{t`Invited`}</option>
        </select>
      </label>
      <label className={label}>
        <Trans>Status</Trans>
        <select
          className={select}
          aria-label={t`Status`}
          value={filter.status ?? "active"}
          onChange={(e) => onChange({ ...filter, status: e.target.value as UserListFilter["status"] })}
        >
          <option value="all">{t`All`}</option>
          <option value="active">{t`Active`}</option>
          <option value="inactive">{t`Inactive`}</option>
        </select>
      </label>
      <label className={label}>
        <Trans>Role</Trans>
        <select
          className={select}
          aria-label={t`Role`}
          value={filter.role ?? ""}
          onChange={(e) => onChange({ ...filter, role: (e.target.value || undefined) as RoleName | undefined })}
        >
          <option value="">{t`All roles`}</option>
          {ALL_ROLES.map((role) => (
            <option key={role} value={role}>
              {roleLabel(i18n, role)}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        <Trans>Licence</Trans>
        <select
          className={select}
          aria-label={t`Licence`}
          value={filter.licence ?? "any"}
          onChange={(e) => onChange({ ...filter, licence: e.target.value as UserListFilter["licence"] })}
        >
          <option value="any">{t`Any`}</option>
          <option value="expired">{t`Expired`}</option>
          <option value="expiring">{t`Expiring within 4 weeks`}</option>
          <option value="ok">{t`Up to date`}</option>
          <option value="none">{t`No licence on file`}</option>
        </select>
      </label>
    </div>
  );
});
