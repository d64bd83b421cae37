// Timesheets for seeding and benchmarks (`npm run seed -- --timesheets N`): each of the company's active drivers gets
// days going back from yesterday, a working day on weekdays (pre-trip, two driving stretches around a break, a
// post-trip, off duty) and an off day on weekends, with totals and status computed by the same rules the server uses
// (src/shared/rules/timesheets.ts). Each day starts with the off-duty status in force at midnight, so every day stands
// alone. Rows go in with multi-row INSERTs. A company with too few drivers for a year each gets generated drivers.
import { sql, type Insertable, type Kysely } from "kysely";

import type { DutyStatus } from "../../../shared/generated/hours";
import { dayBounds, shiftDay, summarizeDay, carrierDayOf, DEFAULT_TIME_ZONE } from "../../../shared/rules/timesheets";
import type { Database, TimesheetEntriesTable, TimesheetsTable } from "../../db/tables";
import { between, pick } from "../../seed/generators/random";
import { generateEmployee } from "../users";

const MINUTE = 60_000;
const ROWS_PER_INSERT = 1000;
const ENTRIES_PER_INSERT = 4000;
const ROUTES = [
  ["Mississauga, ON yard", "Highway 401, Kingston, ON", "Montréal, QC terminal"],
  ["Brampton, ON yard", "Highway 400, Barrie, ON", "Sudbury, ON terminal"],
  ["Hamilton, ON yard", "QEW, St. Catharines, ON", "Fort Erie, ON border"],
  ["London, ON yard", "Highway 402, Sarnia, ON", "Windsor, ON terminal"],
  ["Ottawa, ON yard", "Highway 417, Arnprior, ON", "Pembroke, ON terminal"],
] as const;

export interface PlannedChange {
  status: DutyStatus;
  start: number;
  location: string;
}

/** A weekday's log from `shiftStart` (ms): pre-trip, drive, a 30-minute break, drive, post-trip, off duty. */
export function workday(
  shiftStart: number,
  route: readonly [string, string, string],
  drive1Min: number,
  drive2Min: number,
): PlannedChange[] {
  const at = (min: number) => shiftStart + min * MINUTE;
  const [yard, road, terminal] = route;
  return [
    { status: "on", start: at(0), location: yard },
    { status: "driving", start: at(30), location: yard },
    { status: "off", start: at(30 + drive1Min), location: road },
    { status: "driving", start: at(60 + drive1Min), location: road },
    { status: "on", start: at(60 + drive1Min + drive2Min), location: terminal },
    { status: "off", start: at(90 + drive1Min + drive2Min), location: terminal },
  ];
}

export const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());

export interface SeedDriver {
  employeeId: string;
  userId: string;
  name: string;
}

export interface SeedDay {
  driver: SeedDriver;
  day: string;
  changes: PlannedChange[];
  /** The status carried in from the day before; undefined when the changes start at the day's start. */
  carried: DutyStatus | undefined;
  certifiedSignature?: string;
}

/** Inserts the days with their entries and computed totals; returns the timesheet ids in order. */
export async function insertSeedDays(
  db: Kysely<Database>,
  companyId: string,
  days: readonly SeedDay[],
  nowMs: number,
  timeZone: string,
  options: { historyOfCertifications?: boolean } = {},
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < days.length; i += ROWS_PER_INSERT) {
    const batch = days.slice(i, i + ROWS_PER_INSERT);
    const rows: Insertable<TimesheetsTable>[] = batch.map((d) => {
      const bounds = dayBounds(d.day, timeZone);
      const certified = d.certifiedSignature !== undefined;
      const summary = summarizeDay({
        dayStart: bounds.start,
        dayEnd: bounds.end,
        now: nowMs,
        carried: d.carried,
        changes: d.changes,
        certified,
      });
      return {
        company_id: companyId,
        employee_id: d.driver.employeeId,
        user_id: d.driver.userId,
        employee_name: d.driver.name,
        day: d.day,
        day_start: new Date(bounds.start),
        day_end: new Date(bounds.end),
        cycle: "CA_CYCLE_1",
        status: summary.status,
        driving_minutes: summary.drivingMinutes,
        on_duty_minutes: summary.onDutyNotDrivingMinutes,
        off_duty_minutes: summary.offDutyMinutes,
        sleeper_minutes: summary.sleeperMinutes,
        start_location: d.changes[0]?.location ?? null,
        end_location: d.changes[d.changes.length - 1]?.location ?? null,
        signature: d.certifiedSignature ?? null,
        certified_at: certified ? new Date(Math.min(bounds.end + 5 * MINUTE, nowMs)) : null,
        certified_by: certified ? d.driver.userId : null,
        open: summary.open,
        created_by: "seed",
        modified_by: "seed",
        time_zone: timeZone,
      };
    });
    const inserted = await db
      .insertInto("timesheets")
      .values(rows)
      .onConflict((c) => c.columns(["employee_id", "day"]).doNothing())
      .returning(["id", "employee_id", "day", "certified_at", "certified_by", "employee_name"])
      .execute();
    // The demo's certified days show their certification in the edit history, as a certification made in the app does.
    const certified = inserted.filter((r) => r.certified_at !== null);
    if (options.historyOfCertifications && certified.length > 0) {
      await db
        .insertInto("timesheet_edits")
        .values(
          certified.map((r) => ({
            company_id: companyId,
            timesheet_id: r.id,
            kind: "certified",
            by_name: r.employee_name,
            created_date: r.certified_at!,
            created_by: r.certified_by,
            modified_by: r.certified_by,
            time_zone: timeZone,
          })),
        )
        .execute();
    }
    const idOf = new Map(inserted.map((r) => [`${r.employee_id}|${r.day}`, r.id]));
    const entries: Insertable<TimesheetEntriesTable>[] = [];
    for (const d of batch) {
      const timesheetId = idOf.get(`${d.driver.employeeId}|${d.day}`);
      if (!timesheetId) continue;
      ids.push(timesheetId);
      for (const change of d.changes) {
        entries.push({
          company_id: companyId,
          timesheet_id: timesheetId,
          employee_id: d.driver.employeeId,
          status: change.status,
          start_at: new Date(change.start),
          location: change.location,
          origin: "seed",
          created_by: d.driver.userId,
          modified_by: d.driver.userId,
          time_zone: timeZone,
        });
      }
    }
    for (let j = 0; j < entries.length; j += ENTRIES_PER_INSERT)
      await db
        .insertInto("timesheet_entries")
        .values(entries.slice(j, j + ENTRIES_PER_INSERT))
        .execute();
  }
  return ids;
}

