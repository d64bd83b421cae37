import type { Insertable, Selectable } from "kysely";

import type {
  BrakingType,
  DefectType,
  OdometerType,
  UsageType,
  Vehicle,
  VehicleFields,
} from "../../../shared/generated/vehicles";
import { vehicleCompliance, type CategoryLike } from "../../../shared/rules/vehicles";
import { isValidVin } from "../../../shared/rules/vin";
import { commonFields, optional } from "../../db/common-fields";
import { NO_DATE } from "../../db/migrations/0003-vehicles";
import type { VehiclesTable } from "../../db/tables";

const nonEmpty = (value: string | null) => (value === null || value === "" ? undefined : value);
const realDate = (value: number) => (value >= NO_DATE ? undefined : value);

export function vehicleFromRow(row: Selectable<VehiclesTable>): Vehicle {
  return {
    ...commonFields(row, "Vehicle"),
    companyId: row.company_id,
    name: row.name,
    categoryId: row.category_id,
    categoryName: row.category_name,
    brakingType: row.braking_type as BrakingType,
    odometer: row.odometer,
    odometerType: row.odometer_type as OdometerType,
    hubometerUsed: row.hubometer_used,
    usageType: row.usage_type as UsageType,
    defectType: row.defect_type as DefectType,
    deleted: row.deleted,
    ...optional({
      plate: nonEmpty(row.plate),
      vin: nonEmpty(row.vin),
      // Not stored: a saved VIN that fails 49 CFR 565's checks can only have been saved as non-standard.
      vinNonStandard: row.vin !== "" && !isValidVin(row.vin) ? true : undefined,
      make: nonEmpty(row.make),
      model: nonEmpty(row.model),
      year: row.year > 0 ? row.year : undefined,
      colour: nonEmpty(row.colour),
      summary: nonEmpty(row.summary),
      jurisdiction: nonEmpty(row.jurisdiction),
      scheduleId: row.schedule_id,
      cvorDate: nonEmpty(row.cvor_date),
      plateExpiryDate: nonEmpty(row.plate_expiry_date),
      startOfOperation: nonEmpty(row.start_of_operation),
      endOfOperation: nonEmpty(row.end_of_operation),
      lastSafetyDate: nonEmpty(row.last_safety_date),
      lastSafetyNumber: nonEmpty(row.last_safety_number),
      cvorNumber: nonEmpty(row.cvor_number),
      // Weight counts as set only when greater than 0 (docs/vehicles.md "Rules").
      weight: row.weight !== null && row.weight > 0 ? row.weight : undefined,
      registeredGrossWeight:
        row.registered_gross_weight !== null && row.registered_gross_weight > 0
          ? row.registered_gross_weight
          : undefined,
      gvwr: row.gvwr !== null && row.gvwr > 0 ? row.gvwr : undefined,
      imageId: row.image_id,
      notes: nonEmpty(row.notes),
      safetyExpiry: realDate(row.safety_expiry),
      plateExpiry: realDate(row.plate_expiry),
      // NSC 13: the last trip inspection's 24 h (features/inspections); absent before the first inspection.
      inspectedUntil: row.inspected_until === null ? undefined : Number(row.inspected_until),
    }),
  };
}

/** The columns a save writes, with the compliance dates computed by the shared rules. */
export function vehicleColumns(fields: VehicleFields, category: CategoryLike, timeZone: string | undefined) {
  const compliance = vehicleCompliance(fields, category, timeZone);
  return {
    name: fields.name.trim(),
    category_id: category.id,
    category_name: category.name,
    plate: fields.plate?.trim().toUpperCase() ?? "",
    vin: fields.vin?.trim().toUpperCase() ?? "",
    make: fields.make?.trim() ?? "",
    model: fields.model?.trim() ?? "",
    year: fields.year ?? 0,
    colour: fields.colour ?? null,
    summary: fields.summary ?? null,
    jurisdiction: fields.jurisdiction ?? null,
    schedule_id: fields.scheduleId ?? null,
    braking_type: fields.brakingType,
    odometer: fields.odometer?.trim() || "0",
    odometer_type: fields.odometerType ?? "KM",
    hubometer_used: fields.hubometerUsed ?? false,
    cvor_date: fields.cvorDate ?? null,
    plate_expiry_date: fields.plateExpiryDate ?? null,
    start_of_operation: fields.startOfOperation ?? null,
    end_of_operation: fields.endOfOperation ?? null,
    last_safety_date: fields.lastSafetyDate ?? null,
    last_safety_number: fields.lastSafetyNumber ?? null,
    cvor_number: fields.cvorNumber ?? null,
    weight: fields.weight ?? null,
    registered_gross_weight: fields.registeredGrossWeight ?? null,
    gvwr: fields.gvwr ?? null,
    image_id: fields.imageId ?? null,
    usage_type: fields.usageType ?? "commercial",
    notes: fields.notes ?? null,
    safety_expiry: compliance.safetyExpiry ?? NO_DATE,
    plate_expiry: compliance.plateExpiry ?? NO_DATE,
    compliance_due: compliance.complianceDue ?? null,
  } satisfies Partial<Insertable<VehiclesTable>>;
}
