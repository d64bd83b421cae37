// ELD file import (docs/hours.md "ELD file import"): the office imports a third-party ELD's output file (49 CFR
// 395 Subpart B, Appendix A §4.8.2) for one driver and period. The file is read whole first (a malformed line is
// refused with its number and reason, before anything is written); then, in ONE transaction (the command's), the
// period is checked free of the driver's own records — they are never overwritten (49 CFR 395.30(c), the product's
// rule), so a period that has any is refused naming its days —, the duty status changes become the driver's entries
// marked as imported (origin eld, the import and the line of each), each day's history says so, the days are
// recomputed and the engine judges the period. Progress goes out as intermediate replies "done/total phase" (reading,
// days, writing), like the people import: the import's result belongs to its request, so it runs in the handler rather
// than on the job queue, which is for work that outlives a request (reports).
import type {
  EldImportDay,
  EldImportRequest,
  EldImportResult,
  HosRuleset,
  HosViolationView,
} from "../../../shared/generated/hours";
import { EldFileError, parseEldOutputFile, type EldOutputFile } from "../../../shared/rules/eld-output-file";
import { carrierDayOf, shiftDay } from "../../../shared/rules/timesheets";
import { atomically } from "../../ws/atomically";
import type { CompanyContext, CompanySession } from "../../ws/context";
import { EventError } from "../../ws/event-error";
import { companyClock } from "./company-clock";
import { dayRows, nameOfUser, recordEdits, withdrawCertification, type Employee } from "./days";
import { importPeriod, malformed, type ImportPeriod } from "./eld-import-period";
import { evaluateLookBack } from "./evaluate";
import { timesheetFromRow } from "./mappers";
import { affectedDays, recomputeTimesheets } from "./recompute";

const CHUNK = 500;
/** At most this many conflicting days are named in the error's fields (the hint names them all). */
const LISTED_CONFLICTS = 50;

/**
 * Lets the event loop run between chunks: PGlite answers on the microtask queue, so without it the progress replies
 * would wait in the socket's queue until the import ends.
 */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The employee the file is imported for: one of the company's (another company's reads as one that does not exist). */
async function employeeOf(context: CompanyContext, companyId: string, userId: string): Promise<Employee> {
  const row = await context.db
    .selectFrom("employees")
    .select(["id", "user_id", "first", "last"])
    .where("user_id", "=", userId)
    .where("company_id", "=", companyId)
    .where("state", "in", ["active", "invited"])
    .executeTakeFirst();
  if (!row)
    throw new EventError("NotFound", `No employee ${userId} in your company.`, [
      { path: "userId", problem: "notFound" },
    ]);
  return { id: row.id, userId: row.user_id, name: `${row.first.trim()} ${row.last.trim()}`.trim() };
}

function readFile(bytes: Uint8Array): EldOutputFile {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw malformed(1, "the file is not text (§4.8.2: a comma-delimited ASCII file)");
  }
  try {
    return parseEldOutputFile(text);
  } catch (error) {
    if (error instanceof EldFileError) throw malformed(error.line, error.reason);
    throw error;
  }
}

/** The days of the period on which the employee already has entries in force. */
async function daysWithRecords(context: CompanyContext, employeeId: string, period: ImportPeriod): Promise<string[]> {
  const rows = await context.db
    .selectFrom("timesheet_entries as e")
    .innerJoin("timesheets as t", "t.id", "e.timesheet_id")
    .select("t.day")
    .distinct()
    .where("e.employee_id", "=", employeeId)
    .where("e.live", "=", true)
    .where("e.start_at", ">=", new Date(period.startMs))
    .where("e.start_at", "<", new Date(period.endMs))
    .orderBy("t.day")
    .execute();
  return rows.map((r) => r.day);
}

interface Source {
  fileId: string;
  fileName: string;
  parsed: EldOutputFile;
}