export interface GeneratedTimesheetContext {
  companyId: string;
  createdBy: string;
  nowMs: number;
}

/** The company's active drivers, adding generated ones until there are enough for `count` days at a year each. */
async function driversFor(
  db: Kysely<Database>,
  random: () => number,
  count: number,
  context: GeneratedTimesheetContext,
): Promise<SeedDriver[]> {
  const load = async () =>
    (
      await db
        .selectFrom("employees")
        .select(["id", "user_id", "first", "last"])
        .where("company_id", "=", context.companyId)
        .where("state", "=", "active")
        .where(sql<boolean>`'driver' = any(roles)`)
        .orderBy("id")
        .execute()
    ).map((e): SeedDriver => ({
      employeeId: e.id,
      userId: e.user_id,
      name: `${e.first.trim()} ${e.last.trim()}`.trim(),
    }));
  const drivers = await load();
  const wanted = Math.ceil(count / 365);
  for (let added = drivers.length; added < wanted; added += ROWS_PER_INSERT) {
    const people = Array.from({ length: Math.min(ROWS_PER_INSERT, wanted - added) }, (_, i) =>
      generateEmployee(random, 5_000_000 + added + i, context),
    );
    const users = await db
      .insertInto("users")
      .values(people.map((p) => ({ ...p.user, email: `hours.${added}.${p.user.email}` })))
      .returning("id")
      .execute();
    await db
      .insertInto("employees")
      .values(people.map((p, i) => ({ ...p.employee, roles: ["driver"], state: "active", user_id: users[i]!.id })))
      .execute();
  }
  return drivers.length >= wanted ? drivers : load();
}

/** Inserts `count` generated days (index i: driver i mod D, i div D days before yesterday); `onProgress` gets the rows so far. */
export async function insertGeneratedTimesheets(
  db: Kysely<Database>,
  random: () => number,
  count: number,
  context: GeneratedTimesheetContext,
  onProgress?: (done: number) => void,
  startIndex = 0,
): Promise<void> {
  if (count <= 0) return;
  const company = await db
    .selectFrom("companies")
    .select("time_zone")
    .where("id", "=", context.companyId)
    .executeTakeFirst();
  const timeZone = company?.time_zone || DEFAULT_TIME_ZONE;
  const drivers = await driversFor(db, random, startIndex + count, context);
  const yesterday = shiftDay(carrierDayOf(context.nowMs, timeZone), -1);
  const starts = new Map<string, number>();
  const dayStart = (day: string) => starts.get(day) ?? starts.set(day, dayBounds(day, timeZone).start).get(day)!;
  const BATCH = 5000;
  for (let done = 0; done < count; done += BATCH) {
    const days: SeedDay[] = [];
    for (let i = startIndex + done; i < startIndex + Math.min(count, done + BATCH); i++) {
      const driver = drivers[i % drivers.length]!;
      const day = shiftDay(yesterday, -Math.floor(i / drivers.length));
      const start = dayStart(day);
      const midnight: PlannedChange = { status: "off", start, location: "Home" };
      const changes = isWeekend(day)
        ? [midnight]
        : [
            midnight,
            ...workday(
              start + between(random, 300, 540) * MINUTE,
              pick(random, ROUTES),
              between(random, 180, 300),
              between(random, 120, 300),
            ),
          ];
      days.push({
        driver,
        day,
        changes,
        carried: undefined,
        ...(random() < 0.9 ? { certifiedSignature: SIGNATURE } : {}),
      });
    }
    await insertSeedDays(db, context.companyId, days, context.nowMs, timeZone);
    onProgress?.(Math.min(count, done + BATCH));
  }
}

/** A tiny valid PNG as the generated days' signature (10⁶ drawn signatures would only fill the disk). */
const SIGNATURE =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
