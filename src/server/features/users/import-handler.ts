// Import of people from an uploaded CSV or workbook (docs/users.md "CSV import"), through the imports' one command
// flow (src/server/imports/run-import.ts): all or nothing, checked whole first (import-rows.ts, then inviteExists
// against the database), written in one transaction.
import { sql } from "kysely";

import type { ImportProblem } from "../../../shared/generated/common";
import { breathe } from "../../imports/file-records";
import { runImport } from "../../imports/run-import";
import type { CompanyContext } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { checkEmployeeRecords, type ImportRow } from "./import-rows";
import { employmentColumns, userColumns } from "./people";

const CHUNK = 500;

type Rows = (ImportRow & { line: number })[];

/** Lower-cased emails → existing user ids, and the ids already employed by the company. */
async function existingAccounts(context: CompanyContext, emails: string[]) {
  const users = new Map<string, string>();
  const employed = new Set<string>();
  for (let i = 0; i < emails.length; i += CHUNK) {
    const found = await context.db
      .selectFrom("users")
      .select(["id", sql<string>`lower(email)`.as("key")])
      .where(sql`lower(email)`, "in", emails.slice(i, i + CHUNK))
      .execute();
    for (const user of found) users.set(user.key, user.id);
    if (found.length === 0) continue;
    const members = await context.db
      .selectFrom("employees")
      .select("user_id")
      .where("company_id", "=", context.session.companyId)
      .where(
        "user_id",
        "in",
        found.map((u) => u.id),
      )
      .execute();
    for (const member of members) employed.add(member.user_id);
  }
  return { users, employed };
}

const emailsOf = (rows: Rows) => rows.map((row) => row.user.email.toLowerCase());

/** People already in the company. */
async function alreadyEmployed(context: CompanyContext, rows: Rows): Promise<ImportProblem[]> {
  const accounts = await existingAccounts(context, emailsOf(rows));
  return rows.flatMap((row) => {
    const userId = accounts.users.get(row.user.email.toLowerCase());
    return userId && accounts.employed.has(userId)
      ? [
          {
            line: row.line,
            column: "Email",
            value: row.user.email,
            reason: "inviteExists" as const,
            hint: `${row.user.email} is already in your company.`,
          },
        ]
      : [];
  });
}

async function write(
  context: CompanyContext,
  rows: Rows,
  progress: (done: number, total: number) => void,
): Promise<{ created: number; linked: number }> {
  const me = context.session.userId;
  const accounts = (await existingAccounts(context, emailsOf(rows))).users;
  const fresh = rows.filter((row) => !accounts.has(row.user.email.toLowerCase()));
  let done = 0;
  const total = rows.length + fresh.length;
  for (let i = 0; i < fresh.length; i += CHUNK) {
    const inserted = await context.db
      .insertInto("users")
      .values(
        fresh.slice(i, i + CHUNK).map((row) => ({
          ...userColumns(row.user),
          email: row.user.email,
          password_hash: null,
          last_sign_in: null,
          created_by: me,
          modified_by: me,
          time_zone: null,
        })),
      )
      .returning(["id", "email"])
      .execute();
    for (const user of inserted) accounts.set(user.email.toLowerCase(), user.id);
    done += inserted.length;
    progress(done, total);
    await breathe();
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    await context.db
      .insertInto("employees")
      // Imported people are employees at once (active); they choose a password when invited or sent a reset link.
      .values(
        chunk.map((row) => ({
          ...employmentColumns(row.employee),
          user_id: accounts.get(row.user.email.toLowerCase())!,
          company_id: context.session.companyId,
          state: "active",
          created_by: me,
          modified_by: me,
          time_zone: null,
        })),
      )
      .execute();
    done += chunk.length;
    progress(done, total);
    await breathe();
  }
  return { created: fresh.length, linked: rows.length - fresh.length };
}

export const importHandlers: Pick<Handlers, "ImportEmployeesFromFileQueryOperation"> = {
  ImportEmployeesFromFileQueryOperation: (payload, outer) =>
    runImport(payload, outer, {
      check: (records, context, timeZone, onProgress) =>
        checkEmployeeRecords(records, context.session.roles, timeZone, onProgress),
      conflicts: alreadyEmployed,
      write,
      nothingWritten: { created: 0, linked: 0 },
      // Thousands of people at once: the change is announced without items; list screens refetch their windows.
      announce: (context, companyId) => context.changes.announce(companyId, "UsersChangedNotification", {}, true),
    }),
};
