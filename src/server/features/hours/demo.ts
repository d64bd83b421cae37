// The demo company's hours of service (docs/hours.md "Demo data and scale"): two weeks of logs for its drivers before
// the first start, so the Hours of Service list, the log grid and the violations have something real to show. Weekdays
// are working days, weekends off days; most days are certified, the latest worked day is not (Incomplete). Priya Patel's
// violationDay has only 9 hours off duty and no declared deferral, so the engine reports SOR/2005-313 s.14(1) for it.
import type { Kysely, Transaction } from "kysely";

import { dayBounds, shiftDay, carrierDayOf, DEFAULT_TIME_ZONE } from "../../../shared/rules/timesheets";
import type { Database } from "../../db/tables";
import { demoMembers } from "../../seed/demo-identity";
import { signatureDataUrl } from "../../seed/generators/signature-picture";
import { insertSeedDays, isWeekend, workday, type PlannedChange, type SeedDay, type SeedDriver } from "./generate";

const MINUTE = 60_000;
const DAYS = 14;

/** Drivers with logs, each with a shift start (minutes after midnight) and a route. */
const DRIVERS: readonly { person: string; shiftStart: number; route: readonly [string, string, string] }[] = [
  {
    person: "driver1",
    shiftStart: 6 * 60 + 30,
    route: ["Mississauga, ON yard", "Highway 401, Kingston, ON", "Montréal, QC terminal"],
  },
  {
    person: "driver2",
    shiftStart: 6 * 60,
    route: ["Brampton, ON yard", "Highway 400, Barrie, ON", "Sudbury, ON terminal"],
  },
  {
    person: "gurpreet.sandhu",
    shiftStart: 5 * 60 + 30,
    route: ["Hamilton, ON yard", "QEW, St. Catharines, ON", "Fort Erie, ON border"],
  },
  {
    person: "marie-eve.gagnon",
    shiftStart: 7 * 60,
    route: ["Ottawa, ON yard", "Highway 417, Arnprior, ON", "Pembroke, ON terminal"],
  },
  {
    person: "aisha.mensah",
    shiftStart: 8 * 60,
    route: ["London, ON yard", "Highway 402, Sarnia, ON", "Windsor, ON terminal"],
  },
];

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
  for (const plan of DRIVERS) {
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
    for (let back = DAYS; back >= 1; back--) {
      const day = shiftDay(today, -back);
      const start = dayBounds(day, timeZone).start;
      const first = back === DAYS;
      // The first logged day starts with the off-duty status in force at midnight; later days carry it in.
      const midnight: PlannedChange[] = first ? [{ status: "off", start, location: "Home" }] : [];
      let changes: PlannedChange[] = midnight;
      if (plan.person === "driver2" && day === violationDay(today))
        changes = [...midnight, ...nineHoursOff(start, plan.route)];
      else if (!isWeekend(day))
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
