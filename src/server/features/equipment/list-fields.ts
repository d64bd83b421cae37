import type { Selectable } from "kysely";

import type { EquipmentListField } from "../../../shared/generated/equipment";
import type { EquipmentTable } from "../../db/tables";
import type { ListFields } from "../../lists/columnar";

type Row = Selectable<EquipmentTable>;

const text = (value: string | null) => (value === null || value === "" ? null : value);

/** The equipment list's fields (schema EquipmentListField): the same values equipmentFromRow gives, absent as null. */
export const EQUIPMENT_LIST_FIELDS: ListFields<EquipmentListField, Row> = {
  name: { columns: ["name"], read: (r) => r.name },
  make: { columns: ["make"], read: (r) => text(r.make) },
  model: { columns: ["model"], read: (r) => text(r.model) },
  serial: { columns: ["serial"], read: (r) => text(r.serial) },
  year: { columns: ["year"], read: (r) => (r.year > 0 ? r.year : null) },
  hoursMeter: { columns: ["hours_meter"], read: (r) => (r.hours_meter >= 0 ? r.hours_meter : null) },
  defectType: { columns: ["defect_type"], read: (r) => r.defect_type },
  outOfService: { columns: ["defect_type"], read: (r) => r.defect_type === "major" },
  lastInspectedAt: {
    columns: ["last_inspected_at"],
    read: (r) => (Number(r.last_inspected_at) > 0 ? Number(r.last_inspected_at) : null),
  },
  modifiedDate: { columns: ["modified_date"], read: (r) => r.modified_date.getTime() },
};

export const ALL_EQUIPMENT_LIST_FIELDS = Object.keys(EQUIPMENT_LIST_FIELDS) as EquipmentListField[];
