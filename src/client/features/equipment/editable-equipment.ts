import type { Equipment, EquipmentFields } from "../../../shared/generated/equipment";

/** The fields a user edits, from a saved equipment (what the server computes or owns left out). */
export function editableEquipment(equipment: Equipment): EquipmentFields {
  const { name, make, model, serial, year, hoursMeter, notes, imageId } = equipment;
  return Object.fromEntries(
    Object.entries({ name, make, model, serial, year, hoursMeter, notes, imageId }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as unknown as EquipmentFields;
}
