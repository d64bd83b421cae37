// Import of people from an uploaded CSV (docs/users.md "CSV import"). All or nothing: the file
// is checked whole first (import-rows.ts, then InviteExists against the database) and written only when no row has a
// problem, inside one transaction (the command's, else one of its own), so a failure while writing rolls everything
// back too. Progress goes out as intermediate replies whose progressMessage is "done/total phase" (phase: checking,
// writing), which the screen turns into a progress bar.
import { sql } from "kysely";

import type { ImportEmployeesResponse, ImportProblem } from "../../../shared/generated/users";
import { atomically } from "../../ws/atomically";
import type { CompanyContext } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { EventError } from "../../ws/event-error";
import { checkEmployeeRecords, readEmployeesCsv, type FileRecord, type ImportRow } from "./import-rows";
import { XLSX_TYPE, readXlsxRecords } from "./import-xlsx";
import { employmentColumns, userColumns } from "./people";

const CHUNK = 500;

/**
 * Lets the event loop run between chunks: PGlite answers on the microtask queue, so without this the progress replies
 * would sit in the socket's queue until the import ends (README gotchas).
 */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
const MAX_LISTED_PROBLEMS = 1000;

/** Lower-cased emails → existing user ids, and the ids already employed by the company. */
async function existingAccounts(context: CompanyContext, companyId: string, emails: string[]) {
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
      .where("company_id", "=", companyId)
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

async function write(
  context: CompanyContext,
  companyId: string,
  rows: ImportRow[],
  accounts: Map<string, string>,
): Promise<{ created: number; linked: number }> {
  const me = context.session.userId;
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
    context.progress(`${done}/${total} writing`);
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
          company_id: companyId,
          state: "active",
          created_by: me,
          modified_by: me,
          time_zone: null,
        })),
      )
      .execute();
    done += chunk.length;
    context.progress(`${done}/${total} writing`);
    await breathe();
  }
  return { created: fresh.length, linked: rows.length - fresh.length };
}

export const importHandlers: Pick<Handlers, "ImportEmployeesFromFileQueryOperation"> = {
  async ImportEmployeesFromFileQueryOperation(payload, outer) {
    const companyId = outer.session.companyId;
    // The payload names the company; it can only be the session's (another company's id reads as not found).
    if (payload.companyId !== companyId)
      throw new EventError("NotFound", `No company ${payload.companyId} among yours.`);
    const fileId = payload.files[0]!;
    const file = await outer.db
      .selectFrom("files")
      .select(["bytes", "content_type"])
      .where("id", "=", fileId)
      .where("company_id", "=", companyId)
      .executeTakeFirst();
    if (!file) throw new EventError("NotFound", `No file ${fileId} in your company.`);
    const empty = { rows: 0, imported: 0, created: 0, linked: 0 };
    if (file.content_type !== "text/csv" && file.content_type !== XLSX_TYPE) {
      return {
        ...empty,
        problems: [{ line: 1, reason: "notCsv", hint: "Upload the CSV or .xlsx through POST /api/v1/imports." }],
        problemCount: 1,
      };
    }
    const company = await outer.db
      .selectFrom("companies")
      .select("time_zone")
      .where("id", "=", companyId)
      .executeTakeFirstOrThrow();
    const timeZone = company.time_zone ?? "America/Toronto";
    const onProgress = (done: number, total: number) => outer.progress(`${done}/${total} checking`);
    let read: Awaited<ReturnType<typeof readEmployeesCsv>>;
    if (file.content_type === XLSX_TYPE) {
      let records: FileRecord[];
      try {
        records = await readXlsxRecords(Buffer.from(file.bytes));
      } catch (error) {
        const hint = `The workbook could not be read: ${error instanceof Error ? error.message : String(error)}`.slice(
          0,
          500,
        );
        return { ...empty, problems: [{ line: 1, reason: "notCsv", hint }], problemCount: 1 };
      }
      read = await checkEmployeeRecords(records, outer.session.roles, timeZone, onProgress);
    } else {
      read = await readEmployeesCsv(
        new TextDecoder("utf-8").decode(file.bytes),
        outer.session.roles,
        timeZone,
        onProgress,
      );
    }
    const problems: ImportProblem[] = [...read.problems];
    const accounts = await existingAccounts(
      outer,
      companyId,
      read.rows.map((row) => row.user.email.toLowerCase()),
    );
    for (const row of read.rows) {
      const userId = accounts.users.get(row.user.email.toLowerCase());
      if (userId && accounts.employed.has(userId)) {
        problems.push({
          line: row.line,
          column: "Email",
          value: row.user.email,
          reason: "inviteExists",
          hint: `${row.user.email} is already in your company.`,
        });
      }
    }
    problems.sort((a, b) => a.line - b.line);
    if (problems.length > 0) {
      return {
        ...empty,
        rows: read.total,
        problems: problems.slice(0, MAX_LISTED_PROBLEMS),
        problemCount: problems.length,
      } satisfies ImportEmployeesResponse;
    }
    outer.progress(`0/${read.rows.length} writing`);
    const written = await atomically(outer, (context) => write(context, companyId, read.rows, accounts.users));
    // Thousands of people at once: the change is announced without items; list screens refetch their windows.
    outer.changes.announce(companyId, "UsersChangedNotification", {}, true);
    return { rows: read.total, imported: read.rows.length, ...written, problems: [], problemCount: 0 };
  },
};
