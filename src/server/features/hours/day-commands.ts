// Changes to one day by its id: the driver's certification (49 CFR 395.30(b)) and annotated corrections. A
// correction never overwrites: the corrected entry is kept with replaced_by (or removed_at) and the history names
// who changed what, when and why (49 CFR 395.30(c); SOR/2005-313 forbids entering inaccurate information, so the
// record keeps what it said before).
import { sql } from "kysely";

import type {
  TimesheetCertifyRequest,
  TimesheetDetails,
  TimesheetEntryCorrectRequest,
  TimesheetEntryValues,
} from "../../../shared/generated/hours";
import { atomically } from "../../ws/atomically";
import type { CompanyContext } from "../../ws/context";
import { companyClock } from "./company-clock";
import { nameOfUser, recordEdit, withdrawCertification } from "./days";
import { timesheetDetails } from "./details";
import { refuse, settle } from "./driver-commands";
import type { EntryRow, TimesheetRow } from "./mappers";
import { ownTimesheetsOnly, timesheetNotFound } from "./scope";

/** The day `id` as the session may see it; another company's, or for a driver another person's, reads as not found. */
export async function visibleDay(
  context: CompanyContext,
  id: string,
  onlyUser: string | undefined,
): Promise<TimesheetRow> {
  const session = context.session;
  let query = context.db
    .selectFrom("timesheets")
    .selectAll()
    .where("id", "=", id)
    .where("company_id", "=", session.companyId);
  if (onlyUser) query = query.where("user_id", "=", onlyUser);
  const row = await query.executeTakeFirst();
  if (!row) throw timesheetNotFound(id);
  return row;
}

export async function certifyDay(payload: TimesheetCertifyRequest, context: CompanyContext): Promise<TimesheetDetails> {
  const session = context.session;
  const nowMs = context.clock.now();
  return atomically(context, async (inner) => {
    // Only the day's own driver certifies it, whatever office role the session also holds.
    const row = await visibleDay(inner, payload.id, session.userId);
    // 49 CFR 395.8 (as FMCSA's guidance to it reads): the driver signs each 24-hour period's record at its end, to
    // certify that its entries are true and correct — not while the day can still change.
    refuse(
      row.status === "missing"
        ? [["id", "nothingToCertify"]]
        : row.day_end.getTime() > nowMs
          ? [["id", "dayNotOver"]]
          : [],
    );
    const byName = await nameOfUser(inner.db, session.userId);
    const certified = await inner.db
      .updateTable("timesheets")
      .set({
        signature: payload.signature,
        certified_at: new Date(nowMs),
        certified_by: session.userId,
        modified_by: session.userId,
      })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordEdit(inner.db, certified, { kind: "certified", byUserId: session.userId, byName });
    const settled = (await settle(inner, row.employee_id, row.company_id, row.day, nowMs, false)).find(
      (r) => r.id === row.id,
    );
    const clock = await companyClock(inner.db, row.company_id);
    return (await timesheetDetails(inner.db, session, settled ?? certified, clock, nowMs)).details;
  });
}

const valuesOf = (entry: Pick<EntryRow, "status" | "start_at" | "location">): TimesheetEntryValues => ({
  status: entry.status as TimesheetEntryValues["status"],
  start: entry.start_at.getTime(),
  ...(entry.location ? { location: entry.location } : {}),
});

