import type { Kysely } from "kysely";

import type { FeatureName } from "../../shared/generated/common";
import { seedScheduleTemplates } from "./schedule-templates";
import type { Database } from "./tables";
import { seedVehicleReferenceData } from "./vehicle-reference-data";

/**
 * The feature catalogue: each feature has a name and a price. Prices are per vehicle per month in
 * cents and are the platform operator's to change in the admin area; these are the starting values.
 */
export const FEATURE_CATALOGUE: readonly { name: FeatureName; displayName: string; priceCents: number }[] = [
  { name: "vehicles", displayName: "Vehicles", priceCents: 100 },
  { name: "inspections", displayName: "Inspections", priceCents: 300 },
  { name: "timesheets", displayName: "Hours of Service", priceCents: 300 },
  { name: "checkins", displayName: "Check-ins", priceCents: 100 },
  { name: "checklists", displayName: "Checklists", priceCents: 100 },
  { name: "checklistsVehicles", displayName: "Checklists for vehicles", priceCents: 50 },
  { name: "equipment", displayName: "Equipment", priceCents: 100 },
  { name: "equipmentInspections", displayName: "Equipment inspections", priceCents: 100 },
  { name: "compliance", displayName: "Compliance", priceCents: 100 },
  { name: "users", displayName: "Users", priceCents: 0 },
  { name: "home", displayName: "Home", priceCents: 0 },
  { name: "messages", displayName: "Messages", priceCents: 0 },
  { name: "map", displayName: "Map", priceCents: 100 },
  { name: "trackLocation", displayName: "Track location", priceCents: 100 },
  { name: "trackDriving", displayName: "Track driving", priceCents: 0 },
  { name: "trackSleeper", displayName: "Track sleeper", priceCents: 0 },
  { name: "trackInspections", displayName: "Track inspections", priceCents: 0 },
  { name: "trackCycle", displayName: "Track cycle", priceCents: 0 },
  { name: "offline", displayName: "Offline", priceCents: 0 },
  { name: "sso", displayName: "SSO (employment id)", priceCents: 0 },
  { name: "profileUpdateByUser", displayName: "Profile update by user", priceCents: 0 },
];

export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto("features")
    .values(FEATURE_CATALOGUE.map((f) => ({ name: f.name, display_name: f.displayName, price_cents: f.priceCents })))
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  await seedVehicleReferenceData(db);
  await seedScheduleTemplates(db);
}
