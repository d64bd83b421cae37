// The demo company's check-ins (docs/checkins.md "Demo data and scale"): its drivers checked in on the working days of
// the two weeks before the first start and this morning, each just before their shift of the demo's plan, and one of
// them was not able to work one day — so the check-ins list, its filters and the details screen have something real to show. Written
// directly: seeding sends no mail.
import type { Kysely, Transaction } from "kysely";

import { localDay } from "../../../shared/rules/checkins";
import type { Database } from "../../db/tables";
import { localPartOf } from "../../seed/demo-identity";
import { SICK_PERSON, shiftOf, sickDay } from "../../seed/demo-shifts";

const DAY = 24 * 3600_000;
const TIME_ZONE = "America/Toronto";

export async function seedDemoCheckIns(
  db: Kysely<Database> | Transaction<Database>,
  companyId: string,
  nowMs: number,
): Promise<void> {
  const drivers = (
    await db
      .selectFrom("employees as e")
      .innerJoin("users as u", "u.id", "e.user_id")
      .select(["e.id", "e.user_id", "e.first", "e.last", "e.roles", "e.state", "u.email"])
      .where("e.company_id", "=", companyId)
      .orderBy("e.id")
      .execute()
  ).filter((e) => e.state === "active" && (e.roles.includes("driver") || e.roles.includes("nc_driver")));
  // The day off sick is the shifts plan's (seed/demo-shifts.ts), so that day she has no log and no inspection either.
  const sickOn = sickDay(localDay(nowMs, TIME_ZONE));
  const rows = [];
  const isWorkingDay = (ms: number) =>
    !["Sat", "Sun"].includes(new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, weekday: "short" }).format(ms));
  // Today too, for those whose morning check-in time has come: the office's list has today's check-ins like any
  // working day's (docs/checkins.md "Demo data and scale").
  for (let back = 14; back >= 0; back--) {
    const noon = nowMs - back * DAY;
    if (!isWorkingDay(noon)) continue;
    for (const [i, driver] of drivers.entries()) {
      // Each driver checks in before going on duty (seed/demo-shifts.ts: 10 to 24 minutes before their shift, a few
      // minutes apart from day to day); someone with no shift in the plan, at their own time of the morning.
      const shift = shiftOf(localPartOf(driver.email));
      const minutes = shift ? shift.shiftStart - 10 - ((i * 7 + back * 3) % 15) : 6 * 60 + ((i * 7 + back * 3) % 50);
      const at = startOfLocalDay(noon) + minutes * 60_000;
      if (at > nowMs) continue;
      const sick = localPartOf(driver.email) === SICK_PERSON && localDay(at, TIME_ZONE) === sickOn;
      rows.push({
        company_id: companyId,
        employee_id: driver.id,
        user_id: driver.user_id,
        employee_name: `${driver.first.trim()} ${driver.last.trim()}`.trim(),
        result: sick ? "NotAbleToWork" : "None",
        reason: sick ? "Fever and sore throat, seeing a doctor this morning" : null,
        latitude: 43.589 + i * 0.0003,
        longitude: -79.6441 + i * 0.0003,
        accuracy: 15,
        day: localDay(at, TIME_ZONE),
        created_date: new Date(at),
        created_by: driver.user_id,
        modified_by: driver.user_id,
        time_zone: TIME_ZONE,
      });
    }
  }
  if (rows.length > 0) await db.insertInto("checkins").values(rows).execute();
}

/** Toronto's local midnight before `ms` (the offset of that moment is good for the whole morning). */
function startOfLocalDay(ms: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: TIME_ZONE,
      hourCycle: "h23",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(ms)
      .map((p) => [p.type, Number(p.value)]),
  );
  return ms - ((parts.hour! * 60 + parts.minute!) * 60 + parts.second!) * 1000 - (ms % 1000);
}
