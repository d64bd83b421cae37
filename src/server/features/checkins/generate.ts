// Check-ins for seeding and the benchmark (docs/checkins.md "Demo data and scale"): the company's drivers (else
// everyone) check in once a day, going back a day per round of the roster, in the early morning of the company's time
// zone; about 3 % are "not able to work" with a reason, and about 60 % carry a location near one of a few yards. With
// few people and many rows, the days wrap after ten years and people check in several times a day.
import type { Insertable, Kysely } from "kysely";

import type { CheckInsTable, Database } from "../../db/tables";
import { between, pick } from "../../seed/generators/random";

const DAY = 24 * 3600_000;
const WRAP_DAYS = 3650;
const BATCH = 1000;
const REASONS = [
  "Flu symptoms",
  "Migraine",
  "Back pain",
  "Family emergency",
  "Medical appointment",
  "Not enough rest",
  "Injured hand",
  "Fever",
];
/** Yards around the Greater Toronto Area (latitude, longitude). */
const YARDS = [
  [43.7, -79.6],
  [43.59, -79.64],
  [43.25, -79.87],
  [43.85, -79.02],
  [45.42, -75.7],
] as const;

export interface GeneratedCheckInContext {
  companyId: string;
  nowMs: number;
}

interface Person {
  employee_id: string;
  user_id: string;
  name: string;
}

/** UTC milliseconds of local midnight of `day` (YYYY-MM-DD) in `timeZone`. */
function localMidnight(day: string, timeZone: string): number {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(guess)
      .map((p) => [p.type, Number(p.value)]),
  );
  const asLocal = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return guess - (asLocal - guess);
}

async function roster(db: Kysely<Database>, companyId: string): Promise<Person[]> {
  const rows = await db
    .selectFrom("employees")
    .select(["id", "user_id", "first", "last", "roles"])
    .where("company_id", "=", companyId)
    .orderBy("id")
    .execute();
  const drivers = rows.filter((r) => r.roles.includes("driver") || r.roles.includes("nc_driver"));
  return (drivers.length > 0 ? drivers : rows).map((r) => ({
    employee_id: r.id,
    user_id: r.user_id,
    name: `${r.first.trim()} ${r.last.trim()}`.trim(),
  }));
}

/** Inserts `count` check-ins with multi-row INSERTs; `onProgress` gets the number inserted so far. */
export async function insertGeneratedCheckIns(
  db: Kysely<Database>,
  random: () => number,
  count: number,
  context: GeneratedCheckInContext,
  onProgress?: (done: number) => void,
  startIndex = 0,
): Promise<void> {
  if (count === 0) return;
  const people = await roster(db, context.companyId);
  if (people.length === 0)
    throw new Error("the company has no employees to check in: seed some with --employees N first");
  const company = await db
    .selectFrom("companies")
    .select("time_zone")
    .where("id", "=", context.companyId)
    .executeTakeFirstOrThrow();
  const timeZone = company.time_zone || "America/Toronto";
  const today = new Intl.DateTimeFormat("en-CA", { timeZone }).format(context.nowMs);
  const midnights = new Map<number, { day: string; at: number }>();
  const dayBack = (back: number) => {
    let found = midnights.get(back);
    if (!found) {
      const day = new Date(Date.parse(`${today}T12:00:00Z`) - back * DAY).toISOString().slice(0, 10);
      found = { day, at: localMidnight(day, timeZone) };
      midnights.set(back, found);
    }
    return found;
  };
  for (let done = 0; done < count; done += BATCH) {
    const rows: Insertable<CheckInsTable>[] = [];
    for (let i = 0; i < Math.min(BATCH, count - done); i++) {
      const index = startIndex + done + i;
      const person = people[index % people.length]!;
      const round = Math.floor(index / people.length);
      // Round r of the roster is r + 1 days back, so no check-in lies in the future.
      const { day, at } = dayBack((round % WRAP_DAYS) + 1);
      const created =
        at +
        between(random, 5 * 60, 9 * 60) * 60_000 +
        between(random, 0, 59_999) +
        Math.floor(round / WRAP_DAYS) * 60_000;
      const notAble = random() < 0.03;
      const yard = random() < 0.6 ? pick(random, YARDS) : undefined;
      rows.push({
        company_id: context.companyId,
        employee_id: person.employee_id,
        user_id: person.user_id,
        employee_name: person.name,
        result: notAble ? "NotAbleToWork" : "None",
        reason: notAble ? pick(random, REASONS) : null,
        latitude: yard ? yard[0] + (random() - 0.5) * 0.02 : null,
        longitude: yard ? yard[1] + (random() - 0.5) * 0.02 : null,
        accuracy: yard ? between(random, 5, 60) : null,
        day,
        created_date: new Date(created),
        created_by: person.user_id,
        modified_by: person.user_id,
        time_zone: timeZone,
      });
    }
    await db.insertInto("checkins").values(rows).execute();
    onProgress?.(done + rows.length);
  }
}
