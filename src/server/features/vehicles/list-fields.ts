import type { Selectable } from "kysely";

import type { VehicleListField } from "../../../shared/generated/vehicles";
import { NO_DATE } from "../../db/migrations/0003-vehicles";
import type { VehiclesTable } from "../../db/tables";
import type { ListFields } from "../../lists/columnar";

type Row = Selectable<VehiclesTable>;

const text = (value: string | null) => (value === null || value === "" ? null : value);
const date = (value: number) => (value >= NO_DATE ? null : value);

/** The vehicle list's fields (schema VehicleListField): the same values vehicleFromRow gives, absent as null. */
export const VEHICLE_LIST_FIELDS: ListFields<VehicleListField, Row> = {
  name: { columns: ["name"], read: (r) => r.name },
  plate: { columns: ["plate"], read: (r) => text(r.plate) },
  categoryName: { columns: ["category_name"], read: (r) => r.category_name },
  make: { columns: ["make"], read: (r) => text(r.make) },
  model: { columns: ["model"], read: (r) => text(r.model) },
  year: { columns: ["year"], read: (r) => (r.year > 0 ? r.year : null) },
  vin: { columns: ["vin"], read: (r) => text(r.vin) },
  safetyExpiry: { columns: ["safety_expiry"], read: (r) => date(r.safety_expiry) },
  plateExpiry: { columns: ["plate_expiry"], read: (r) => date(r.plate_expiry) },
  defectType: { columns: ["defect_type"], read: (r) => r.defect_type },
  odometer: { columns: ["odometer"], read: (r) => text(r.odometer) },
  odometerType: { columns: ["odometer_type"], read: (r) => r.odometer_type },
  modifiedDate: { columns: ["modified_date"], read: (r) => r.modified_date.getTime() },
};

export const ALL_VEHICLE_LIST_FIELDS = Object.keys(VEHICLE_LIST_FIELDS) as VehicleListField[];
