// The users list's fields (schema UserListField): the SQL columns of `employees` (with `users` joined only for the
// fields the employee row does not copy) each field needs, and its wire value.
import { sql, type SelectQueryBuilder } from "kysely";

import type { UserListField } from "../../../shared/generated/users";
import { NO_DATE } from "../../db/migrations/0003-vehicles";
import type { ListFields } from "../../lists/columnar";

/** A list row: the employee's columns, plus phone and last sign-in read from users when asked for. */
export interface UserListRow {
  id: string;
  user_id: string;
  company_id: string;
  first: string;
  last: string;
  email: string;
  phone: string | null;
  roles: string[];
  employment_id: string | null;
  license_class: string;
  license_expiry: number;
  state: string;
  compliance_type: string;
  last_sign_in: Date | null;
  modified_date: Date;
}

const text = (value: string | null) => (value === null || value === "" ? null : value);

export const USER_LIST_FIELDS: ListFields<UserListField, UserListRow> = {
  first: { columns: ["first"], read: (r) => r.first },
  last: { columns: ["last"], read: (r) => r.last },
  email: { columns: ["email"], read: (r) => r.email },
  phone: { columns: ["phone"], read: (r) => text(r.phone) },
  roles: { columns: ["roles"], read: (r) => r.roles.join(",") },
  employmentId: { columns: ["employment_id"], read: (r) => text(r.employment_id) },
  licenseClass: { columns: ["license_class"], read: (r) => text(r.license_class) },
  licenseExpiry: {
    columns: ["license_expiry"],
    read: (r) => (Number(r.license_expiry) >= NO_DATE ? null : Number(r.license_expiry)),
  },
  state: { columns: ["state"], read: (r) => r.state },
  complianceType: { columns: ["compliance_type"], read: (r) => r.compliance_type },
  lastSignIn: { columns: ["last_sign_in"], read: (r) => r.last_sign_in?.getTime() ?? null },
  modifiedDate: { columns: ["modified_date"], read: (r) => r.modified_date.getTime() },
};

export const ALL_USER_LIST_FIELDS = Object.keys(USER_LIST_FIELDS) as UserListField[];

/** Columns that live on users, not on the employee row: selected through a correlated subquery. */
export const USER_ONLY_COLUMNS = new Set(["phone", "last_sign_in"]);

/**
 * Selects `columns` (selectedColumns of USER_LIST_FIELDS) on an employees query: the employee's own, and the user-only
 * ones through a correlated subquery. The company's list and the operator's cross-company list both select this way.
 */
export function selectUserListColumns<Q extends SelectQueryBuilder<any, any, any>>(
  query: Q,
  columns: readonly string[],
): Q {
  const own = ["user_id", ...columns.filter((c) => !USER_ONLY_COLUMNS.has(c))];
  const joined = columns.filter((c) => USER_ONLY_COLUMNS.has(c));
  return query.select([
    ...own,
    ...joined.map((c) => sql.raw(`(select u.${c} from users u where u.id = employees.user_id)`).as(c)),
  ]) as Q;
}