async function write(
  context: CompanyContext,
  session: CompanySession,
  employee: Employee,
  source: Source,
  period: ImportPeriod,
  nowMs: number,
): Promise<EldImportResult> {
  const clock = await companyClock(context.db, session.companyId);
  const conflicts = await daysWithRecords(context, employee.id, period);
  if (conflicts.length > 0) {
    throw new EventError(
      "EldImportConflict",
      `${employee.name} already has records on ${conflicts.join(", ")}: a driver's records are never overwritten. Import a period without them, or correct those days one entry at a time.`,
      conflicts.slice(0, LISTED_CONFLICTS).map((day) => ({ path: `days.${day}`, problem: "hasRecords" })),
    );
  }
  const me = session.userId;
  const myName = await nameOfUser(context.db, me);
  const { parsed } = source;
  const fileDriverName = `${parsed.driver.firstName} ${parsed.driver.lastName} (${parsed.driver.username})`
    .trim()
    .slice(0, 260);
  const imported = await context.db
    .insertInto("eld_imports")
    .values({
      company_id: session.companyId,
      employee_id: employee.id,
      file_id: source.fileId,
      file_name: source.fileName,
      eld_registration_id: parsed.eldRegistrationId ?? null,
      eld_identifier: parsed.eldIdentifier ?? null,
      file_driver: fileDriverName,
      period_from: period.from,
      period_to: period.to,
      entry_count: period.events.length,
      check_value_mismatches: JSON.stringify(parsed.checkValueMismatches),
      created_by: me,
      modified_by: me,
      time_zone: clock.timeZone,
    })
    .returning("id")
    .executeTakeFirstOrThrow();

  // Every day of the period gets its row (days without a change carry the status in from the day before): the
  // missing ones in one multi-row INSERT, as every write below is batched (a statement per day or per entry cost most
  // of a 30-day import's time).
  const { rows, created } = await dayRows(context.db, session.companyId, employee, period.days, clock, me);
  for (const [day, row] of rows) {
    if (row.certified_at !== null)
      rows.set(
        day,
        await withdrawCertification(
          context.db,
          row,
          me,
          myName,
          "An ELD file was imported after the day was certified.",
        ),
      );
  }
  context.progress(`${period.days.length}/${period.days.length} days`);
  await breathe();

  const linesByDay = new Map<string, number[]>();
  const values = period.events.map((event) => {
    const day = carrierDayOf(event.at, clock.timeZone, clock.dayStartHour);
    linesByDay.set(day, [...(linesByDay.get(day) ?? []), event.line]);
    return {
      company_id: session.companyId,
      timesheet_id: rows.get(day)!.id,
      employee_id: employee.id,
      status: event.status,
      start_at: new Date(event.at),
      location: event.location?.slice(0, 200) ?? null,
      origin: "eld",
      eld_import_id: imported.id,
      eld_line: event.line,
      created_by: me,
      modified_by: me,
      time_zone: clock.timeZone,
    };
  });
  for (let i = 0; i < values.length; i += CHUNK) {
    await context.db
      .insertInto("timesheet_entries")
      .values(values.slice(i, i + CHUNK))
      .execute();
    context.progress(`${Math.min(i + CHUNK, values.length)}/${values.length} writing`);
    await breathe();
  }
  const eld = parsed.eldIdentifier ? ` (ELD ${parsed.eldIdentifier})` : "";
  await recordEdits(
    context.db,
    [...linesByDay].map(([day, lines]) => ({
      row: rows.get(day)!,
      kind: "eldImported" as const,
      byUserId: me,
      byName: myName,
      reason:
        `Imported from the ELD file ${source.fileName}${eld}, lines ${lines[0]}–${lines.at(-1)}: ${lines.length} changes of duty status.`.slice(
          0,
          500,
        ),
    })),
  );

  // The period's days, then the days after it that carry its last status in, up to the first with changes of its own.
  const after = (await affectedDays(context.db, employee.id, shiftDay(period.to, 1))).filter((r) => r.day > period.to);
  const recomputed = await recomputeTimesheets(context.db, [...rows.values(), ...after], nowMs);
  context.changes.announce(
    session.companyId,
    "TimesheetsChangedNotification",
    Object.fromEntries(recomputed.map((r) => [r.id, timesheetFromRow(r)])),
    created,
  );
  const byId = new Map(recomputed.map((r) => [r.id, r]));
  const last = byId.get(rows.get(period.to)!.id)!;

  const { evaluation } = await evaluateLookBack(
    context.db,
    {
      employeeId: employee.id,
      day: period.to,
      firstDay: period.from,
      dayStart: last.day_start.getTime(),
      dayEnd: last.day_end.getTime(),
      ruleset: last.cycle as HosRuleset,
      timeZone: clock.timeZone,
      dayStartHour: last.day_start_hour,
    },
    nowMs,
  );
  const violationsByDay = new Map<string, HosViolationView[]>();
  for (const v of evaluation.violations) {
    if (v.day < period.from || v.day > period.to) continue;
    violationsByDay.set(v.day, [...(violationsByDay.get(v.day) ?? []), { ...v, onThisDay: true }]);
  }
  const days = period.days.map((day): EldImportDay => {
    const row = byId.get(rows.get(day)!.id)!;
    return {
      day,
      timesheetId: row.id,
      entries: linesByDay.get(day)?.length ?? 0,
      status: row.status as EldImportDay["status"],
      drivingMinutes: row.driving_minutes,
      onDutyTotalMinutes: row.driving_minutes + row.on_duty_minutes,
      violations: (violationsByDay.get(day) ?? []).slice(0, 100),
    };
  });
  return {
    importId: imported.id,
    fileName: source.fileName,
    ...(parsed.eldIdentifier ? { eldIdentifier: parsed.eldIdentifier.slice(0, 60) } : {}),
    ...(parsed.eldRegistrationId ? { eldRegistrationId: parsed.eldRegistrationId.slice(0, 60) } : {}),
    userId: employee.userId,
    driverName: employee.name,
    fileDriverName,
    from: period.from,
    to: period.to,
    ruleset: last.cycle as HosRuleset,
    entryCount: values.length,
    violationCount: days.reduce((n, d) => n + d.violations.length, 0),
    days,
    ...(evaluation.remaining ? { remaining: evaluation.remaining } : {}),
    checkValueMismatches: parsed.checkValueMismatches.slice(0, 1000),
    ...(parsed.fileCheckMismatch ? { fileCheckMismatch: parsed.fileCheckMismatch } : {}),
  };
}

