// The operator's cross-company lists (docs/operator.md "Cross-company lists", src/server/all-companies/) run
// each domain's list spec with no company condition. Every existing sort index leads with company_id, so without one
// of their own those windows would sort the whole table: at 10⁶ inspections over 1,000 companies the newest-first
// window read every row. Each index here is a domain's sort index minus company_id — for inspections every sort (the
// 10⁶-row list), for the other lists their screens' default view (the sort and the filter the page opens on). A
// company filter still uses the company's own indexes (the operator's list narrowed to a company is that company's
// list).
import { sql, type Kysely } from "kysely";

import { INSPECTION_SORT_COLUMNS } from "./0008-inspections";

const statements = [
  ...INSPECTION_SORT_COLUMNS.map(
    (column) => `create index vehicle_inspections_all_${column}_idx on vehicle_inspections (${column}, id)`,
  ),
  // "Open defects only" across companies, newest first (the company's has vehicle_inspections_open_idx).
  `create index vehicle_inspections_all_open_idx on vehicle_inspections (inspected_at, id) where open_defects > 0`,
  // Vehicles and employees open on the live rows by name.
  `create index vehicles_all_name_idx on vehicles (deleted, name, id)`,
  `create index employees_all_name_idx on employees (live, name_key, id)`,
  // Hours: "today" by driver (the company screen's default), and every day newest first (the operator's default).
  `create index timesheets_all_day_driver_idx on timesheets (day, employee_key, id)`,
  `create index timesheets_all_day_idx on timesheets (day, id)`,
  // Check-ins and invoices open newest first.
  `create index checkins_all_time_idx on checkins (created_date, id)`,
  `create index invoices_all_issued_idx on invoices (created_date, id)`,
  // Equipment and checklists open on the live rows by name.
  `create index equipment_all_name_idx on equipment (deleted, name_key, id)`,
  `create index checklists_all_name_idx on checklists (deleted, name_key, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
