import type { Kysely, Selectable } from "kysely";

import type { InspectionListField, InspectionSummary, TripType } from "../../../shared/generated/inspections";
import { tripInspectionExpiry } from "../../../shared/rules/trip-inspection";
import type { Database, VehicleInspectionsTable } from "../../db/tables";
import type { ListFields } from "../../lists/columnar";
import { statusOfRank } from "./status";

export type InspectionRow = Selectable<VehicleInspectionsTable>;

const text = (value: string | null) => (value === null || value === "" ? null : value);

/** The inspection list's fields (schema InspectionListField), null where the inspection has none. */
export const INSPECTION_LIST_FIELDS: ListFields<InspectionListField, InspectionRow> = {
  inspectedAt: { columns: ["inspected_at"], read: (r) => Number(r.inspected_at) },
  vehicleId: { columns: ["vehicle_id"], read: (r) => r.vehicle_id },
  vehicleName: { columns: ["vehicle_name"], read: (r) => r.vehicle_name },
  vehiclePlate: { columns: ["vehicle_plate"], read: (r) => text(r.vehicle_plate) },
  trailerNames: { columns: ["trailer_names"], read: (r) => text(r.trailer_names) },
  driverId: { columns: ["driver_id"], read: (r) => r.driver_id },
  driverName: { columns: ["driver_name"], read: (r) => r.driver_name },
  tripType: { columns: ["trip_type"], read: (r) => r.trip_type },
  status: { columns: ["status_rank"], read: (r) => statusOfRank(r.status_rank) },
  // As the driver found it: a repaired defect still shows it was found (docs/inspections.md "Defects and the unit's state").
  foundStatus: { columns: ["found_rank"], read: (r) => statusOfRank(r.found_rank) },
  openDefects: { columns: ["open_defects"], read: (r) => r.open_defects },
  odometer: { columns: ["odometer"], read: (r) => text(r.odometer) },
  location: { columns: ["location"], read: (r) => text(r.location) },
  // NSC 13: a trip inspection is valid for 24 hours.
  validUntil: { columns: ["inspected_at"], read: (r) => tripInspectionExpiry(Number(r.inspected_at)) },
  modifiedDate: { columns: ["modified_date"], read: (r) => r.modified_date.getTime() },
};

export const ALL_INSPECTION_LIST_FIELDS = Object.keys(INSPECTION_LIST_FIELDS) as InspectionListField[];

/** An inspection as a list row (the notification's item): every list field. */
export function summaryFromRow(r: InspectionRow): InspectionSummary {
  return {
    id: r.id,
    inspectedAt: Number(r.inspected_at),
    vehicleId: r.vehicle_id,
    vehicleName: r.vehicle_name,
    ...(r.vehicle_plate ? { vehiclePlate: r.vehicle_plate } : {}),
    trailerNames: r.trailer_names,
    driverId: r.driver_id,
    driverName: r.driver_name,
    tripType: r.trip_type as TripType,
    status: statusOfRank(r.status_rank),
    foundStatus: statusOfRank(r.found_rank),
    openDefects: r.open_defects,
    ...(r.odometer ? { odometer: r.odometer } : {}),
    ...(r.location ? { location: r.location } : {}),
    validUntil: tripInspectionExpiry(Number(r.inspected_at)),
    modifiedDate: r.modified_date.getTime(),
  };
}

/** List rows by id for changes announced by another server process (src/server/ws/pg-change-relay.ts). */
export async function loadInspectionSummaries(
  db: Kysely<Database>,
  companyId: string,
  ids: string[],
): Promise<Record<string, InspectionSummary>> {
  if (ids.length === 0) return {};
  const rows = await db
    .selectFrom("vehicle_inspections")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("id", "in", ids)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id, summaryFromRow(row)]));
}
