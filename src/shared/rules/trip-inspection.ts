// NSC Standard 13 Part 2: a trip inspection is valid for 24 hours; the driver
// may not drive on an inspection older than that. Contents of the report are
// described in inspection-schedules/TRIP-INSPECTION.md.

const TRIP_INSPECTION_VALIDITY_MS = 24 * 60 * 60 * 1000;

/** The first instant at which the inspection no longer covers the vehicle. */
export function tripInspectionExpiry(inspectedMs: number): number {
  return inspectedMs + TRIP_INSPECTION_VALIDITY_MS;
}

/** Valid from the inspection until (not including) 24 hours later. */
export function isTripInspectionValid(inspectedMs: number, nowMs: number): boolean {
  return nowMs >= inspectedMs && nowMs < tripInspectionExpiry(inspectedMs);
}
