// Checklists attached to vehicles (feature checklistsVehicles; docs/checklists.md "Rules"). One row
// per vehicle and checklist, kept when detached (detached_at) so a re-attach reuses it and other server processes can
// still load what they are told changed. The due day is stored (due_on, and due_at its last millisecond in the
// company's time zone) and worked out again in the transaction of every write that moves it — attach, schedule
// change, a result, an inspection (src/shared/rules/vehicle-checklists.ts) — so "overdue" is a plain comparison of
// due_at with the clock on one partial index, for the vehicle, the compliance screen and the driver app alike.
import { sql, type Kysely } from "kysely";

import { MODEL_CLASSES } from "../../../shared/ids";
import { commonColumns } from "./common-columns";

const statements = [
  `create sequence vehicle_checklists_seq`,
  `create table vehicle_checklists (${commonColumns(MODEL_CLASSES.VehicleChecklist, "vehicle_checklists_seq")},
    company_id text not null references companies(id),
    vehicle_id text not null references vehicles(id),
    checklist_id text not null references checklists(id),
    schedule text not null check (schedule in ('none', 'everyDays', 'eachInspection')),
    every_days integer check (every_days between 1 and 365),
    first_due_on text,
    attached_at timestamptz not null default now(),
    scheduled_at timestamptz not null default now(),
    last_result_at timestamptz,
    due_on text,
    due_at bigint,
    detached_at timestamptz,
    check ((schedule = 'everyDays') = (every_days is not null)),
    unique (vehicle_id, checklist_id)
  )`,
  // The vehicle's panel and a checklist's "attached to N vehicles".
  `create index vehicle_checklists_vehicle_idx on vehicle_checklists (company_id, vehicle_id) where detached_at is null`,
  `create index vehicle_checklists_checklist_idx on vehicle_checklists (company_id, checklist_id) where detached_at is null`,
  // Overdue and due: the compliance list and counts, the driver app's due list.
  `create index vehicle_checklists_due_idx on vehicle_checklists (company_id, due_at) where detached_at is null and due_at is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
