// How many of its company's vehicles use a schedule (docs/schedules.md "Which schedule a vehicle is inspected with"): those assigned
// it, plus — when it is the company's default copy of a template — those assigned nothing (or a schedule no longer
// active), which inspect on that default: NSC Standard 13 Schedule 2 for buses, Schedule 1 for every other unit.
// The same choice as scheduleIdForVehicle (load.ts), written as SQL so a list reads its counts in one query.
import { sql, type RawBuilder } from "kysely";

import { BUS_CATEGORY_IDS } from "../../../shared/rules/vehicles";

export const TRUCK_DEFAULT_TEMPLATE = "nsc13-schedule-1";
export const BUS_DEFAULT_TEMPLATE = "nsc13-schedule-2";

/** The template a vehicle `v` with no schedule of its own inspects on (isBusCategory in src/shared/rules/vehicles.ts). */
const defaultTemplateOf = sql`case when v.category_id in (${sql.join(BUS_CATEGORY_IDS)}) or lower(trim(v.category_name)) = 'bus' then ${BUS_DEFAULT_TEMPLATE} else ${TRUCK_DEFAULT_TEMPLATE} end`;

/** The count for the schedule row of table alias `schedule` (an active schedule of a company). */
export function vehicleCountSql(schedule: string): RawBuilder<number> {
  const id = sql.ref(`${schedule}.id`);
  const company = sql.ref(`${schedule}.company_id`);
  const template = sql.ref(`${schedule}.template_key`);
  return sql<number>`(
    (select count(*)::int from vehicles v where v.company_id = ${company} and v.deleted = false and v.schedule_id = ${id})
    + case when ${template} in (${TRUCK_DEFAULT_TEMPLATE}, ${BUS_DEFAULT_TEMPLATE}) and ${id} = (
        select d.id from vehicle_schedules d
        where d.company_id = ${company} and d.template_key = ${template} and d.state = 'active'
        order by d.id limit 1)
      then (select count(*)::int from vehicles v
        where v.company_id = ${company} and v.deleted = false and ${defaultTemplateOf} = ${template}
          and (v.schedule_id is null or not exists (
            select 1 from vehicle_schedules o where o.id = v.schedule_id and o.company_id = v.company_id and o.state = 'active')))
      else 0 end)`;
}
