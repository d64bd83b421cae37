// The inspections list's trip type filter (issue 12): a third of 10⁶ inspections each, counted through an index
// rather than by reading the table, and listed newest first within the type.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index vehicle_inspections_trip_type_idx on vehicle_inspections (company_id, trip_type, inspected_at, id)`.execute(db);
}
