// What the users list asks the server for, shared by the screen and the route prefetch (as vehicle-list-query.ts):
// the default filter and sort, the columns the user chose to show, and the fields those columns need.
import type { Api } from "../../../shared/generated/client";
import type { Person, UserListField, UserListFilter, UserSort } from "../../../shared/generated/users";
import type { PortalClient } from "../../app/portal-client";
import { companyIdFromUrl } from "../../app/routes";
import { rowsFromColumns, type Columns } from "../../sync/columnar";
import { completePayload } from "../../sync/complete-payload";
import { prefetchFirstWindow, prefetchKey } from "../../sync/list-prefetch";
import { loadStoredSession } from "../../sync/stored-session";
import { WINDOW_SIZE, type WindowPage } from "../../sync/windowed-list";
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

/** The fields the visible columns need, in a fixed order (so equal sets give equal keys). */
export function userListFields(visibility: Record<string, boolean>): UserListField[] {
  const wanted = new Set<UserListField>();
  for (const [column, fields] of Object.entries(USER_COLUMN_FIELDS))
    if (visibility[column] !== false) for (const field of fields) wanted.add(field);
  return [...wanted];
}

export const userListKey = (filter: UserListFilter, sort: UserSort) => `users:${JSON.stringify([filter, sort])}`;

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

export async function fetchUserWindow(
  api: Api,
  filter: UserListFilter,
  sort: UserSort,
  fields: readonly string[],
  offset: number,
  limit: number,
): Promise<WindowPage<UserRow>> {
  const page = await completePayload(api.userList({ filter, sort, offset, limit, fields: fields as UserListField[] }));
  return { count: page.count, ids: page.ids, items: rowsFromColumns<UserRow>(page.ids, page.columns as Columns) };
}

/** The route prefetch of the list screens: the first window the screen will ask for, asked for now. */
export function prefetchUserList(client: PortalClient, params: Record<string, string | undefined>): void {
  const stored = loadStoredSession(localStorage, sessionStorage);
  if (!stored || (params.companyId !== undefined && companyIdFromUrl(params.companyId) !== stored.company)) return;
  const fields = userListFields(USER_COLUMNS.stored());
  const key = prefetchKey(userListKey(DEFAULT_USER_FILTER, DEFAULT_USER_SORT), fields);
  prefetchFirstWindow(
    key,
    () => fetchUserWindow(client.session.api, DEFAULT_USER_FILTER, DEFAULT_USER_SORT, fields, 0, WINDOW_SIZE),
    client.clock.now(),
  );
}
