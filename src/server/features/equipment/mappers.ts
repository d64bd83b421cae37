import type { Insertable, Selectable } from "kysely";

import type { Equipment, EquipmentFields } from "../../../shared/generated/equipment";
import type { DefectType } from "../../../shared/generated/vehicles";
import { EQUIPMENT_CATEGORY_ID, isOutOfService } from "../../../shared/rules/equipment";
import { commonFields, optional } from "../../db/common-fields";
import type { EquipmentTable } from "../../db/tables";

type Row = Selectable<EquipmentTable>;

const nonEmpty = (value: string | null) => (value === null || value === "" ? undefined : value);

export function equipmentFromRow(row: Row): Equipment {
  const lastInspectedAt = Number(row.last_inspected_at);
  return {
    ...commonFields(row, "Equipment"),
    companyId: row.company_id,
    categoryId: EQUIPMENT_CATEGORY_ID,
    name: row.name,
    defectType: row.defect_type as DefectType,
    outOfService: isOutOfService(row.defect_type),
    deleted: row.deleted,
    ...optional({
      make: nonEmpty(row.make),
      model: nonEmpty(row.model),
      serial: nonEmpty(row.serial),
      year: row.year > 0 ? row.year : undefined,
      hoursMeter: row.hours_meter >= 0 ? row.hours_meter : undefined,
      notes: nonEmpty(row.notes),
      imageId: row.image_id,
      lastInspectedAt: lastInspectedAt > 0 ? lastInspectedAt : undefined,
      lastResultId: row.last_result_id,
      repairedAt: row.repaired_at?.getTime(),
      repairedByName: row.repaired_by_name,
      repairNote: row.repair_note,
    }),
  };
}

/** The columns a save writes (the sentinels of migration 0018 for what is not set). */
export function equipmentColumns(fields: EquipmentFields) {
  return {
    name: fields.name.trim(),
    make: fields.make?.trim() ?? "",
    model: fields.model?.trim() ?? "",
    serial: fields.serial?.trim().toUpperCase() ?? "",
    year: fields.year ?? 0,
    hours_meter: fields.hoursMeter ?? -1,
    notes: fields.notes?.trim() || null,
    image_id: fields.imageId ?? null,
  } satisfies Partial<Insertable<EquipmentTable>>;
}
