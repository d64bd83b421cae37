import type { Vehicle, VehicleFields } from "../../../shared/generated/vehicles";

/** The fields a user edits, from a saved vehicle (everything the server computes or owns left out). */
export function editableFields(vehicle: Vehicle): VehicleFields {
  const {
    id: _id,
    companyId: _company,
    categoryName: _categoryName,
    defectType: _defect,
    deleted: _deleted,
    safetyExpiry: _safety,
    plateExpiry: _plate,
    modelClass: _class,
    createdBy: _cb,
    createdDate: _cd,
    modifiedBy: _mb,
    modifiedDate: _md,
    state: _state,
    timeZone: _tz,
    ...fields
  } = vehicle;
  return fields;
}
