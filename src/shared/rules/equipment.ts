// Equipment rules shared by the form and the server (docs/equipment.md "Rules").

/** The vehicle category id that means equipment (docs/vehicles.md "Rules"); every equipment reports it on the wire. */
export const EQUIPMENT_CATEGORY_ID = "#23:22";

export type EquipmentProblem = "required" | "invalidYear" | "invalidHours";

interface EquipmentFieldsLike {
  name: string;
  year?: number | undefined;
  hoursMeter?: number | undefined;
}

/** Problems by field; empty when the equipment can be saved. */
export function validateEquipment(
  fields: EquipmentFieldsLike,
  nowMs: number,
): Partial<Record<keyof EquipmentFieldsLike, EquipmentProblem>> {
  const problems: Partial<Record<keyof EquipmentFieldsLike, EquipmentProblem>> = {};
  if (fields.name.trim() === "") problems.name = "required";
  // Same range as a vehicle's model year (rules/vehicles.ts): 0 or absent means unknown.
  if (
    fields.year !== undefined &&
    fields.year !== 0 &&
    (fields.year < 1900 || fields.year > new Date(nowMs).getUTCFullYear() + 2)
  )
    problems.year = "invalidYear";
  // An hours meter reads tenths of an hour at most.
  if (
    fields.hoursMeter !== undefined &&
    (!Number.isFinite(fields.hoursMeter) || Math.round(fields.hoursMeter * 10) !== fields.hoursMeter * 10)
  )
    problems.hoursMeter = "invalidHours";
  return problems;
}

/** A major defect not yet repaired keeps the unit out of service (docs/equipment.md "Rules"). */
export const isOutOfService = (defectType: "none" | "minor" | "major") => defectType === "major";

/** "Toyota 8FGU25" — the make/model display joins the two, as vehicles do. */
export const equipmentMakeAndModel = (e: { make?: string | null | undefined; model?: string | null | undefined }) =>
  [e.make, e.model].filter(Boolean).join(" ");
