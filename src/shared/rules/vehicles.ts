// Vehicle rules shared by the form (client) and the save handler (server): category predicates, display
// names, field validation and the compliance dates stored with each vehicle.
import { annualSafetyExpiry, isDateAbsent, isExpired, isExpiringWithin } from "./compliance";
import { vinProblem, type VinProblem } from "./vin";

export interface CategoryLike {
  id: string;
  name: string;
}

/** Category classes (docs/vehicles.md "Rules"): trailer if the name is trailer or the id is #23:5. */
export const TRAILER_CATEGORY_ID = "#23:5";
/** Bus if the name is bus or the id is #23:6 or #23:15. */
export const BUS_CATEGORY_IDS: readonly string[] = ["#23:6", "#23:15"];
/** Equipment if the id is #23:22. */
export const EQUIPMENT_CATEGORY_ID = "#23:22";

export const isTrailerCategory = (c: CategoryLike): boolean =>
  c.id === TRAILER_CATEGORY_ID || c.name.trim().toLowerCase() === "trailer";
export const isBusCategory = (c: CategoryLike): boolean =>
  BUS_CATEGORY_IDS.includes(c.id) || c.name.trim().toLowerCase() === "bus";
export const isEquipmentCategory = (c: CategoryLike): boolean => c.id === EQUIPMENT_CATEGORY_ID;
/** Truck is anything that is neither trailer nor bus. */
export const isTruckCategory = (c: CategoryLike): boolean => !isTrailerCategory(c) && !isBusCategory(c);

/** The display name is the name plus the plate in brackets (docs/vehicles.md "Rules"). */
export function vehicleDisplayName(v: { name: string; plate?: string | undefined }): string {
  return v.plate ? `${v.name} (${v.plate})` : v.name;
}

/** The make/model display joins the two. */
export function makeAndModel(v: { make?: string | undefined; model?: string | undefined }): string {
  return [v.make, v.model].filter((part) => part && part.trim() !== "").join(" ");
}

/** Weight counts as set only when greater than 0 (docs/vehicles.md "Rules"). */
export const isWeightSet = (weight: number | undefined | null): weight is number =>
  typeof weight === "number" && weight > 0;

export type VehicleProblem =
  | "required"
  | "invalidDate"
  | "invalidOdometer"
  | "endBeforeStart"
  | "invalidYear"
  | VinProblem;

export interface VehicleFieldsLike {
  name: string;
  categoryId: string;
  brakingType?: string | undefined;
  vin?: string | undefined;
  /** The user marked the VIN as not a 49 CFR 565 VIN (pre-1981 or special unit): it skips the VIN checks. */
  vinNonStandard?: boolean | undefined;
  odometer?: string | undefined;
  year?: number | undefined;
  cvorDate?: string | undefined;
  plateExpiryDate?: string | undefined;
  startOfOperation?: string | undefined;
  endOfOperation?: string | undefined;
  lastSafetyDate?: string | undefined;
}

/** The latest date a user may enter: a year and a month before the wire's last date (EPOCH_MS_MAX, 2200-01-01). */
const LATEST_ENTERED_DATE_MS = Date.UTC(2198, 0, 1);

const DATE_FIELDS = ["cvorDate", "plateExpiryDate", "startOfOperation", "endOfOperation", "lastSafetyDate"] as const;

/**
 * An epoch-ms string from a date input, as a number; undefined when absent (docs/vehicles.md "Rules": empty,
 * "undefined" or ≤ 0).
 */
export function dateFieldMs(value: string | undefined): number | undefined {
  if (value === undefined || isDateAbsent(value)) return undefined;
  const ms = Number(value);
  return Number.isFinite(ms) ? ms : undefined;
}

/**
 * Problems with a vehicle's fields, by field (docs/vehicles.md "Rules"). A vehicle or trailer must have a brake type
 * ("nbs" and "other" are the None choices, so an explicit None is allowed; no choice at all is not).
 */
export function validateVehicle(
  fields: VehicleFieldsLike,
  nowMs: number,
): Partial<Record<keyof VehicleFieldsLike, VehicleProblem>> {
  const problems: Partial<Record<keyof VehicleFieldsLike, VehicleProblem>> = {};
  if (fields.name.trim() === "") problems.name = "required";
  if (fields.categoryId.trim() === "") problems.categoryId = "required";
  if (!fields.brakingType) problems.brakingType = "required";
  // 49 CFR 565.13/565.15 (vin.ts): checked unless the user says this unit's VIN is not a Part 565 one.
  if (fields.vin !== undefined && fields.vin.trim() !== "" && !fields.vinNonStandard) {
    const vin = vinProblem(fields.vin);
    if (vin) problems.vin = vin;
  }
  if (fields.odometer !== undefined && fields.odometer !== "" && !/^\d{1,10}(\.\d)?$/.test(fields.odometer.trim()))
    problems.odometer = "invalidOdometer";
  if (
    fields.year !== undefined &&
    fields.year !== 0 &&
    (fields.year < 1900 || fields.year > new Date(nowMs).getUTCFullYear() + 2)
  )
    problems.year = "invalidYear";
  for (const field of DATE_FIELDS) {
    const value = fields[field];
    if (value !== undefined && value !== "" && !/^-?\d{1,16}$/.test(value)) problems[field] = "invalidDate";
    // The wire carries dates up to 2200-01-01 (schema format epoch-ms); a later inspection date would compute an
    // expiry past it, which no reply could carry.
    else if ((dateFieldMs(value) ?? 0) > LATEST_ENTERED_DATE_MS) problems[field] = "invalidDate";
  }
  const start = dateFieldMs(fields.startOfOperation);
  const end = dateFieldMs(fields.endOfOperation);
  if (start !== undefined && end !== undefined && end < start && !problems.endOfOperation)
    problems.endOfOperation = "endBeforeStart";
  return problems;
}

export interface VehicleCompliance {
  /** End of the month of the annual safety date + 1 year (buses: + 6 months); docs/vehicles.md "Rules". */
  safetyExpiry: number | undefined;
  /** Plate expiry is the exact date. */
  plateExpiry: number | undefined;
  /** The earlier of the two: the date the vehicle next falls out of compliance. */
  complianceDue: number | undefined;
}

export function vehicleCompliance(
  fields: { cvorDate?: string | undefined; plateExpiryDate?: string | undefined },
  category: CategoryLike,
  timeZone?: string,
): VehicleCompliance {
  const cvor = dateFieldMs(fields.cvorDate);
  const safetyExpiry =
    cvor === undefined
      ? undefined
      : annualSafetyExpiry(cvor, { isBus: isBusCategory(category), ...(timeZone ? { timeZone } : {}) });
  const plateExpiry = dateFieldMs(fields.plateExpiryDate);
  const dates = [safetyExpiry, plateExpiry].filter((d): d is number => d !== undefined);
  return { safetyExpiry, plateExpiry, complianceDue: dates.length > 0 ? Math.min(...dates) : undefined };
}

export type ComplianceStatus = "expired" | "expiring" | "ok";

/** A vehicle's compliance status: expired once any date has passed, expiring within `weeks`, else ok. */
export function complianceStatus(complianceDue: number | undefined, weeks: number, nowMs: number): ComplianceStatus {
  if (complianceDue === undefined) return "ok";
  if (isExpired(complianceDue, nowMs)) return "expired";
  return isExpiringWithin(complianceDue, weeks, nowMs) ? "expiring" : "ok";
}

/** Default look-ahead for "expiring" (the caller may choose another, docs/vehicles.md "Rules"). */
export const DEFAULT_EXPIRING_WEEKS = 4;
