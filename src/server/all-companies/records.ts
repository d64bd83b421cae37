// The operator's read-only records of any company (docs/operator.md "Cross-company lists"): each domain reads its own
// record with its own loader and the record's company, so the operator sees exactly what that company's details
// screen shows. This finds the company that owns a record; an id that names nothing is NotFound. Nothing here writes.
import { sql, type Kysely } from "kysely";

import type { CompanyRef } from "../../shared/generated/common";
import type { Database } from "../db/tables";
import { EventError } from "../ws/event-error";

/** Company-owned tables the operator's details screens read. */
export type RecordTable =
  | "vehicle_inspections"
  | "vehicles"
  | "employees"
  | "timesheets"
  | "checkins"
  | "invoices"
  | "equipment"
  | "checklists"
  | "vehicle_schedules"
  | "reports";

export const recordNotFound = (what: string, id: string) => new EventError("NotFound", `No ${what} ${id}.`);

/** The company that owns record `id` of `table` (NotFound, naming `what`, when there is no such record). */
export async function ownerOf(db: Kysely<Database>, table: RecordTable, what: string, id: string): Promise<CompanyRef> {
  const { rows } =
    await sql<CompanyRef>`select c.id, c.name from ${sql.table(table)} r join companies c on c.id = r.company_id where r.id = ${id}`.execute(
      db,
    );
  if (!rows[0]) throw recordNotFound(what, id);
  return rows[0];
}
