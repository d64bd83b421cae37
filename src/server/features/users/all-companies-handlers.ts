// The operator's cross-company employees list (docs/operator.md "Cross-company lists"): this domain's own list — the same spec,
// filters, sorts and list fields — over every company or the chosen one, with a Company column, and an employee of any company read-only.
// Access is administrator-only in the schema, enforced by the dispatcher; nothing here reads the session's company.
import type { Kysely } from "kysely";

import type { UserListColumns } from "../../../shared/generated/users";
import { allCompaniesWindow } from "../../all-companies/company-window";
import type { RowOfItem } from "../../all-companies/live-lists";
import { ownerOf } from "../../all-companies/records";
import type { Database } from "../../db/tables";
import { scopeOf } from "../../lists/company-scope";
import type { Handlers } from "../../ws/dispatch";
import { ALL_USER_LIST_FIELDS, USER_LIST_FIELDS, selectUserListColumns } from "./list-fields";
import { userListSpec } from "./list-spec";
import { loadPerson } from "./people";

export const userAllCompaniesHandlers: Pick<
  Handlers,
  "AllCompaniesEmployeeListRequestEvent" | "AllCompaniesEmployeeGetRequestEvent"
> = {
  async AllCompaniesEmployeeListRequestEvent(payload, context) {
    const spec = userListSpec(
      context.db,
      scopeOf(payload.companyId),
      payload.filter,
      payload.sort,
      context.clock.now(),
    );
    // A row is an employment (a person working for two companies is on two rows), so its id is the employee's.
    const window = await allCompaniesWindow(context, spec, USER_LIST_FIELDS, ALL_USER_LIST_FIELDS, payload, {
      select: selectUserListColumns,
    });
    return { ...window, columns: window.columns as UserListColumns };
  },

  async AllCompaniesEmployeeGetRequestEvent(payload, context) {
    const company = await ownerOf(context.db, "employees", "employee", payload.id);
    const employee = await context.db
      .selectFrom("employees")
      .select("user_id")
      .where("id", "=", payload.id)
      .executeTakeFirstOrThrow();
    return { company, person: await loadPerson(context.db, company.id, employee.user_id) };
  },
};

const IN_CHUNK = 1000;

/** People change by user id; the operator's employees list has a row per employment (employees.id). */
export async function employmentIds(db: Kysely<Database>, userIds: readonly string[]): Promise<RowOfItem[]> {
  const found: RowOfItem[] = [];
  for (let i = 0; i < userIds.length; i += IN_CHUNK) {
    const rows = await db
      .selectFrom("employees")
      .select(["company_id", "user_id", "id"])
      .where("user_id", "in", userIds.slice(i, i + IN_CHUNK))
      .execute();
    for (const row of rows) found.push({ companyId: row.company_id, itemId: row.user_id, rowId: row.id });
  }
  return found;
}
