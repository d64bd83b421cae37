// The vehicles file (docs/vehicles.md "Importing vehicles" lists the columns): one row per vehicle or trailer, its
// columns named as the vehicle form names its fields, with the spellings fleet spreadsheets use ("Unit #", "Licence
// plate", "GVWR"). Category, brake type and schedule are written as the form shows them.
import type { BrakingType, OdometerType, UsageType } from "../../../shared/generated/vehicles";
import { normalizeHeader, type ImportColumn } from "../../imports/columns";

const column = <K extends string>(key: K, header: string, ...spellings: string[]): ImportColumn<K> => ({
  key,
  header,
  aliases: [header, ...spellings].map(normalizeHeader),
});

export const VEHICLE_COLUMNS = [
  column("name", "Unit number", "unit", "unit #", "unit no", "name", "vehicle", "fleet number", "numéro d'unité"),
  column("category", "Category", "type", "vehicle type", "catégorie"),
  column("brakingType", "Brake type", "brakes", "braking", "braking type", "freins"),
  column("plate", "Plate", "licence plate", "license plate", "plate number", "plaque"),
  column("plateExpiryDate", "Plate expiry", "plate expiry date", "registration expiry", "plate expires"),
  column("cvorDate", "Annual safety date", "annual safety", "annual inspection", "safety date"),
  column("vin", "VIN", "serial number", "vin number", "nive"),
  column("vinNonStandard", "Non-standard VIN", "vin non standard"),
  column("make", "Make", "manufacturer", "marque"),
  column("model", "Model", "modèle"),
  column("year", "Year", "model year", "année"),
  column("colour", "Colour", "color", "couleur"),
  column("jurisdiction", "Jurisdiction", "province", "state", "province/state"),
  column("odometer", "Odometer", "mileage", "odometer reading", "odomètre"),
  column("odometerType", "Odometer unit", "odometer units", "unit of distance", "km/mi"),
  column("hubometerUsed", "Hubometer used", "hubometer"),
  column("startOfOperation", "Start of operation", "in service", "in service date", "start date"),
  column("endOfOperation", "End of operation", "out of service date", "end date"),
  column("lastSafetyDate", "Last safety inspection", "last safety", "last safety date"),
  column("lastSafetyNumber", "Last safety number", "safety number", "safety certificate"),
  column("cvorNumber", "CVOR number", "cvor"),
  column("weight", "Weight (kg)", "weight", "tare", "tare weight"),
  column("registeredGrossWeight", "Registered gross weight (kg)", "registered gross weight", "rgw"),
  column("gvwr", "GVWR (kg)", "gvwr", "gross vehicle weight rating"),
  column("usageType", "Usage", "use", "usage type"),
  column("schedule", "Inspection schedule", "schedule"),
  column("notes", "Notes", "comments", "remarks"),
] as const;

export type VehicleColumnKey = (typeof VEHICLE_COLUMNS)[number]["key"];

export const REQUIRED_VEHICLE_COLUMNS: readonly VehicleColumnKey[] = ["name", "category", "brakingType"];

/** How a cell names a brake type: as the form does ("Air brakes"), or shorter. */
export const BRAKING_WORDS: Record<string, BrakingType> = {
  air: "abs",
  airbrakes: "abs",
  abs: "abs",
  electric: "ebs",
  electricbrakes: "ebs",
  ebs: "ebs",
  hydraulic: "hbs",
  hydraulicbrakes: "hbs",
  hbs: "hbs",
  none: "nbs",
  nbs: "nbs",
};

export const ODOMETER_WORDS: Record<string, OdometerType> = {
  km: "KM",
  kilometres: "KM",
  kilometers: "KM",
  mi: "MI",
  miles: "MI",
};

export const USAGE_WORDS: Record<string, UsageType> = {
  commercial: "commercial",
  noncommercial: "noncommercial",
  personal: "noncommercial",
};

/** The template's example rows (a truck and its trailer), so a user sees each column's form before typing. */
export const TEMPLATE_EXAMPLES: readonly Partial<Record<VehicleColumnKey, string>>[] = [
  {
    name: "T-900",
    category: "Highway Tractor",
    brakingType: "Air brakes",
    plate: "AB12345",
    plateExpiryDate: "2027-06-30",
    cvorDate: "2026-09-15",
    vin: "1FUJGLDR3CLBP8834",
    make: "Freightliner",
    model: "Cascadia",
    year: "2022",
    jurisdiction: "ON",
    odometer: "412000",
    odometerType: "km",
    gvwr: "23600",
    usageType: "Commercial",
  },
  { name: "TR-950", category: "Trailer", brakingType: "Air brakes", plate: "X98765", make: "Manac", year: "2019" },
];
