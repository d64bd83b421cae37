// What defects decide, recomputed in the transaction of every submit and repair so that no reader ever sees a
// vehicle whose state disagrees with its defects:
//  - a vehicle's defectType is the most severe defect still open on it (NSC Standard 13 Part 2: a major
//    defect puts it out of service until repaired, a minor one need not stop it) — worstDefect of the shared rules;
//  - an inspection's status is the most severe of its own defects still open, with their count.
import type { Kysely, Transaction, Selectable } from "kysely";

import { worstDefect, type DefectSeverity } from "../../../shared/rules/defects";
import type { Database, VehiclesTable } from "../../db/tables";
import { rankOfSeverity } from "./status";

type Db = Kysely<Database> | Transaction<Database>;

/** Sets each vehicle's defect_type from its open defects; returns the rows whose defect_type changed. */
export async function recomputeVehicleDefects(
  db: Db,
  companyId: string,
  vehicleIds: readonly string[],
): Promise<Selectable<VehiclesTable>[]> {
  if (vehicleIds.length === 0) return [];
  const open = await db
    .selectFrom("vehicle_inspection_defects")
    .select(["vehicle_id", "severity"])
    .where("company_id", "=", companyId)
    .where("vehicle_id", "in", [...vehicleIds])
    .where("defect_state", "=", "open")
    .execute();
  const changed: Selectable<VehiclesTable>[] = [];
  for (const vehicleId of new Set(vehicleIds)) {
    const worst: DefectSeverity = worstDefect(
      open.filter((d) => d.vehicle_id === vehicleId).map((d) => ({ severity: d.severity })),
    );
    const row = await db
      .updateTable("vehicles")
      .set({ defect_type: worst })
      .where("id", "=", vehicleId)
      .where("company_id", "=", companyId)
      .where("defect_type", "<>", worst)
      .returningAll()
      .executeTakeFirst();
    if (row) changed.push(row);
  }
  return changed;
}

/** Sets each inspection's status_rank and open_defects from its defects still open. */
export async function recomputeInspectionStatus(
  db: Db,
  inspectionIds: readonly string[],
  nowMs: number,
): Promise<void> {
  if (inspectionIds.length === 0) return;
  const open = await db
    .selectFrom("vehicle_inspection_defects")
    .select(["inspection_id", "severity"])
    .where("inspection_id", "in", [...inspectionIds])
    .where("defect_state", "=", "open")
    .execute();
  for (const id of new Set(inspectionIds)) {
    const mine = open.filter((d) => d.inspection_id === id);
    const rank = rankOfSeverity(worstDefect(mine.map((d) => ({ severity: d.severity }))));
    await db
      .updateTable("vehicle_inspections")
      .set({ status_rank: rank, open_defects: mine.length, modified_date: new Date(nowMs) })
      .where("id", "=", id)
      .execute();
  }
}
