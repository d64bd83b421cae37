// The demo company's fleet, so a newcomer's first look at Vehicles & Trailers is a living fleet rather than an
// empty table: tractors, straight trucks, trailers, buses and pickups with real makes and models, VINs whose check
// digits are right (49 CFR 565.15), and compliance dates set relative to the first start so that some plates and
// safeties have expired and some expire soon. Each unit gets a drawn picture stored like an uploaded photo.
import type { Insertable, Kysely, Transaction } from "kysely";

import { withCheckDigit } from "../../../shared/rules/vin";
import type { Database, VehiclesTable } from "../../db/tables";
import { VEHICLE_CATEGORIES } from "../../db/vehicle-reference-data";
import { attachFiles } from "../../file-purposes";
import { vehiclePicture, type BodyType } from "../../seed/generators/vehicle-picture";
import { storeFile } from "../files";
import { vehicleImage } from "./file-purposes";
import { vehicleColumns } from "./mappers";

const DAY = 24 * 3600_000;
// 49 CFR 565.15(d) Table VI: the model-year character of position ten.
const YEAR_CODES: Readonly<Record<number, string>> = {
  2016: "G",
  2017: "H",
  2018: "J",
  2019: "K",
  2020: "L",
  2021: "M",
  2022: "N",
  2023: "P",
  2024: "R",
  2025: "S",
  2026: "T",
};

interface DemoUnit {
  name: string;
  categoryId: string;
  body: BodyType;
  make: string;
  model: string;
  year: number;
  colour: string;
  plate: string;
  jurisdiction: string;
  /** Manufacturer identifier and vehicle descriptor: positions 1–8 of the VIN. */
  vinStart: string;
  brakingType: "abs" | "hbs";
  /** Days since the last annual (buses: semi-annual) safety inspection; undefined: none recorded. */
  safetyDaysAgo?: number;
  /** Days until the plate expires (negative: expired). */
  plateInDays: number;
  odometer: number;
  gvwr?: number;
  defect?: "minor" | "major";
}

