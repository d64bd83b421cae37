// Indexes for what the 10⁶-row lists' screens ask for besides their default view
// (docs/design/lists.md "Sort indexes"):
// - the inspections list's trip type filter: a third of the rows each, counted through an index rather than by
//   reading the table, and listed newest first within the type;
// - the pickers of its Vehicle and Driver filters, which list every vehicle or person by name, removed ones included
//   (an inspection may name them): the sort indexes start with (company_id, deleted | live), so "all of them by name"
//   sorted 10⁵ vehicles on every cold load of the list.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index vehicle_inspections_trip_type_idx on vehicle_inspections (company_id, trip_type, inspected_at, id)`.execute(
    db,
  );
  await sql`create index vehicles_all_by_name_idx on vehicles (company_id, name, id)`.execute(db);
  await sql`create index employees_all_by_name_idx on employees (company_id, name_key, id)`.execute(db);
}
