import { sql, type Kysely, type Transaction } from "kysely";

import type { CheckIn, CheckInFields, CheckInListColumns } from "../../../shared/generated/checkins";
import { encodeIdForUrl } from "../../../shared/ids";
import { checkInProblems, checkInTime, localDay } from "../../../shared/rules/checkins";
import type { Database } from "../../db/tables";
import { listWindow } from "../../lists/list-window";
import { enqueueMail } from "../../mail/outbox";
import { portalUrl } from "../../mail/templates/links";
import { notAbleToWorkMail } from "../../mail/templates/not-able-to-work";
import { atomically } from "../../ws/atomically";
import type { HandlerContext } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { EventError } from "../../ws/event-error";
import { ALL_CHECKIN_LIST_FIELDS, CHECKIN_LIST_FIELDS } from "./list-fields";
import { checkInListSpec } from "./list-spec";
import { checkInFromRow } from "./mappers";
import { ownCheckInsOnly } from "./scope";

type CheckInHandlers = Pick<
  Handlers,
  "CheckInSubmitRequestEvent" | "CheckInListRequestEvent" | "CheckInGetRequestEvent"
>;
type Db = Kysely<Database> | Transaction<Database>;

function refuse(fields: CheckInFields, nowMs: number): void {
  const problems = Object.entries(checkInProblems(fields, nowMs));
  if (problems.length === 0) return;
  throw new EventError(
    "ValidationFailed",
    problems.map(([field, problem]) => `${field}: ${problem}`).join("; "),
    problems.map(([field, problem]) => ({ path: `checkIn.${field}`, problem })),
  );
}

/** Whom to mail: the company's active managers and owners, each in their own language (docs/checkins.md "Rules"). */
async function officeRecipients(db: Db, companyId: string, exceptUserId: string) {
  return db
    .selectFrom("employees")
    .innerJoin("users", "users.id", "employees.user_id")
    .select(["users.email", "users.first", "users.locale"])
    .where("employees.company_id", "=", companyId)
    .where("employees.state", "=", "active")
    .where(sql<boolean>`employees.roles && array['manager', 'owner']::text[]`)
    .where("users.id", "<>", exceptUserId)
    .execute();
}

/** Mails "not able to work" to the office via the outbox, in the check-in's transaction (docs/checkins.md "Rules"). */
async function mailTheOffice(
  context: HandlerContext,
  checkIn: CheckIn,
  company: { name: string; time_zone: string | null },
): Promise<void> {
  const recipients = await officeRecipients(context.db, checkIn.companyId, checkIn.userId);
  const url = portalUrl(context.config, `/portal/operator/checkins/${encodeIdForUrl(checkIn.id)}/details`);
  for (const to of recipients) {
    const mail = notAbleToWorkMail(to.locale, {
      first: to.first,
      employee: checkIn.employeeName,
      company: company.name,
      at: checkIn.createdDate!,
      timeZone: company.time_zone || "America/Toronto",
      reason: checkIn.reason ?? "",
      url,
    });
    await enqueueMail(context.db, { to: to.email, ...mail });
  }
  if (recipients.length > 0) context.afterReply(() => void context.mail.kick());
}

/** Loads check-ins by id for changes announced by another server process (src/server/ws/pg-change-relay.ts). */
export async function loadCheckInsById(
  db: Kysely<Database>,
  companyId: string,
  ids: string[],
): Promise<Record<string, CheckIn>> {
  if (ids.length === 0) return {};
  const rows = await db
    .selectFrom("checkins")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("id", "in", ids)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id, checkInFromRow(row)]));
}

export const checkInHandlers: CheckInHandlers = {
  async CheckInSubmitRequestEvent(payload, context) {
    const session = context.session;
    const nowMs = context.clock.now();
    refuse(payload.checkIn, nowMs);
    const employee = await context.db
      .selectFrom("employees")
      .select(["id", "first", "last"])
      .where("user_id", "=", session.userId)
      .where("company_id", "=", session.companyId)
      .where("state", "in", ["active", "invited"])
      .executeTakeFirst();
    if (!employee) throw new EventError("UnauthorizedException", "You are not an employee of this company.");
    const company = await context.db
      .selectFrom("companies")
      .select(["name", "time_zone"])
      .where("id", "=", session.companyId)
      .executeTakeFirstOrThrow();
    const { result, location } = payload.checkIn;
    const at = checkInTime(payload.checkIn, nowMs);
    // The check-in and its mail commit together (inside a command, in the command's transaction).
    const checkIn = await atomically(context, async (inner) => {
      const row = await inner.db
        .insertInto("checkins")
        .values({
          company_id: session.companyId,
          employee_id: employee.id,
          user_id: session.userId,
          employee_name: `${employee.first.trim()} ${employee.last.trim()}`.trim(),
          result,
          reason: result === "None" ? null : payload.checkIn.reason!.trim(),
          latitude: location?.latitude ?? null,
          longitude: location?.longitude ?? null,
          accuracy: location?.accuracy ?? null,
          day: localDay(at, company.time_zone),
          created_date: new Date(at),
          created_by: session.userId,
          modified_by: session.userId,
          time_zone: company.time_zone,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const saved = checkInFromRow(row);
      if (result !== "None") await mailTheOffice(inner, saved, company);
      return saved;
    });
    // Inside a command the change feed holds this until the commit (src/server/ws/commands.ts).
    context.changes.announce(session.companyId, "CheckInsChangedNotification", { [checkIn.id]: checkIn }, true);
    return checkIn;
  },

  async CheckInListRequestEvent(payload, context) {
    const session = context.session;
    const spec = checkInListSpec(context.db, session.companyId, payload.filter, payload.sort, ownCheckInsOnly(session));
    return listWindow<CheckInListColumns>(context.lists, spec, CHECKIN_LIST_FIELDS, ALL_CHECKIN_LIST_FIELDS, payload);
  },

  async CheckInGetRequestEvent(payload, context) {
    const session = context.session;
    const onlyUser = ownCheckInsOnly(session);
    // Another company's check-in, or for a driver another person's, reads exactly like one that does not exist.
    let query = context.db
      .selectFrom("checkins")
      .selectAll()
      .where("id", "=", payload.id)
      .where("company_id", "=", session.companyId);
    if (onlyUser) query = query.where("user_id", "=", onlyUser);
    const row = await query.executeTakeFirst();
    if (!row) throw new EventError("NotFound", `No check-in ${payload.id} that you can see.`);
    return checkInFromRow(row);
  },
};
