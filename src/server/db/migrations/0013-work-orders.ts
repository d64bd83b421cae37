// Work orders (docs/work-orders.md "Records"; 49 CFR 396.11(a)(3)): the shop's job for one unit
// over open defects of its inspections. A defect is on at most one work order (a column on the defect, not a join
// table: a completed work order signs its defects off, so they never need another). Numbers count per company from
// 1 through a counter row, taken with one upsert so two offices opening work orders at once get two numbers.
import { sql, type Kysely } from "kysely";

import { MODEL_CLASSES } from "../../../shared/ids";
import { commonColumns } from "./common-columns";

const statements = [
  `create table work_order_counters (
    company_id text primary key references companies(id),
    last_number integer not null
  )`,
  `create sequence vehicle_work_orders_seq`,
  `create table vehicle_work_orders (${commonColumns(MODEL_CLASSES.VehicleWorkOrder, "vehicle_work_orders_seq")},
    company_id text not null references companies(id),
    number integer not null,
    vehicle_id text not null references vehicles(id),
    vehicle_name text not null,
    status text not null default 'open' check (status in ('open', 'in-progress', 'completed')),
    assigned_to text references users(id),
    assigned_to_name text,
    notes text not null default '',
    opened_at bigint not null,
    opened_by_name text not null,
    due_at bigint,
    started_at bigint,
    completed_at bigint,
    completed_by text references users(id),
    completed_by_name text,
    unique (company_id, number)
  )`,
  `create index vehicle_work_orders_vehicle_idx on vehicle_work_orders (company_id, vehicle_id, number desc)`,
  `create index vehicle_work_orders_active_idx on vehicle_work_orders (company_id, number desc) where status <> 'completed'`,
  // Adding a nullable column without a default is instant on PostgreSQL, even over 10⁶ inspections' defects.
  `alter table vehicle_inspection_defects add column work_order_id text references vehicle_work_orders(id)`,
  `create index vehicle_inspection_defects_work_order_idx on vehicle_inspection_defects (work_order_id) where work_order_id is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
