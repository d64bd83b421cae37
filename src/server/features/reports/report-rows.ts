// Reports as the wire carries them (schema/reports.json Report), read from the reports table with the name of who
// asked for them. Shared by the list event, the job's progress notifications and the relay between processes.
import { sql, type Kysely, type Transaction } from "kysely";

import type { Report, ReportFormat, ReportList, ReportState } from "../../../shared/generated/reports";
import { ReportSource } from "../../../shared/generated/reports";
import type { Database } from "../../db/tables";

type Db = Kysely<Database> | Transaction<Database>;

/** Reports are kept this long, then removed with their files (the next report of the company sweeps them). */
export const REPORT_KEEP_DAYS = 7;

/** The lists a mechanic may report: Vehicles & Trailers, Inspections (docs/reports.md "Who may do what"). */
export const MECHANIC_LISTS: readonly ReportList[] = ["vehicles", "inspections"];

const columns = [
  "r.id",
  "r.list",
  "r.format",
  "r.state",
  "r.filter",
  "r.sort",
  "r.rows_done",
  "r.rows_total",
  "r.file_name",
  "r.size",
  "r.created_date",
  "r.finished_at",
  "r.error",
] as const;

function selectReports(db: Db, companyId: string) {
  return db
    .selectFrom("reports as r")
    .leftJoin("users as u", "u.id", "r.created_by")
    .select([...columns, sql<string>`coalesce(trim(u.first || ' ' || u.last), '')`.as("created_by_name")])
    .where("r.company_id", "=", companyId);
}

type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>["execute"]>>[number];

export function reportFromRow(row: ReportRow): Report {
  const asked = { list: row.list, filter: row.filter, ...(row.sort ? { sort: row.sort } : {}) };
  // A filter stored before a list's schema changed may no longer decode: the report still lists, without it.
  const source = ReportSource.is(asked) ? asked : ({ list: row.list as ReportList, filter: {} } as ReportSource);
  return {
    id: row.id,
    source,
    format: row.format as ReportFormat,
    state: row.state as ReportState,
    rowsDone: row.rows_done,
    ...(row.rows_total === null ? {} : { rowsTotal: row.rows_total }),
    fileName: row.file_name,
    ...(row.size === null ? {} : { size: Number(row.size) }),
    createdByName: row.created_by_name.slice(0, 300),
    createdAt: row.created_date.getTime(),
    ...(row.finished_at ? { finishedAt: new Date(row.finished_at).getTime() } : {}),
    ...(row.error ? { error: row.error.slice(0, 500) } : {}),
  };
}

/** The company's reports of the REPORT_KEEP_DAYS before `now`, newest first; `lists` limits them (a mechanic's). */
export async function recentReports(
  db: Db,
  companyId: string,
  limit: number,
  now: Date,
  lists?: readonly ReportList[],
): Promise<Report[]> {
  let query = selectReports(db, companyId).where(
    "r.created_date",
    ">",
    sql<Date>`${now}::timestamptz - ${`${REPORT_KEEP_DAYS} days`}::interval`,
  );
  if (lists) query = query.where("r.list", "in", lists);
  const rows = await query.orderBy("r.created_date", "desc").orderBy("r.id", "desc").limit(limit).execute();
  return rows.map(reportFromRow);
}

/** Reports of the company by id (another company's ids are simply absent). */
export async function reportsById(db: Db, companyId: string, ids: readonly string[]): Promise<Record<string, Report>> {
  if (ids.length === 0) return {};
  const rows = await selectReports(db, companyId).where("r.id", "in", ids).execute();
  return Object.fromEntries(rows.map((row) => [row.id, reportFromRow(row)]));
}
