import type { Kysely } from "kysely";

import type { Database } from "./tables";

/**
 * The vehicle categories with fixed ids (docs/vehicles.md "Rules"): #23:5 is Trailer, #23:6 and #23:15 are buses,
 * #23:22 is Equipment. The other positions are ours; ids below 100 are reserved for this list.
 */
export const VEHICLE_CATEGORIES: readonly { id: string; name: string }[] = [
  { id: "#23:1", name: "Truck" },
  { id: "#23:2", name: "Bucket Truck" },
  { id: "#23:3", name: "Car" },
  { id: "#23:4", name: "Cube Van" },
  { id: "#23:5", name: "Trailer" },
  { id: "#23:6", name: "Bus (Motor Coach)" },
  { id: "#23:7", name: "Drill Truck" },
  { id: "#23:8", name: "Dump Truck" },
  { id: "#23:9", name: "Highway Tractor" },
  { id: "#23:10", name: "Limo" },
  { id: "#23:11", name: "Straight Truck" },
  { id: "#23:12", name: "School Purpose Vehicle" },
  { id: "#23:13", name: "SUV" },
  { id: "#23:14", name: "Tow Truck" },
  { id: "#23:15", name: "Bus (School)" },
  { id: "#23:16", name: "Vacuum Truck" },
  { id: "#23:17", name: "Van" },
  { id: "#23:18", name: "Unknown" },
  { id: "#23:19", name: "Bus" },
  { id: "#23:22", name: "Equipment" },
];

/** Common North American makers of trucks, trailers and buses, offered as suggestions in the form. */
export const VEHICLE_MAKERS: readonly string[] = [
  "Blue Bird",
  "Chevrolet",
  "Doepker",
  "Ford",
  "Freightliner",
  "GMC",
  "Great Dane",
  "Hino",
  "International",
  "Isuzu",
  "Kenworth",
  "Mack",
  "Manac",
  "MCI",
  "Mercedes-Benz",
  "Nova Bus",
  "Peterbilt",
  "Prevost",
  "Ram",
  "Stoughton",
  "Thomas Built",
  "Toyota",
  "Trail King",
  "Utility",
  "Vanguard",
  "Volvo",
  "Wabash",
  "Western Star",
];

/** Body types, offered as suggestions; the category is what compliance rules read. */
export const VEHICLE_TYPES: readonly string[] = [
  "Tractor",
  "Straight truck",
  "Pickup",
  "Cargo van",
  "Passenger van",
  "Coach",
  "School bus",
  "Dry van trailer",
  "Flatbed trailer",
  "Reefer trailer",
  "Tanker trailer",
  "Dump trailer",
  "Lowboy trailer",
  "Other",
];

export async function seedVehicleReferenceData(db: Kysely<Database>): Promise<void> {
  const system = { created_by: "system", modified_by: "system", time_zone: null };
  await db
    .insertInto("vehicle_categories")
    .values(VEHICLE_CATEGORIES.map((c) => ({ id: c.id, name: c.name, ...system })))
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  await db
    .insertInto("vehicle_makers")
    .values(VEHICLE_MAKERS.map((name) => ({ name, ...system })))
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  await db
    .insertInto("vehicle_types")
    .values(VEHICLE_TYPES.map((name) => ({ name, ...system })))
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
}
