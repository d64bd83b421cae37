import type { Kysely } from "kysely";
import type { CheckInListFilter, CheckInSort } from "../../../shared/generated/checkins";
import { CHECKIN_SORT_COLUMNS } from "../../db/migrations/0009-checkins";
import type { Database } from "../../db/tables";
import type { WindowSpec } from "../../lists/windowed-list";

/**
 * The window spec of a check-in list: company-scoped, and limited to one user for a session that sees only its own
 * check-ins (scope.ts) whatever the filter asks. Check-ins are never edited, so only adds change counts and positions.
 */
export function checkInListSpec(db: Kysely<Database>, companyId: string, filter: CheckInListFilter, sort: CheckInSort, onlyUser: string | undefined): WindowSpec {
  const userId = onlyUser ?? filter.userId;
  const result = filter.result ?? "any";
  // A session limited to itself that asks for someone else gets nobody's rows, not its own.
  const impossible = onlyUser !== undefined && filter.userId !== undefined && filter.userId !== onlyUser;
  const filtered = () => {
    let query = db.selectFrom("checkins").where("company_id", "=", companyId);
    if (impossible) query = query.where("user_id", "=", "");
    else if (userId) query = query.where("user_id", "=", userId);
    if (filter.day) query = query.where("day", "=", filter.day);
    if (result === "fit") query = query.where("result", "=", "None");
    if (result === "notAble") query = query.where("result", "<>", "None");
    return query;
  };
  const normalized = { userId: impossible ? "-" : (userId ?? ""), day: filter.day ?? "", result };
  return {
    scope: companyId,
    cacheKey: JSON.stringify([companyId, "checkins", normalized, sort.column, sort.direction]),
    countKey: JSON.stringify([companyId, "checkins", normalized]),
    filtered,
    sortColumn: CHECKIN_SORT_COLUMNS[sort.column],
    direction: sort.direction,
    countDependsOnContent: false,
  };
}