/** The upload's name: browsers send it URI-encoded in X-File-Name (src/client/ui/import-upload.ts). */
function fileNameOf(stored: string | null): string {
  let name = stored ?? "";
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not encoded: keep it as it came.
  }
  return (name.trim() || "eld-output-file.csv").slice(0, 200);
}

export async function importEldFile(payload: EldImportRequest, outer: CompanyContext): Promise<EldImportResult> {
  const session = outer.session;
  const nowMs = outer.clock.now();
  // The dispatcher has checked that the file is the company's (x-references files); read it scoped all the same.
  const file = await outer.db
    .selectFrom("files")
    .select(["bytes", "content_type", "name"])
    .where("id", "=", payload.fileId)
    .where("company_id", "=", session.companyId)
    .executeTakeFirst();
  if (!file)
    throw new EventError("NotFound", `No file ${payload.fileId} in your company.`, [
      { path: "fileId", problem: "notFound" },
    ]);
  const employee = await employeeOf(outer, session.companyId, payload.userId);
  if (file.content_type !== "text/csv")
    throw malformed(
      1,
      "the file is not an ELD output file: upload the .csv the ELD produced through POST /api/v1/imports",
    );
  outer.progress("0/1 reading");
  const parsed = readFile(file.bytes);
  outer.progress("1/1 reading");
  const clock = await companyClock(outer.db, session.companyId);
  const period = importPeriod(parsed, payload, clock, nowMs);
  const fileName = fileNameOf(file.name);
  return atomically(outer, (context) =>
    write(context, session, employee, { fileId: payload.fileId, fileName, parsed }, period, nowMs),
  );
}
