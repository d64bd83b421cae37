// The operator's schedule, report, card and map lists (docs/operator.md "Cross-company lists",
// src/server/all-companies/): windowed lists over every company like migration 0022's. Each gets the index
// its cross-company default view sorts by (a company filter reads the company's few rows through the company indexes
// that exist). Saved cards sort by expiry: a generated key (year × 100 + month) gives the keyset seek one NOT NULL
// column to compare. A schedule row says how many vehicles use it: that count is read per row of a window through the
// partial index on vehicles.schedule_id.
import { sql, type Kysely } from "kysely";

/** Wire sort column → vehicle_schedules column (the companies' own schedules; each has an index here or below). */
export const SCHEDULE_WINDOW_SORT_COLUMNS = { name: "name", number: "number", modifiedDate: "modified_date" } as const;
/** Wire sort column → reports column. */
export const REPORT_WINDOW_SORT_COLUMNS = { createdAt: "created_date", fileName: "file_name", list: "list" } as const;
/** Wire sort column → cards column. */
export const CARD_WINDOW_SORT_COLUMNS = {
  expires: "expires_key",
  brand: "brand",
  createdDate: "created_date",
} as const;

const statements = [
  `create index vehicle_schedules_all_name_idx on vehicle_schedules (name, id) where company_id is not null`,
  `create index vehicles_schedule_idx on vehicles (schedule_id) where schedule_id is not null and deleted = false`,
  `create index reports_all_created_idx on reports (created_date, id)`,
  `alter table cards add column expires_key integer generated always as (exp_year * 100 + exp_month) stored`,
  `create index cards_all_created_idx on cards (created_date, id)`,
  `create index cards_all_expires_idx on cards (removed, expires_key, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
