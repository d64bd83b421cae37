// Realistic vehicle rows for seeding and benchmarks: categories weighted like a trucking fleet, plates and VINs in
// their real shapes, and compliance dates spread so that some are expired, some expiring and most fine.
import type { Insertable, Kysely } from "kysely";

import { withCheckDigit } from "../../../shared/rules/vin";
import type { Database, VehiclesTable } from "../../db/tables";
import { VEHICLE_CATEGORIES, VEHICLE_MAKERS } from "../../db/vehicle-reference-data";
import { between, pick } from "../../seed/generators/random";
import { vehicleColumns } from "./mappers";

const DAY = 24 * 3600_000;
const VIN_CHARS = [..."ABCDEFGHJKLMNPRSTUVWXYZ0123456789"]; // no I, O, Q (ISO 3779)
const LETTERS = [..."ABCDEFGHJKLMNPRSTVWXYZ"];
const MODELS = [
  "Cascadia",
  "T680",
  "579",
  "VNL 860",
  "Anthem",
  "LT",
  "4900",
  "M2 106",
  "Transit",
  "F-550",
  "Express",
  "Sprinter",
  "Dry Van",
  "Reefer",
  "Flatbed",
  "Vision",
  "H3-45",
  "D4505",
];
const COLOURS = ["White", "Red", "Blue", "Black", "Silver", "Green", "Yellow", "Grey"];
const WEIGHTED_CATEGORIES = [
  ...Array(8).fill("#23:9"),
  ...Array(10).fill("#23:5"),
  ...Array(4).fill("#23:11"),
  "#23:1",
  "#23:1",
  "#23:17",
  "#23:17",
  "#23:8",
  "#23:4",
  "#23:6",
  "#23:15",
  "#23:14",
  "#23:13",
  "#23:2",
  "#23:16",
  "#23:22",
] as string[];

export interface GeneratedVehicleContext {
  companyId: string;
  createdBy: string;
  nowMs: number;
  timeZone?: string;
}

/** Row number `index` of a generated fleet. Names are unique within the fleet (unit numbers). */
export function generateVehicle(
  random: () => number,
  index: number,
  context: GeneratedVehicleContext,
): Insertable<VehiclesTable> {
  const categoryId = pick(random, WEIGHTED_CATEGORIES);
  const category = VEHICLE_CATEGORIES.find((c) => c.id === categoryId)!;
  const trailer = categoryId === "#23:5";
  const plate = `${trailer ? "" : pick(random, LETTERS)}${pick(random, LETTERS)}${pick(random, LETTERS)}${pick(random, LETTERS)}-${between(random, 100, 999)}`;
  // The right check digit in position nine (49 CFR 565.15(c)), so a seeded vehicle saves without the VIN override.
  const vin = withCheckDigit(Array.from({ length: 17 }, () => pick(random, VIN_CHARS)).join(""));
  // Annual safety 0–13 months ago: about one in twelve expired, a few expiring within four weeks.
  const cvorMs = context.nowMs - between(random, 0, 395) * DAY;
  // Plates renew yearly: expiry from two months ago to ten months ahead.
  const plateMs = context.nowMs + between(random, -60, 300) * DAY;
  const year = between(random, 2008, new Date(context.nowMs).getUTCFullYear() + 1);
  const columns = vehicleColumns(
    {
      name: `${trailer ? "T" : "U"}-${String(index + 1).padStart(6, "0")}`,
      categoryId,
      plate,
      vin,
      make: pick(random, VEHICLE_MAKERS),
      model: pick(random, MODELS),
      year,
      colour: pick(random, COLOURS),
      jurisdiction: pick(random, ["ON", "ON", "ON", "QC", "MB", "AB", "BC", "NY", "MI"]),
      brakingType: trailer || random() < 0.8 ? "abs" : "hbs",
      odometer: String(between(random, 1_000, 1_200_000)),
      odometerType: random() < 0.85 ? "KM" : "MI",
      cvorDate: String(cvorMs),
      plateExpiryDate: String(plateMs),
      usageType: random() < 0.95 ? "commercial" : "noncommercial",
    },
    category,
    context.timeZone,
  );
  const defect = random();
  return {
    ...columns,
    company_id: context.companyId,
    created_by: context.createdBy,
    modified_by: context.createdBy,
    time_zone: null,
    defect_type: defect < 0.03 ? "major" : defect < 0.12 ? "minor" : "none",
    deleted: random() < 0.02,
  };
}

/**
 * Inserts `count` generated vehicles with multi-row INSERTs (row by row costs ~15 s per 10⁵).
 * `onProgress` is called after each batch with the number inserted so far.
 */
export async function insertGeneratedVehicles(
  db: Kysely<Database>,
  random: () => number,
  count: number,
  context: GeneratedVehicleContext,
  onProgress?: (done: number) => void,
  startIndex = 0,
): Promise<void> {
  const BATCH = 1000;
  for (let done = 0; done < count; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - done) }, (_, i) =>
      generateVehicle(random, startIndex + done + i, context),
    );
    await db.insertInto("vehicles").values(rows).execute();
    onProgress?.(done + rows.length);
  }
}
