// Reading a vehicles file into vehicle fields and problems, without the database but for the lists a row is checked
// against (the categories, the company's schedules): each row must make a vehicle the form would save, so it passes
// the same rules (validateVehicle) and every failure is reported with its line and column
// (src/server/imports/check-records.ts).
import type { VehicleFields } from "../../../shared/generated/vehicles";
import { validateVehicle, type VehicleFieldsLike } from "../../../shared/rules/vehicles";
import { checkRecords, type CheckedRecords, type RecordsSpec, type RowCheck } from "../../imports/check-records";
import { normalizeHeader, parseIsoDate, parseYesNo } from "../../imports/columns";
import type { FileRecord } from "../../imports/file-records";
import {
  BRAKING_WORDS,
  ODOMETER_WORDS,
  REQUIRED_VEHICLE_COLUMNS,
  USAGE_WORDS,
  VEHICLE_COLUMNS,
  type VehicleColumnKey,
} from "./import-columns";

export const MAX_VEHICLE_IMPORT_ROWS = 20_000;
/** The heaviest weight the schema takes, in kilograms. */
const MAX_WEIGHT_KG = 200_000;

const VEHICLES_FILE: RecordsSpec<VehicleColumnKey> = {
  columns: VEHICLE_COLUMNS,
  required: REQUIRED_VEHICLE_COLUMNS,
  // The field lengths of schema/vehicles.json VehicleFields.
  maxLength: {
    name: 100,
    plate: 20,
    vin: 20,
    make: 60,
    model: 60,
    colour: 40,
    jurisdiction: 60,
    lastSafetyNumber: 20,
    cvorNumber: 20,
    notes: 4000,
  },
  maxRows: MAX_VEHICLE_IMPORT_ROWS,
  rowNoun: "vehicles",
};

/** What a row is checked against: names → ids, keyed by normalizeHeader of the name. */
export interface VehicleImportLists {
  categories: ReadonlyMap<string, { id: string; name: string }>;
  schedules: ReadonlyMap<string, string>;
}

const headerOf = (key: VehicleColumnKey) => VEHICLE_COLUMNS.find((column) => column.key === key)!.header;

/** The fields validateVehicle names, mapped back to the file's columns. */
const COLUMN_OF_FIELD: Partial<Record<keyof VehicleFieldsLike, VehicleColumnKey>> = {
  name: "name",
  categoryId: "category",
  brakingType: "brakingType",
  vin: "vin",
  odometer: "odometer",
  year: "year",
  cvorDate: "cvorDate",
  plateExpiryDate: "plateExpiryDate",
  startOfOperation: "startOfOperation",
  endOfOperation: "endOfOperation",
  lastSafetyDate: "lastSafetyDate",
};

/** A word from one of the lists (brakes, odometer unit, usage); a problem naming the choices when it is none. */
function choice<T>(row: RowCheck<VehicleColumnKey>, key: VehicleColumnKey, words: Record<string, T>, shown: string) {
  const cell = row.cell(key);
  if (cell === "") return undefined;
  const found = words[normalizeHeader(cell)];
  if (found === undefined) row.problem(key, "choice", `${headerOf(key)} is one of: ${shown}.`);
  return found;
}

function wholeNumber(row: RowCheck<VehicleColumnKey>, key: VehicleColumnKey, max: number) {
  const cell = row.cell(key).replace(/[\s,]/g, "");
  if (cell === "") return undefined;
  if (!/^\d+$/.test(cell) || Number(cell) > max) {
    row.problem(key, "number", `${headerOf(key)} is a whole number from 0 to ${max}.`);
    return undefined;
  }
  return Number(cell);
}

