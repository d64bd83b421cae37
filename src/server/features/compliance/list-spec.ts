// The compliance list (docs/compliance.md "Screens"): what has expired or expires within the chosen weeks, as one
// sorted, windowed list over a UNION ALL of the company's expiring records. Each branch reads an index on (company_id,
// …, expiry) and keeps only rows due before the horizon, so the union holds the few due items, never the whole fleet.
import { sql, type Kysely, type RawBuilder } from "kysely";

import type { ComplianceListFilter, ComplianceSort } from "../../../shared/generated/compliance";
import { NO_DATE } from "../../db/migrations/0003-vehicles";
import type { Database } from "../../db/tables";
import { likePattern } from "../../lists/text-filters";
import type { WindowSpec } from "../../lists/windowed-list";

const WEEK_MS = 7 * 24 * 3600_000;
export const DEFAULT_COMPLIANCE_WEEKS = 4;

const SORT_COLUMNS: Record<ComplianceSort["column"], string> = {
  expiresAt: "expires_at",
  kind: "kind",
  label: "label",
};

/** One row of the union: `id` is kind:owner, unique across branches (a vehicle has one plate and one safety). */
export interface ComplianceRow {
  id: string;
  kind: string;
  owner_id: string;
  label: string;
  detail: string | null;
  expires_at: number;
}

/**
 * Checklists attached to the company's active vehicles whose due day has ended: only overdue ones are compliance
 * items — one due later is routine work, not a lapse (docs/compliance.md "Rules") — read from the partial index on
 * due_at. Without the feature checklistsVehicles none are asked for any more, so none are listed.
 */
const overdueChecklists = (companyId: string, until: RawBuilder<unknown>, now: RawBuilder<unknown>) => sql`
    select 'checklist:' || vc.id, 'checklist', vc.vehicle_id, v.name, c.name, vc.due_at
      from vehicle_checklists vc join vehicles v on v.id = vc.vehicle_id join checklists c on c.id = vc.checklist_id
      where vc.company_id = ${companyId} and vc.detached_at is null and vc.due_at < ${until} and vc.due_at < ${now}
        and not v.deleted and not c.deleted
        and exists (select 1 from companies where id = ${companyId} and features @> array['checklistsVehicles']::text[])`;

/** The company's expiring records due before `until` (epoch ms), as one relation; `now` bounds overdue checklists. */
function dueItems(db: Kysely<Database>, companyId: string, until: number, now: number) {
  const until_ = sql.lit(Math.floor(until));
  const now_ = sql.lit(Math.floor(now));
  const noDate = sql.lit(NO_DATE);
  return sql<ComplianceRow>`(
    select 'plate:' || id as id, 'plate' as kind, id as owner_id, name as label, plate as detail, plate_expiry as expires_at
      from vehicles where company_id = ${companyId} and deleted = false and plate_expiry < ${until_} and plate_expiry < ${noDate}
    union all
    select 'safety:' || id, 'safety', id, name, plate, safety_expiry
      from vehicles where company_id = ${companyId} and deleted = false and safety_expiry < ${until_} and safety_expiry < ${noDate}
    union all
    select 'licence:' || user_id, 'licence', user_id, first || ' ' || last, nullif(license_class, ''), license_expiry
      from employees where company_id = ${companyId} and live and compliance_type = 'included' and license_expiry < ${until_} and license_expiry < ${noDate}
    union all
    select 'document:' || d.id, 'document', e.user_id, e.first || ' ' || e.last, coalesce(nullif(d.title, ''), d.kind), d.expires_at
      from employee_documents d join employees e on e.id = d.employee_id
      where d.company_id = ${companyId} and d.state <> 'removed' and e.live and d.expires_at < ${until_}
    union all
    select 'cvor:' || id, 'cvor', id, name, cvor, cmv_reg_date
      from companies where id = ${companyId} and cmv_reg_date is not null and cmv_reg_date > 0 and cmv_reg_date < ${until_}
    union all
    ${overdueChecklists(companyId, until_, now_)}
  )`;
}

/** The window spec of the compliance list; the clock is read to the minute, so the cache key carries the minute. */
export function complianceListSpec(
  db: Kysely<Database>,
  companyId: string,
  filter: ComplianceListFilter,
  sort: ComplianceSort,
  nowMs: number,
): WindowSpec {
  const weeks = filter.expiringWeeks ?? DEFAULT_COMPLIANCE_WEEKS;
  const state = filter.state ?? "all";
  const kind = filter.kind ?? "all";
  const search = filter.search?.trim().toLowerCase() ?? "";
  const minute = Math.floor(nowMs / 60_000) * 60_000;
  const until = state === "expired" ? minute : minute + weeks * WEEK_MS + 1;
  const filtered = () => {
    let query = db.selectFrom(dueItems(db, companyId, until, minute).as("items"));
    if (state === "expiring") query = query.where("expires_at", ">=", minute);
    if (kind !== "all") query = query.where("kind", "=", kind);
    if (search !== "")
      query = query.where(sql<boolean>`lower(label || ' ' || coalesce(detail, '')) like ${likePattern(search)}`);
    return query;
  };
  const normalized = [companyId, weeks, state, kind, search, minute];
  return {
    scope: companyId,
    cacheKey: JSON.stringify([...normalized, sort.column, sort.direction]),
    countKey: JSON.stringify(normalized),
    filtered,
    sortColumn: SORT_COLUMNS[sort.column],
    direction: sort.direction,
    countDependsOnContent: true,
  };
}
