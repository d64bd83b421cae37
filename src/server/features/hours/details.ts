// What the details screen and the driver app read: one day whole (TimesheetDetails) and a driver's own hours (MyHours).
import type { Kysely, Transaction } from "kysely";

import type {
  DutyStatus,
  HosRuleset,
  MyHours,
  TimesheetDetails,
  TimesheetEdit,
  TimesheetEditKind,
  TimesheetEntryValues,
} from "../../../shared/generated/hours";
import { LOOKBACK_DAYS, dayBounds, shiftDay } from "../../../shared/rules/timesheets";
import type { Database } from "../../db/tables";
import type { SessionInfo } from "../../ws/context";
import type { CompanyClock } from "./company-clock";
import type { Employee } from "./days";
import { evaluateLookBack } from "./evaluate";
import { entryFromRow, timesheetFromRow, type EldImportLabel, type TimesheetRow } from "./mappers";
import { HOURS_OFFICE_ROLES } from "./scope";

type Db = Kysely<Database> | Transaction<Database>;

/** Roles that keep hours themselves (the certify event's access in schema/hours.json). */
const KEEPS_HOURS = ["driver", "mechanic", "manager", "owner"];

async function namesOf(db: Db, userIds: readonly (string | null)[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds.filter((id): id is string => !!id && id.startsWith("#")))];
  if (ids.length === 0) return new Map();
  const users = await db.selectFrom("users").select(["id", "first", "last"]).where("id", "in", ids).execute();
  return new Map(users.map((u) => [u.id, `${u.first.trim()} ${u.last.trim()}`.trim()]));
}

