// What the users list asks the server for, shared by the screen and the route prefetch (as vehicle-list-query.ts):
// the default filter and sort, the columns the user chose to show, and the fields those columns need.
import type { Person, UserListField, UserListFilter, UserSort } from "../../../shared/generated/users";
import { changedRows, listFields, listPrefetch, type ListSpec } from "../../sync/list-spec";
import { columnVisibilityStore } from "../../ui/virtual-table/column-visibility";

/** A list row: the user id and the list fields the visible columns show (roles joined with commas, as sent). */
export interface UserRow {
  id: string;
  first?: string;
  last?: string;
  email?: string;
  phone?: string;
  roles?: string;
  employmentId?: string;
  licenseClass?: string;
  licenseExpiry?: number;
  state?: string;
  complianceType?: string;
  lastSignIn?: number;
  modifiedDate?: number;
}

/** The live people (active or invited), by name. */
export const DEFAULT_USER_FILTER: UserListFilter = { status: "active" };
export const DEFAULT_USER_SORT: UserSort = { column: "name", direction: "asc" };

/** Column id → the list fields its cell reads (schema UserListField). */
export const USER_COLUMN_FIELDS: Record<string, readonly UserListField[]> = {
  name: ["first", "last"],
  email: ["email"],
  phone: ["phone"],
  roles: ["roles"],
  employmentId: ["employmentId"],
  licenseClass: ["licenseClass"],
  licenseExpiry: ["licenseExpiry"],
  state: ["state"],
  complianceType: ["complianceType"],
  lastSignIn: ["lastSignIn"],
  modifiedDate: ["modifiedDate"],
};

/**
 * The columns shown, per screen size: phone, compliance, last sign-in and last change start hidden; a phone starts
 * with the name and the licence expiry, which fit its width.
 */
export const USER_COLUMNS = columnVisibilityStore(
  "fleet.users.columns",
  ["phone", "complianceType", "lastSignIn", "modifiedDate"],
  ["email", "phone", "roles", "employmentId", "licenseClass", "state", "complianceType", "lastSignIn", "modifiedDate"],
);

/** The users list (docs/users.md "Screens"), as its screen and its route prefetch ask for it. */
export const userListSpec: ListSpec<UserRow, UserListFilter, UserSort, UserListField> = {
  name: "users",
  defaultFilter: DEFAULT_USER_FILTER,
  defaultSort: DEFAULT_USER_SORT,
  columnFields: USER_COLUMN_FIELDS,
  columns: USER_COLUMNS,
  window: (api, request) => api.userList(request),
  allCompanies: (api, request) => api.allCompaniesEmployeeList(request),
  listenChanges: changedRows("UsersChangedNotification", personRow),
};

/** The fields the visible columns need (the cross-company list's too). */
export const userListFields = (visibility: Record<string, boolean>) => listFields(userListSpec, visibility);

/** The route prefetch of the list screens: the first window the screen will ask for, asked for now. */
export const prefetchUserList = listPrefetch(userListSpec);

/** A pushed Person as a list row (UsersChangedNotification carries whole people, the list shows columns). */
export function personRow(person: Person): UserRow {
  const { user, employee } = person;
  const row: UserRow = {
    id: user.id,
    first: user.first,
    last: user.last,
    email: user.email,
    roles: employee.roles.join(","),
  };
  if (user.phone) row.phone = user.phone;
  if (employee.employmentId) row.employmentId = employee.employmentId;
  if (user.licenseClass) row.licenseClass = user.licenseClass;
  if (user.licenseExpiry !== undefined) row.licenseExpiry = user.licenseExpiry;
  if (employee.state) row.state = employee.state;
  if (employee.complianceType) row.complianceType = employee.complianceType;
  if (user.lastSignIn !== undefined) row.lastSignIn = user.lastSignIn;
  const modified = employee.modifiedDate ?? user.modifiedDate;
  if (modified !== undefined) row.modifiedDate = modified;
  return row;
}
