import type { Kysely } from "kysely";

// The demo company's last two weeks of trip inspections, so a newcomer's Inspections list and vehicles show a living
// fleet: every working morning the drivers pre-trip their units (tractors mostly with a trailer), some post-trip in
// the afternoon; now and then a minor defect, which the mechanic repairs before the next morning and the next driver
// of that unit acknowledges; T-102 had a major brake defect last week, repaired and acknowledged; T-103 has a minor
// defect open since this morning; and S-202 has an open major defect from two days ago, so it is out of service (its
// driver has taken D-301 since). Written in bulk (generators/inspections.ts) because every test server seeds the demo:
// the same ~100 inspections through the per-row submit path cost seconds per start.
import { carrierDayOf, dayBounds, DEFAULT_TIME_ZONE, shiftDay } from "../../../shared/rules/timesheets";
import type { Database } from "../../db/tables";
import { demoMembers } from "../../seed/demo-identity";
import { recentWorkdays, shiftOf, shiftStartOn, worksOn } from "../../seed/demo-shifts";
import { between, pick, seededRandom } from "../../seed/generators/random";
import {
  loadSeedFleet,
  refreshFleetState,
  writeInspections,
  type PlannedDefect,
  type PlannedInspection,
  type SeedPerson,
  type SeedUnit,
} from "./generate";

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const DAYS = 14;
// Where the drivers start their day, with the coordinates their phones give (the fleet map's pins): the GTA yards and
// the Hwy 401 / A-20 corridor to Montréal.
const LOCATIONS: readonly (readonly [string, number, number])[] = [
  ["Yard 3, Mississauga ON", 43.6505, -79.6885],
  ["Main terminal, Toronto ON", 43.7166, -79.4745],
  ["Cross-dock, Brampton ON", 43.7315, -79.7624],
  ["Customer site, Hamilton ON", 43.2557, -79.8711],
  ["Yard 1, Vaughan ON", 43.7942, -79.5269],
  ["ONroute Port Hope, Hwy 401 ON", 43.9852, -78.2638],
  ["Truck stop, Hwy 401, Kingston ON", 44.258, -76.556],
  ["Relais routier, A-20, Drummondville QC", 45.865, -72.471],
  ["Terminal Dorval, Montréal QC", 45.4565, -73.747],
];
const REPAIR_NOTES = [
  "Replaced and tested",
  "Adjusted to spec, road tested",
  "Part replaced, checked OK",
  "Secured and re-checked",
];

/**
 * Who drives what (by the local part of their email): each driver alternates between two units. P-602 is the spare
 * pickup no route drives, so it never carries a defect: journeys that walk a whole inspection pick it
 * (docs/testing.md "Browser journeys").
 */
const ROUTES: readonly { driver: string; units: [string, string] }[] = [
  { driver: "driver1", units: ["T-101", "T-102"] },
  { driver: "driver2", units: ["S-201", "S-203"] },
  { driver: "gurpreet.sandhu", units: ["T-105", "T-103"] },
  { driver: "aisha.mensah", units: ["T-106", "T-104"] },
  { driver: "marie-eve.gagnon", units: ["B-501", "B-502"] },
  { driver: "dmitri.ivanov", units: ["S-202", "D-301"] },
  { driver: "sofia.garcia", units: ["P-601", "V-701"] },
];
const TRAILERS = ["TR-401", "TR-402", "TR-403", "TR-404", "TR-405"];

/** The units whose story is told on purpose (random defects leave them alone). Part is the schedule's part number. */
const STORY: readonly {
  /** 0: the latest working day (today, once every shift has begun), 1: the one before… (seed/demo-shifts.ts). */
  workdaysAgo: number;
  driver: string;
  unit: string;
  severity: "minor" | "major";
  part: number;
  repairAfterHours?: number;
}[] = [
  { workdaysAgo: 5, driver: "driver1", unit: "T-102", severity: "major", part: 1, repairAfterHours: 7 },
  { workdaysAgo: 2, driver: "dmitri.ivanov", unit: "S-202", severity: "major", part: 1 },
  { workdaysAgo: 0, driver: "gurpreet.sandhu", unit: "T-103", severity: "minor", part: 10 },
];