export async function correctDay(
  payload: TimesheetEntryCorrectRequest,
  context: CompanyContext,
): Promise<TimesheetDetails> {
  const session = context.session;
  const nowMs = context.clock.now();
  const reason = payload.reason.trim();
  refuse(
    reason === ""
      ? [["reason", "required"]]
      : payload.entryId === undefined && payload.entry === undefined
        ? [["entry", "required"]]
        : [],
  );
  return atomically(context, async (inner) => {
    const row = await visibleDay(inner, payload.timesheetId, ownTimesheetsOnly(session));
    const original = payload.entryId
      ? await inner.db
          .selectFrom("timesheet_entries")
          .selectAll()
          .where("id", "=", payload.entryId)
          .where("timesheet_id", "=", row.id)
          .where("live", "=", true)
          .executeTakeFirst()
      : undefined;
    refuse(payload.entryId && !original ? [["entryId", "notInDay"]] : []);
    const wanted = payload.entry
      ? { ...payload.entry, location: payload.entry.location?.trim() || undefined }
      : undefined;
    if (wanted) await checkCorrection(inner, row, wanted, original, nowMs);
    const byName = await nameOfUser(inner.db, session.userId);
    await withdrawCertification(inner.db, row, session.userId, byName, "The day was corrected after it was certified.");
    const before = original ? valuesOf(original) : undefined;
    if (wanted) {
      // The new entry's id first, so the original names it before the new one goes live (no two live entries of a
      // driver may start at the same instant, and a correction often keeps the time and changes the status).
      const { id } = (
        await sql<{ id: string }>`select '#51:' || nextval('timesheet_entries_seq') as id`.execute(inner.db)
      ).rows[0]!;
      if (original)
        await inner.db
          .updateTable("timesheet_entries")
          .set({ replaced_by: id, modified_by: session.userId, modified_date: new Date(nowMs) })
          .where("id", "=", original.id)
          .execute();
      await inner.db
        .insertInto("timesheet_entries")
        .values({
          id,
          company_id: row.company_id,
          timesheet_id: row.id,
          employee_id: row.employee_id,
          status: wanted.status,
          start_at: new Date(wanted.start),
          location: wanted.location ?? null,
          annotation: reason,
          origin: "correction",
          replaces: original?.id ?? null,
          created_by: session.userId,
          modified_by: session.userId,
          time_zone: row.time_zone,
        })
        .execute();
    } else if (original) {
      await inner.db
        .updateTable("timesheet_entries")
        .set({
          removed_at: new Date(nowMs),
          removed_by: session.userId,
          removed_reason: reason,
          modified_by: session.userId,
          modified_date: new Date(nowMs),
        })
        .where("id", "=", original.id)
        .execute();
    }
    const after = wanted
      ? { status: wanted.status, start: wanted.start, ...(wanted.location ? { location: wanted.location } : {}) }
      : undefined;
    await recordEdit(inner.db, row, {
      kind: original ? (wanted ? "changed" : "removed") : "added",
      byUserId: session.userId,
      byName,
      reason,
      ...(before ? { before } : {}),
      ...(after ? { after } : {}),
    });
    const settled = (await settle(inner, row.employee_id, row.company_id, row.day, nowMs, false)).find(
      (r) => r.id === row.id,
    );
    const clock = await companyClock(inner.db, row.company_id);
    const fresh = settled ?? (await visibleDay(inner, row.id, undefined));
    return (await timesheetDetails(inner.db, session, fresh, clock, nowMs)).details;
  });
}

async function checkCorrection(
  context: CompanyContext,
  row: TimesheetRow,
  wanted: TimesheetEntryValues,
  original: EntryRow | undefined,
  nowMs: number,
): Promise<void> {
  // The correction stays within its day, and in the past (what has not happened yet cannot be recorded).
  const inDay = wanted.start >= row.day_start.getTime() && wanted.start < Math.min(row.day_end.getTime(), nowMs + 1);
  refuse(inDay ? [] : [["entry.start", "outsideDay"]]);
  if (
    original &&
    original.status === wanted.status &&
    original.start_at.getTime() === wanted.start &&
    (original.location ?? undefined) === wanted.location
  )
    refuse([["entry", "unchanged"]]);
  const clash = await context.db
    .selectFrom("timesheet_entries")
    .select("id")
    .where("employee_id", "=", row.employee_id)
    .where("live", "=", true)
    .where("start_at", "=", new Date(wanted.start))
    .$if(original !== undefined, (q) => q.where("id", "<>", original!.id))
    .executeTakeFirst();
  refuse(clash ? [["entry.start", "duplicate"]] : []);
}