/** The ELD imports the entries came from (file name and ELD identifier), by id. */
async function eldImportsOf(db: Db, importIds: readonly (string | null)[]): Promise<Map<string, EldImportLabel>> {
  const ids = [...new Set(importIds.filter((id): id is string => !!id))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("eld_imports")
    .select(["id", "file_name", "eld_identifier"])
    .where("id", "in", ids)
    .execute();
  return new Map(rows.map((r) => [r.id, { fileName: r.file_name, eldIdentifier: r.eld_identifier }]));
}

export async function carriedInto(db: Db, employeeId: string, before: Date): Promise<DutyStatus | undefined> {
  const row = await db
    .selectFrom("timesheet_entries")
    .select("status")
    .where("employee_id", "=", employeeId)
    .where("live", "=", true)
    .where("start_at", "<", before)
    .orderBy("start_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.status as DutyStatus | undefined;
}

export async function timesheetDetails(
  db: Db,
  session: SessionInfo,
  row: TimesheetRow,
  clock: CompanyClock,
  nowMs: number,
): Promise<{ details: TimesheetDetails; hosEvaluateMs: number }> {
  const [entries, carried, edits, declarations] = await Promise.all([
    db
      .selectFrom("timesheet_entries")
      .selectAll()
      .where("timesheet_id", "=", row.id)
      .where("live", "=", true)
      .orderBy("start_at")
      .execute(),
    carriedInto(db, row.employee_id, row.day_start),
    db
      .selectFrom("timesheet_edits")
      .selectAll()
      .where("timesheet_id", "=", row.id)
      .orderBy("created_date")
      .orderBy("id")
      .limit(1000)
      .execute(),
    db
      .selectFrom("hos_declarations")
      .select(["kind", "at", "note", "day"])
      .where("employee_id", "=", row.employee_id)
      .where((eb) =>
        eb.or([eb("day", "=", row.day), eb.and([eb("at", ">=", row.day_start), eb("at", "<", row.day_end)])]),
      )
      .orderBy("at")
      .execute(),
  ]);
  const [names, imports] = await Promise.all([
    namesOf(db, [...entries.map((e) => e.created_by), row.certified_by]),
    eldImportsOf(
      db,
      entries.map((e) => e.eld_import_id),
    ),
  ]);
  const { evaluation, ms } = await evaluateLookBack(
    db,
    {
      employeeId: row.employee_id,
      day: row.day,
      dayStart: row.day_start.getTime(),
      dayEnd: row.day_end.getTime(),
      ruleset: row.cycle as HosRuleset,
      timeZone: clock.timeZone,
      dayStartHour: row.day_start_hour,
    },
    nowMs,
  );
  const own = row.user_id === session.userId;
  const office = session.roles.some((role) => HOURS_OFFICE_ROLES.includes(role));
  const certified = row.certified_at !== null;
  const certifiedBy = row.certified_by ? names.get(row.certified_by) : undefined;
  const details: TimesheetDetails = {
    timesheet: timesheetFromRow(row),
    entries: entries.map((e) => entryFromRow(e, names, imports)),
    ...(carried ? { carriedStatus: carried } : {}),
    dayEnd: row.day_end.getTime(),
    timeZone: clock.timeZone,
    ...(certified && row.signature ? { signature: row.signature } : {}),
    ...(certified && certifiedBy ? { certifiedByName: certifiedBy } : {}),
    history: edits.map(editFromRow),
    deferralDeclared: declarations.some((d) => d.kind === "deferral" && d.day === row.day),
    adverseConditions: declarations
      .filter((d) => d.kind === "adverse")
      .map((d) => ({ at: d.at.getTime(), ...(d.note ? { note: d.note } : {}) })),
    evaluation,
    canCorrect: office || own,
    canCertify:
      own &&
      row.status !== "missing" &&
      row.day_end.getTime() <= nowMs &&
      session.roles.some((role) => KEEPS_HOURS.includes(role)),
  };
  return { details, hosEvaluateMs: ms };
}

function editFromRow(row: {
  created_date: Date;
  by_name: string;
  kind: string;
  reason: string | null;
  before: unknown;
  after: unknown;
}): TimesheetEdit {
  return {
    at: row.created_date.getTime(),
    byName: row.by_name,
    kind: row.kind as TimesheetEditKind,
    ...(row.reason ? { reason: row.reason } : {}),
    ...(row.before ? { before: parseValues(row.before) } : {}),
    ...(row.after ? { after: parseValues(row.after) } : {}),
  };
}

/** jsonb reads back as an object on PostgreSQL and PGlite alike; a string is parsed to be safe. */
function parseValues(value: unknown): TimesheetEntryValues {
  return (typeof value === "string" ? JSON.parse(value) : value) as TimesheetEntryValues;
}

/** The driver app's view of the signed-in driver's hours, as of now. */
export async function myHours(db: Db, employee: Employee, clock: CompanyClock, nowMs: number): Promise<MyHours> {
  const today = clock.today(nowMs);
  const bounds = dayBounds(today, clock.timeZone, clock.dayStartHour);
  const [row, current, deferral, toCertify, latest] = await Promise.all([
    db
      .selectFrom("timesheets")
      .selectAll()
      .where("employee_id", "=", employee.id)
      .where("day", "=", today)
      .executeTakeFirst(),
    db
      .selectFrom("timesheet_entries")
      .select(["status", "start_at", "location"])
      .where("employee_id", "=", employee.id)
      .where("live", "=", true)
      .where("start_at", "<=", new Date(nowMs))
      .orderBy("start_at", "desc")
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom("hos_declarations")
      .select("id")
      .where("employee_id", "=", employee.id)
      .where("kind", "=", "deferral")
      .where("day", "=", today)
      .executeTakeFirst(),
    db
      .selectFrom("timesheets")
      .select(["id", "day", "status"])
      .where("employee_id", "=", employee.id)
      .where("day", ">=", shiftDay(today, -LOOKBACK_DAYS))
      // Today's record is still being kept: a day is certified once it is over (docs/hours.md "Certification").
      .where("day", "<", today)
      .where("certified_at", "is", null)
      .where("status", "in", ["inProgress", "incomplete"])
      .orderBy("day", "desc")
      .limit(15)
      .execute(),
    db
      .selectFrom("timesheets")
      .select("cycle")
      .where("employee_id", "=", employee.id)
      .orderBy("day", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  const ruleset = (row?.cycle ?? latest?.cycle ?? clock.defaultCycle) as HosRuleset;
  const { evaluation } = await evaluateLookBack(
    db,
    {
      employeeId: employee.id,
      day: today,
      dayStart: bounds.start,
      dayEnd: bounds.end,
      ruleset,
      timeZone: clock.timeZone,
      dayStartHour: clock.dayStartHour,
    },
    nowMs,
  );
  return {
    today,
    timeZone: clock.timeZone,
    ...(row ? { timesheet: timesheetFromRow(row) } : {}),
    ...(current
      ? {
          current: {
            status: current.status as DutyStatus,
            since: current.start_at.getTime(),
            ...(current.location ? { location: current.location } : {}),
          },
        }
      : {}),
    evaluation,
    deferralDeclaredToday: deferral !== undefined,
    toCertify: toCertify.map((d) => ({ id: d.id, day: d.day, status: d.status as "inProgress" | "incomplete" })),
  };
}
