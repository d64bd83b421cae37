// The demo company's hours of service (docs/hours.md "Demo data and scale"): two weeks of logs for its drivers before
// the first start and today's so far, so the Hours of Service list, the log grid and the violations have something real
// to show. Weekdays are working days, weekends off days (the shifts are seed/demo-shifts.ts's, which the inspections
// demo follows too); most days are certified, the latest worked day is not (Incomplete). Priya Patel's
// violationDay has only 9 hours off duty and no declared deferral, so the engine reports SOR/2005-313 s.14(1) for it.
import type { Kysely, Transaction } from "kysely";

import { dayBounds, shiftDay, carrierDayOf, DEFAULT_TIME_ZONE } from "../../../shared/rules/timesheets";
import type { Database } from "../../db/tables";
import { demoMembers } from "../../seed/demo-identity";
import { DEMO_SHIFTS, shiftStartOn, worksOn } from "../../seed/demo-shifts";
import { signatureDataUrl } from "../../seed/generators/signature-picture";
import { insertSeedDays, isWeekend, workday, type PlannedChange, type SeedDay, type SeedDriver } from "./generate";

const MINUTE = 60_000;
const DAYS = 14;

/** The most recent weekday at least two days before `today` (the e2e journey finds it the same way). */
export function violationDay(today: string): string {
  let day = shiftDay(today, -2);
  while (isWeekend(day)) day = shiftDay(day, -1);
  return day;
}

/**
 * 9 hours off duty: 6 h before the shift, a 30-minute break and 2.5 h at the end (s.14(1) asks for 10). The last
 * driving ends when on-duty time is 11.5 h and 12 h into the shift, so no other limit is broken (s.12, s.13).
 */
function nineHoursOff(start: number, route: readonly [string, string, string]): PlannedChange[] {
  const at = (hours: number) => start + hours * 60 * MINUTE;
  const [yard, road, terminal] = route;
  return [
    { status: "on", start: at(6), location: yard },
    { status: "driving", start: at(7), location: yard },
    { status: "off", start: at(12), location: road },
    { status: "driving", start: at(12.5), location: road },
    { status: "on", start: at(18), location: terminal },
    { status: "off", start: at(21.5), location: terminal },
  ];
}

export async function seedDemoTimesheets(
  db: Kysely<Database> | Transaction<Database>,
  companyId: string,
  nowMs: number,
): Promise<void> {
  const company = await db
    .selectFrom("companies")
    .select("time_zone")
    .where("id", "=", companyId)
    .executeTakeFirstOrThrow();
  const timeZone = company.time_zone || DEFAULT_TIME_ZONE;
  const today = carrierDayOf(nowMs, timeZone);
  const people = await demoMembers(db, companyId);
  const days: SeedDay[] = [];
  // The shifts the inspections demo follows too (seed/demo-shifts.ts): a pre-trip is never before its driver's log.
  for (const plan of DEMO_SHIFTS.filter((shift) => shift.keepsLog)) {
    const person = people.get(plan.person);
    if (!person) continue;
    const driver: SeedDriver = {
      employeeId: person.employeeId,
      userId: person.userId,
      name: `${person.first} ${person.last}`,
    };
    const signature = signatureDataUrl(driver.name);
    // The latest worked day is left for the driver to certify (Incomplete), whatever weekday today is; earlier ones
    // are certified, and off days need no signature.
    let leftToCertify = 1;
    while (isWeekend(shiftDay(today, -leftToCertify)) && leftToCertify < DAYS) leftToCertify += 1;
    // Today too, once the shift has begun: the day in progress, up to now (not yet certifiable).
    if (worksOn(plan, today, today, nowMs, timeZone)) {
      const start = shiftStartOn(plan, today, timeZone);
      days.push({
        driver,
        day: today,
        changes: workday(start, plan.route, 240, 180).filter((change) => change.start <= nowMs),
        carried: "off",
      });
    }
    for (let back = DAYS; back >= 1; back--) {
      const day = shiftDay(today, -back);
      const start = dayBounds(day, timeZone).start;
      const first = back === DAYS;
      // The first logged day starts with the off-duty status in force at midnight; later days carry it in.
      const midnight: PlannedChange[] = first ? [{ status: "off", start, location: "Home" }] : [];
      let changes: PlannedChange[] = midnight;
      if (plan.person === "driver2" && day === violationDay(today))
        changes = [...midnight, ...nineHoursOff(start, plan.route)];
      else if (worksOn(plan, day, today, nowMs, timeZone))
        changes = [
          ...midnight,
          ...workday(start + plan.shiftStart * MINUTE, plan.route, 240 + (back % 3) * 30, 180 + (back % 2) * 45),
        ];
      const certify = back !== leftToCertify && changes.some((c) => c.status !== "off");
      days.push({
        driver,
        day,
        changes,
        carried: first ? undefined : "off",
        ...(certify ? { certifiedSignature: signature } : {}),
      });
    }
  }
  await insertSeedDays(db as Kysely<Database>, companyId, days, nowMs, timeZone, { historyOfCertifications: true });
}
