// One import command, whichever domain's (docs/files.md "Imports"): the uploaded file is read, every row checked, then
// the conflicts only the database can find, and the rows are written only when nothing had a problem, inside one
// transaction (the command's, else one of its own), so a failure while writing rolls everything back too. Progress
// goes out as intermediate replies whose progressMessage is "done/total phase" (phase: checking, writing), which the
// import screen turns into a progress bar.
import type { ImportFileRequest, ImportProblem } from "../../shared/generated/common";
import { isKnownTimeZone } from "../../shared/rules/time-zone";
import { atomically } from "../ws/atomically";
import type { CompanyContext } from "../ws/context";
import { EventError } from "../ws/event-error";
import type { CheckedRecords } from "./check-records";
import { readImportFile, type FileRecord } from "./file-records";

/** The problems listed in a reply; problemCount counts them all. */
const MAX_LISTED_PROBLEMS = 1000;
/** Where no company zone is set, dates are read as the product's default zone's. */
const DEFAULT_TIME_ZONE = "America/Toronto";

export interface ImportSteps<Row, Written extends object> {
  /** Checks the records (check-records.ts), dates in the company's zone. */
  check(
    records: FileRecord[],
    context: CompanyContext,
    timeZone: string,
    onProgress: (done: number, total: number) => void,
  ): Promise<CheckedRecords<Row>>;
  /** The rows' conflicts with what the company already has (an employee already there, a unit name in use). */
  conflicts(context: CompanyContext, rows: CheckedRecords<Row>["rows"]): Promise<ImportProblem[]>;
  /** Writes every row, inside the import's transaction, in the company's zone; `progress(done, total)` as it goes. */
  write(
    context: CompanyContext,
    rows: CheckedRecords<Row>["rows"],
    progress: (done: number, total: number) => void,
    timeZone: string,
  ): Promise<Written>;
  /** What the reply says of a refused file alongside rows and problems ({created: 0…}). */
  nothingWritten: Written;
  /** Tells the company's screens once the transaction is through. */
  announce(context: CompanyContext, companyId: string): void;
}

export interface ImportReply {
  rows: number;
  imported: number;
  problems: ImportProblem[];
  problemCount: number;
}

export async function runImport<Row, Written extends object>(
  payload: ImportFileRequest,
  outer: CompanyContext,
  steps: ImportSteps<Row, Written>,
): Promise<ImportReply & Written> {
  const companyId = outer.session.companyId;
  // The payload names the company; it can only be the session's (another company's id reads as not found).
  if (payload.companyId !== companyId) throw new EventError("NotFound", `No company ${payload.companyId} among yours.`);
  const fileId = payload.files[0]!;
  const file = await outer.db
    .selectFrom("files")
    .select(["bytes", "content_type"])
    .where("id", "=", fileId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  if (!file) throw new EventError("NotFound", `No file ${fileId} in your company.`);
  const refused = (total: number, problems: ImportProblem[]) => ({
    ...steps.nothingWritten,
    rows: total,
    imported: 0,
    problems: problems.slice(0, MAX_LISTED_PROBLEMS),
    problemCount: problems.length,
  });
  const read = await readImportFile(file.bytes, file.content_type);
  if ("unreadable" in read) return refused(0, [{ line: 1, reason: "notCsv", hint: read.unreadable }]);
  const company = await outer.db
    .selectFrom("companies")
    .select("time_zone")
    .where("id", "=", companyId)
    .executeTakeFirstOrThrow();
  const timeZone = company.time_zone && isKnownTimeZone(company.time_zone) ? company.time_zone : DEFAULT_TIME_ZONE;
  const checked = await steps.check(read.records, outer, timeZone, (done, total) =>
    outer.progress(`${done}/${total} checking`),
  );
  const problems = [...checked.problems, ...(await steps.conflicts(outer, checked.rows))].sort(
    (a, b) => a.line - b.line,
  );
  if (problems.length > 0) return refused(checked.total, problems);
  outer.progress(`0/${checked.rows.length} writing`);
  const written = await atomically(outer, (context) =>
    steps.write(context, checked.rows, (done, total) => outer.progress(`${done}/${total} writing`), timeZone),
  );
  steps.announce(outer, companyId);
  return { ...written, rows: checked.total, imported: checked.rows.length, problems: [], problemCount: 0 };
}