/** A place and a point a few hundred metres around it, spread by the time (not the random stream, which picks the defects). */
const placeAt = ([location, latitude, longitude]: readonly [string, number, number], at: number) => ({
  location,
  coordinates: {
    latitude: latitude + ((Math.floor(at / 60_000) % 7) - 3) * 0.0015,
    longitude: longitude + ((Math.floor(at / 60_000) % 11) - 5) * 0.0015,
  },
});

/**
 * The random stream of one day's work, keyed by the calendar day and what it draws for: the same day gets the same
 * defects, odometers and places whenever the demo is seeded, so the history a newcomer sees does not change with the
 * hour of the first start (an inspection still in the future draws nothing from the streams of those before it).
 */
const dayStream = (dayStart: number, key: number): (() => number) =>
  seededRandom(Math.floor((dayStart + 12 * HOUR) / DAY) * 64 + key);

export async function seedDemoInspections(db: Kysely<Database>, companyId: string, nowMs: number): Promise<number> {
  const members = await demoMembers(db, companyId);
  const mechanicUser = members.get("mechanic");
  const fleet = await loadSeedFleet(db, companyId, mechanicUser?.userId ?? "system");
  // Drivers and mechanics by the local part of their email, as ROUTES and STORY name them.
  const personByName = new Map(
    [...members].flatMap(([name, member]) =>
      [...fleet.drivers, ...fleet.mechanics]
        .filter((p) => p.id === member.userId)
        .map((p): [string, SeedPerson] => [name, p]),
    ),
  );
  const mechanic = fleet.mechanics.find((p) => p.id === mechanicUser?.userId) ?? fleet.mechanics[0];
  const unit = new Map(fleet.units.map((u) => [u.name, u]));
  if (!mechanic) return 0;

  // The company's days in its own zone, and the shifts the hours demo logs (seed/demo-shifts.ts): each pre-trip falls
  // in its driver's first half hour on duty, on the days they work; the stories are told on the latest working days.
  const company = await db.selectFrom("companies").select("time_zone").where("id", "=", companyId).executeTakeFirst();
  // The company's own zone, as the hours demo reads it: both demos must agree on when a day begins.
  const timeZone = company?.time_zone || DEFAULT_TIME_ZONE;
  const today = carrierDayOf(nowMs, timeZone);
  const workdays = recentWorkdays(today, nowMs, timeZone, DAYS + 7);
  const storyDay = (workdaysAgo: number) => workdays[workdaysAgo];
  const plans: PlannedInspection[] = [];
  const reported: PlannedDefect[] = [];
  const odometer = new Map(fleet.units.map((u) => [u.id, Math.max(0, u.odometer - (DAYS + 1) * 450)]));

  const inspect = (
    driverName: string,
    name: string,
    at: number,
    tripType: PlannedInspection["tripType"],
    random: () => number,
    defect?: { part: number; severity: "minor" | "major" },
    trailerName?: string,
  ): PlannedInspection | undefined => {
    const driver = personByName.get(driverName);
    const vehicle = unit.get(name);
    if (!driver || !vehicle || at > nowMs) return undefined;
    const trailer = trailerName ? unit.get(trailerName) : undefined;
    const reading = (odometer.get(vehicle.id) ?? 0) + (vehicle.odometer > 0 ? between(random, 180, 620) : 0);
    odometer.set(vehicle.id, reading);
    const plan: PlannedInspection = {
      at,
      driver,
      unit: vehicle,
      ...(trailer ? { trailer } : {}),
      tripType,
      ...placeAt(pick(random, LOCATIONS), at),
      ...(reading > 0 ? { odometer: reading } : {}),
      defects: defect ? [{ part: defect.part, unit: vehicle, severity: defect.severity }] : [],
    };
    // 49 CFR 396.13(c): the next driver of a unit acknowledges the repairs made since the last inspection.
    const units = new Set<SeedUnit>([vehicle, ...(trailer ? [trailer] : [])]);
    for (const d of reported)
      if (units.has(d.unit) && d.fix && !d.fix.acknowledged && d.fix.at < at)
        d.fix.acknowledged = { at, by: driver, inspection: plan };
    reported.push(...plan.defects);
    plans.push(plan);
    return plan;
  };
  const repair = (defects: readonly PlannedDefect[], at: number) => {
    const random = dayStream(at, 63);
    for (const d of defects)
      d.fix = {
        outcome: random() < 0.2 ? "no-correction-needed" : "repaired",
        at,
        by: mechanic,
        note: pick(random, REPAIR_NOTES),
      };
  };

  const storyUnits = new Set(STORY.map((s) => s.unit));
  // S-202 is out of service since its major defect: its driver has taken D-301 since that day.
  const outOfServiceSince = storyDay(STORY.find((story) => story.unit === "S-202")!.workdaysAgo);
  for (let daysAgo = DAYS; daysAgo >= 0; daysAgo--) {
    const day = shiftDay(today, -daysAgo);
    const dayStart = dayBounds(day, timeZone).start;
    // The shop repairs the minor defects reported before this morning, before the first shift.
    repair(
      reported.filter((d) => !d.fix && d.severity === "minor" && !storyUnits.has(d.unit.name)),
      dayStart + 4 * HOUR,
    );
    for (const story of STORY.filter((s) => storyDay(s.workdaysAgo) === day)) {
      const shift = shiftOf(story.driver)!;
      const plan = inspect(
        story.driver,
        story.unit,
        shiftStartOn(shift, day, timeZone) + 10 * 60_000,
        "pre-trip",
        dayStream(dayStart, 62),
        { part: story.part, severity: story.severity },
      );
      if (plan && story.repairAfterHours !== undefined)
        for (const d of plan.defects)
          d.fix = {
            outcome: "repaired",
            at: plan.at + story.repairAfterHours * HOUR,
            by: mechanic,
            note: "Brake chamber replaced, pushrod stroke adjusted, road tested",
          };
    }
    for (const [r, route] of ROUTES.entries()) {
      const shift = shiftOf(route.driver);
      if (!shift || !worksOn(shift, day, today, nowMs, timeZone)) continue;
      const planned = route.units[daysAgo % 2]!;
      const name =
        planned === "S-202" && outOfServiceSince !== undefined && day >= outOfServiceSince ? "D-301" : planned;
      if (STORY.some((s) => s.unit === name && storyDay(s.workdaysAgo) === day)) continue;
      const vehicle = unit.get(name);
      if (!vehicle) continue;
      const random = dayStream(dayStart, r);
      // In the half hour on duty before driving (hours/generate.ts workday): 8 to 20 minutes after going on duty.
      const at = shiftStartOn(shift, day, timeZone) + between(random, 8, 20) * 60_000;
      const trailer = name.startsWith("T-") && random() < 0.7 ? TRAILERS[(r + daysAgo) % TRAILERS.length] : undefined;
      const defect =
        !storyUnits.has(name) && random() < 0.08
          ? { part: between(random, 2, vehicle.schedule.questions.length), severity: "minor" as const }
          : undefined;
      const plan = inspect(route.driver, name, at, "pre-trip", random, defect, trailer);
      // A few post-trips at the end of the working day, nine hours after the pre-trip (later in the day's log, which
      // the pre-trip already found started; not timed to the log's own last on-duty stretch).
      if (plan && random() < 0.25) inspect(route.driver, name, at + 9 * HOUR, "post-trip", random, undefined, trailer);
    }
  }
  await writeInspections(db, fleet, plans, mechanic.id);
  await refreshFleetState(db, companyId);
  return plans.length;
}