/** Checks the records of a vehicles CSV or workbook; `timeZone` is the company's, for dates. */
export function checkVehicleRecords(
  records: readonly FileRecord[],
  lists: VehicleImportLists,
  timeZone: string,
  nowMs: number,
  onProgress?: (done: number, total: number) => void,
): Promise<CheckedRecords<{ fields: VehicleFields; categoryName: string }>> {
  return checkRecords(
    records,
    VEHICLES_FILE,
    (row) => {
      const { cell, problem, firstInFile } = row;
      const name = cell("name");
      if (name !== "") firstInFile("name", name.toLowerCase());
      const category = lists.categories.get(normalizeHeader(cell("category")));
      if (cell("category") !== "" && !category)
        problem("category", "unknownCategory", `"${cell("category")}" is not a category; write one the form lists.`);
      const brakingType = choice(
        row,
        "brakingType",
        BRAKING_WORDS,
        "Air brakes, Electric brakes, Hydraulic brakes, None",
      );
      const fields: VehicleFields = { name, categoryId: category?.id ?? "", brakingType: brakingType ?? "nbs" };
      const text = (
        key:
          | "plate"
          | "vin"
          | "make"
          | "model"
          | "colour"
          | "jurisdiction"
          | "lastSafetyNumber"
          | "cvorNumber"
          | "notes",
      ) => {
        if (cell(key) !== "") fields[key] = cell(key);
      };
      for (const key of [
        "plate",
        "vin",
        "make",
        "model",
        "colour",
        "jurisdiction",
        "lastSafetyNumber",
        "cvorNumber",
        "notes",
      ] as const)
        text(key);
      const vin = fields.vin?.toUpperCase();
      if (vin) firstInFile("vin", vin);
      const yesNo = (key: "vinNonStandard" | "hubometerUsed") => {
        if (cell(key) === "") return undefined;
        const answer = parseYesNo(cell(key));
        if (answer === undefined) problem(key, "choice", `${headerOf(key)} is Yes or No.`);
        return answer;
      };
      const nonStandard = yesNo("vinNonStandard");
      if (nonStandard) fields.vinNonStandard = true;
      const hubometer = yesNo("hubometerUsed");
      if (hubometer !== undefined) fields.hubometerUsed = hubometer;
      const odometerType = choice(row, "odometerType", ODOMETER_WORDS, "km, mi");
      if (odometerType) fields.odometerType = odometerType;
      const usageType = choice(row, "usageType", USAGE_WORDS, "Commercial, Non-commercial");
      if (usageType) fields.usageType = usageType;
      const odometer = cell("odometer").replace(/[\s,]/g, "");
      if (odometer !== "") fields.odometer = odometer;
      const year = wholeNumber(row, "year", 2100);
      if (year !== undefined) fields.year = year;
      for (const key of ["weight", "registeredGrossWeight", "gvwr"] as const) {
        const kilograms = wholeNumber(row, key, MAX_WEIGHT_KG);
        if (kilograms !== undefined && kilograms > 0) fields[key] = kilograms;
      }
      for (const key of [
        "cvorDate",
        "plateExpiryDate",
        "startOfOperation",
        "endOfOperation",
        "lastSafetyDate",
      ] as const) {
        if (cell(key) === "") continue;
        const ms = parseIsoDate(cell(key), timeZone);
        if (ms === undefined) problem(key, "date", `${headerOf(key)} must be a date written YYYY-MM-DD.`);
        else fields[key] = String(ms);
      }
      if (cell("schedule") !== "") {
        const scheduleId = lists.schedules.get(normalizeHeader(cell("schedule")));
        if (scheduleId) fields.scheduleId = scheduleId;
        else problem("schedule", "unknownSchedule", `"${cell("schedule")}" is not one of your inspection schedules.`);
      }
      // The form's own rules (docs/vehicles.md "Rules"), each reported under its column.
      for (const [field, found] of Object.entries(validateVehicle(fields, nowMs)) as [
        keyof VehicleFieldsLike,
        string,
      ][]) {
        const key = COLUMN_OF_FIELD[field];
        if (!key || found === "required") continue; // a required cell is reported once, above
        if (found === "invalidYear") problem(key, "year", "A model year is between 1900 and next year.");
        else if (found === "invalidOdometer")
          problem(key, "number", "The odometer is a number of kilometres or miles.");
        else if (found === "endBeforeStart") problem(key, "date", "The end of operation is before its start.");
        else if (found === "invalidDate") problem(key, "date", `${headerOf(key)} is not a date this product keeps.`);
        else
          problem(key, "vin", "This VIN fails 49 CFR 565's checks; fix it, or write Yes under Non-standard VIN.", {
            problem: found,
          });
      }
      return { fields, categoryName: category?.name ?? "" };
    },
    onProgress,
  );
}