// Safety: a safety runs to the end of its month + 1 year (docs/compliance.md "Rules"), which is at most 397 days after
// it was recorded (1 January to 31 January a year on, in a leap year), so 410 and 425 days ago have expired on any day
// of the year (395 days ago would not have on the 31st of a month: 31 December less 395 days is 1 December, good
// through 31 December); ~345 expires within about a month. Buses run six months, at most 215 days, so 230 days ago has
// expired for a bus.
const UNITS: readonly DemoUnit[] = [
  {
    name: "T-101",
    categoryId: "#23:9",
    body: "tractor",
    make: "Freightliner",
    model: "Cascadia",
    year: 2022,
    colour: "White",
    plate: "AT4 1021",
    jurisdiction: "ON",
    vinStart: "3AKJHHDR",
    brakingType: "abs",
    safetyDaysAgo: 40,
    plateInDays: 210,
    odometer: 412_300,
    gvwr: 23_587,
  },
  {
    name: "T-102",
    categoryId: "#23:9",
    body: "tractor",
    make: "Kenworth",
    model: "T680",
    year: 2021,
    colour: "Red",
    plate: "AT4 1022",
    jurisdiction: "ON",
    vinStart: "1XKYD49X",
    brakingType: "abs",
    safetyDaysAgo: 345,
    plateInDays: 12,
    odometer: 588_120,
    gvwr: 23_587,
  },
  {
    name: "T-103",
    categoryId: "#23:9",
    body: "tractor",
    make: "Peterbilt",
    model: "579",
    year: 2020,
    colour: "Blue",
    plate: "AT4 1023",
    jurisdiction: "ON",
    vinStart: "1XPBD49X",
    brakingType: "abs",
    safetyDaysAgo: 425,
    plateInDays: 150,
    odometer: 702_884,
    gvwr: 23_587,
    defect: "minor",
  },
  {
    name: "T-104",
    categoryId: "#23:9",
    body: "tractor",
    make: "Volvo",
    model: "VNL 860",
    year: 2023,
    colour: "Black",
    plate: "AT4 1024",
    jurisdiction: "QC",
    vinStart: "4V4NC9EH",
    brakingType: "abs",
    safetyDaysAgo: 120,
    plateInDays: -9,
    odometer: 198_004,
    gvwr: 23_587,
  },
  {
    name: "T-105",
    categoryId: "#23:9",
    body: "tractor",
    make: "International",
    model: "LT625",
    year: 2019,
    colour: "Silver",
    plate: "AT4 1025",
    jurisdiction: "ON",
    vinStart: "3HSDZAPR",
    brakingType: "abs",
    safetyDaysAgo: 200,
    plateInDays: 95,
    odometer: 845_310,
    gvwr: 23_587,
  },
  {
    name: "T-106",
    categoryId: "#23:9",
    body: "tractor",
    make: "Mack",
    model: "Anthem",
    year: 2024,
    colour: "Green",
    plate: "AT4 1026",
    jurisdiction: "MB",
    vinStart: "1M1AN4GY",
    brakingType: "abs",
    safetyDaysAgo: 15,
    plateInDays: 320,
    odometer: 64_550,
    gvwr: 23_587,
  },
  {
    name: "S-201",
    categoryId: "#23:11",
    body: "straight",
    make: "Hino",
    model: "L6",
    year: 2019,
    colour: "White",
    plate: "BS7 2011",
    jurisdiction: "ON",
    vinStart: "5PVNJ8JV",
    brakingType: "hbs",
    safetyDaysAgo: 300,
    plateInDays: 40,
    odometer: 233_410,
    gvwr: 11_793,
  },
  {
    name: "S-202",
    categoryId: "#23:11",
    body: "straight",
    make: "International",
    model: "MV607",
    year: 2021,
    colour: "White",
    plate: "BS7 2012",
    jurisdiction: "ON",
    vinStart: "1HTEUMML",
    brakingType: "abs",
    safetyDaysAgo: 350,
    plateInDays: 20,
    odometer: 156_902,
    gvwr: 15_422,
    defect: "major",
  },
  {
    name: "S-203",
    categoryId: "#23:11",
    body: "straight",
    make: "Isuzu",
    model: "NRR",
    year: 2020,
    colour: "White",
    plate: "BS7 2013",
    jurisdiction: "ON",
    vinStart: "JALE5W16",
    brakingType: "hbs",
    safetyDaysAgo: 90,
    plateInDays: 260,
    odometer: 121_776,
    gvwr: 8_845,
  },
  {
    name: "D-301",
    categoryId: "#23:8",
    body: "straight",
    make: "Western Star",
    model: "47X",
    year: 2018,
    colour: "Yellow",
    plate: "DT2 3011",
    jurisdiction: "ON",
    vinStart: "5KJJBWDR",
    brakingType: "abs",
    safetyDaysAgo: 410,
    plateInDays: -30,
    odometer: 389_120,
    gvwr: 29_937,
  },
  {
    name: "TR-401",
    categoryId: "#23:5",
    body: "trailer",
    make: "Great Dane",
    model: "Everest Reefer",
    year: 2020,
    colour: "White",
    plate: "P8 4011",
    jurisdiction: "ON",
    vinStart: "1GRAA062",
    brakingType: "abs",
    safetyDaysAgo: 60,
    plateInDays: 180,
    odometer: 0,
  },
  {
    name: "TR-402",
    categoryId: "#23:5",
    body: "trailer",
    make: "Wabash",
    model: "DuraPlate",
    year: 2018,
    colour: "White",
    plate: "P8 4012",
    jurisdiction: "ON",
    vinStart: "1JJV532D",
    brakingType: "abs",
    safetyDaysAgo: 380,
    plateInDays: 75,
    odometer: 0,
  },
  {
    name: "TR-403",
    categoryId: "#23:5",
    body: "trailer",
    make: "Utility",
    model: "4000D-X",
    year: 2022,
    colour: "Silver",
    plate: "P8 4013",
    jurisdiction: "ON",
    vinStart: "1UYVS253",
    brakingType: "abs",
    safetyDaysAgo: 240,
    plateInDays: 8,
    odometer: 0,
  },
  {
    name: "TR-404",
    categoryId: "#23:5",
    body: "trailer",
    make: "Manac",
    model: "Flatbed 48'",
    year: 2016,
    colour: "Grey",
    plate: "P8 4014",
    jurisdiction: "QC",
    vinStart: "2M592161",
    brakingType: "abs",
    safetyDaysAgo: 180,
    plateInDays: 230,
    odometer: 0,
  },
  {
    name: "TR-405",
    categoryId: "#23:5",
    body: "trailer",
    make: "Stoughton",
    model: "Composite Van",
    year: 2021,
    colour: "White",
    plate: "P8 4015",
    jurisdiction: "ON",
    vinStart: "1DW1A532",
    brakingType: "abs",
    safetyDaysAgo: 20,
    plateInDays: -3,
    odometer: 0,
  },
  {
    name: "B-501",
    categoryId: "#23:6",
    body: "bus",
    make: "Prevost",
    model: "H3-45",
    year: 2019,
    colour: "Silver",
    plate: "BC5 5011",
    jurisdiction: "ON",
    vinStart: "2PCH3349",
    brakingType: "abs",
    safetyDaysAgo: 230,
    plateInDays: 130,
    odometer: 955_402,
    gvwr: 24_040,
  },
  {
    name: "B-502",
    categoryId: "#23:15",
    body: "bus",
    make: "Blue Bird",
    model: "Vision",
    year: 2022,
    colour: "Yellow",
    plate: "BC5 5012",
    jurisdiction: "ON",
    vinStart: "1BAKGCPA",
    brakingType: "hbs",
    safetyDaysAgo: 150,
    plateInDays: 290,
    odometer: 88_310,
    gvwr: 14_969,
  },
  {
    name: "P-601",
    categoryId: "#23:1",
    body: "pickup",
    make: "Ford",
    model: "F-150",
    year: 2023,
    colour: "Blue",
    plate: "CPKR 601",
    jurisdiction: "ON",
    vinStart: "1FTFW1E5",
    brakingType: "hbs",
    plateInDays: 24,
    odometer: 41_220,
  },
  {
    name: "P-602",
    categoryId: "#23:1",
    body: "pickup",
    make: "Ram",
    model: "2500",
    year: 2021,
    colour: "Black",
    plate: "CPKR 602",
    jurisdiction: "ON",
    vinStart: "3C6UR5CL",
    brakingType: "hbs",
    plateInDays: 340,
    odometer: 97_045,
  },
  {
    name: "V-701",
    categoryId: "#23:17",
    body: "van",
    make: "Ford",
    model: "Transit 250",
    year: 2022,
    colour: "White",
    plate: "CVAN 701",
    jurisdiction: "ON",
    vinStart: "1FTBR1C8",
    brakingType: "hbs",
    safetyDaysAgo: 100,
    plateInDays: 45,
    odometer: 73_118,
  },
];

