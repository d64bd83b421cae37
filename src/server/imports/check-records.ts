// Checking an import's records before anything is written (docs/files.md "Imports"): the header must name the
// required columns, and every row is checked, not just until the first bad one, so the screen shows one table the
// user fixes the file from. A domain's import says what a row is (checkRow); the required cells, the lengths and the
// values that may appear once are checked here for every import alike.
import type { ImportProblem, ImportProblemReason } from "../../shared/generated/common";
import { keyOfHeader, type ImportColumn } from "./columns";
import { breathe, type FileRecord } from "./file-records";

export interface RecordsSpec<K extends string> {
  columns: readonly ImportColumn<K>[];
  required: readonly K[];
  maxLength: Partial<Record<K, number>>;
  maxRows: number;
  /** What a row is, in the too-many-rows hint: "people", "vehicles". */
  rowNoun: string;
}

/** One row as checkRow sees it. */
export interface RowCheck<K extends string> {
  line: number;
  /** The trimmed cell of a column ("" when the file has no such column). */
  cell(key: K): string;
  /** Records a problem of this row's cell of `key`. */
  problem(key: K, reason: ImportProblemReason, hint: string, extra?: Partial<ImportProblem>): void;
  /**
   * Whether `value` (already normalised by the caller) is this column's first occurrence in the file; a repeat is
   * recorded as duplicateInFile with the line that had it first.
   */
  firstInFile(key: K, value: string): boolean;
}

export interface CheckedRecords<Row> {
  /** The rows without problems (the caller may still find conflicts with the database). */
  rows: (Row & { line: number })[];
  problems: ImportProblem[];
  /** Rows in the file, header aside. */
  total: number;
}

export const importProblem = (
  line: number,
  reason: ImportProblemReason,
  hint: string,
  extra: Partial<ImportProblem> = {},
): ImportProblem => ({ line, reason, hint, ...extra });

/** Checks the records of a CSV or spreadsheet, the first naming the columns; nothing may be written unless `problems` is empty. */
export async function checkRecords<K extends string, Row>(
  records: readonly FileRecord[],
  spec: RecordsSpec<K>,
  checkRow: (row: RowCheck<K>) => Row | undefined,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<CheckedRecords<Row>> {
  const headerOf = (key: K) => spec.columns.find((c) => c.key === key)!.header;
  const [header, ...body] = records;
  const refused = (problems: ImportProblem[]) => ({ rows: [], problems, total: body.length });
  if (!header)
    return refused([
      importProblem(
        1,
        "missingColumn",
        `The file is empty; the first line must name the columns (${spec.required.map(headerOf).join(", ")}).`,
      ),
    ]);
  const keys = header.record.map((cell) => keyOfHeader(spec.columns, cell));
  const missing = spec.required.filter((key) => !keys.includes(key));
  if (missing.length > 0)
    return refused(
      missing.map((key) =>
        importProblem(1, "missingColumn", `The first line has no "${headerOf(key)}" column.`, {
          column: headerOf(key),
        }),
      ),
    );
  if (body.length > spec.maxRows)
    return refused([
      importProblem(1, "tooManyRows", `At most ${spec.maxRows} ${spec.rowNoun} per file; this one has ${body.length}.`),
    ]);
  const problems: ImportProblem[] = [];
  const rows: (Row & { line: number })[] = [];
  const firstLines = new Map<K, Map<string, number>>();
  for (const [index, { record, info }] of body.entries()) {
    const line = info.lines;
    const cell = (key: K) => {
      const at = keys.indexOf(key);
      return at < 0 ? "" : (record[at] ?? "").trim();
    };
    const before = problems.length;
    const problem: RowCheck<K>["problem"] = (key, reason, hint, extra = {}) =>
      problems.push(
        importProblem(line, reason, hint, {
          column: headerOf(key),
          ...(cell(key) !== "" ? { value: cell(key).slice(0, 300) } : {}),
          ...extra,
        }),
      );
    const firstInFile = (key: K, value: string) => {
      const seen = firstLines.get(key) ?? new Map<string, number>();
      firstLines.set(key, seen);
      const first = seen.get(value);
      if (first === undefined) {
        seen.set(value, line);
        return true;
      }
      problem(key, "duplicateInFile", `${cell(key)} is also on line ${first}.`, { otherLine: first });
      return false;
    };
    for (const key of spec.required) if (cell(key) === "") problem(key, "required", `${headerOf(key)} is empty.`);
    for (const [key, max] of Object.entries(spec.maxLength) as [K, number][])
      if (cell(key).length > max) problem(key, "tooLong", `${headerOf(key)} is longer than ${max} characters.`);
    const row = checkRow({ line, cell, problem, firstInFile });
    if (row !== undefined && problems.length === before) rows.push({ ...row, line });
    if ((index + 1) % 500 === 0) {
      onProgress(index + 1, body.length);
      await breathe();
    }
  }
  return { rows, problems, total: body.length };
}