/** A VIN for the unit: its WMI/VDS, the model-year code, plant and serial, with the right check digit. */
function demoVin(unit: DemoUnit, index: number): string {
  return withCheckDigit(
    `${unit.vinStart}0${YEAR_CODES[unit.year] ?? "N"}A${String(410_000 + index * 137).padStart(6, "0")}`,
  );
}

/** Adds the demo fleet with its pictures to the company (inside the first-start transaction). */
export async function seedDemoFleet(
  db: Kysely<Database> | Transaction<Database>,
  companyId: string,
  createdBy: string,
  nowMs: number,
): Promise<number> {
  const rows: Insertable<VehiclesTable>[] = [];
  for (const [index, unit] of UNITS.entries()) {
    const category = VEHICLE_CATEGORIES.find((c) => c.id === unit.categoryId)!;
    const imageId = await storeFile(db, {
      companyId,
      contentType: "image/png",
      name: `${unit.name}.png`,
      bytes: vehiclePicture(unit.name, unit.body, unit.colour),
      createdBy,
      purpose: null,
    });
    const columns = vehicleColumns(
      {
        name: unit.name,
        categoryId: unit.categoryId,
        plate: unit.plate,
        vin: demoVin(unit, index),
        make: unit.make,
        model: unit.model,
        year: unit.year,
        colour: unit.colour,
        jurisdiction: unit.jurisdiction,
        brakingType: unit.brakingType,
        odometer: String(unit.odometer),
        odometerType: "KM",
        ...(unit.safetyDaysAgo === undefined ? {} : { cvorDate: String(nowMs - unit.safetyDaysAgo * DAY) }),
        plateExpiryDate: String(nowMs + unit.plateInDays * DAY),
        ...(unit.gvwr === undefined ? {} : { gvwr: unit.gvwr }),
        imageId,
        usageType: "commercial",
      },
      category,
      "America/Toronto",
    );
    rows.push({
      ...columns,
      company_id: companyId,
      created_by: createdBy,
      modified_by: createdBy,
      time_zone: null,
      defect_type: unit.defect ?? "none",
      deleted: false,
    });
  }
  const inserted = await db.insertInto("vehicles").values(rows).returning(["id", "image_id"]).execute();
  for (const vehicle of inserted)
    await attachFiles(db, vehicleImage, { companyId, recordId: vehicle.id, fileIds: [vehicle.image_id] });
  return rows.length;
}

/** The demo fleet's size and unit numbers, for tests. */
export const DEMO_FLEET_UNITS: readonly string[] = UNITS.map((u) => u.name);
