// Exports of a list (docs/reports.md "Streaming, so a million rows never sit in memory"): every row of a WindowSpec — the same filter and order as the list screen —
// read by keyset a page at a time and written as CSV as they arrive. Nothing here holds more than a page: the rows
// are pulled through a stream, so a consumer that reads slowly (a download, a job writing chunks to the database)
// slows the queries down instead of letting rows pile up. Keyset rather than OFFSET: page 1,000 of a 10⁶-row export
// costs what page 1 does.
import { Readable, pipeline } from "node:stream";

import { stringify } from "csv-stringify";
import { sql, type RawBuilder, type SelectQueryBuilder } from "kysely";

import { wallClockAt } from "../../shared/rules/time-zone";
import { FORMULA_SAFE_CSV } from "./spreadsheet-cells";
import type { WindowSpec } from "./windowed-list";

// `any`: generic over every list's table
type AnyQuery = SelectQueryBuilder<any, any, any>;

/** Rows per query: small enough to stay a short query on PGlite's single connection, large enough to be cheap. */
export const EXPORT_PAGE_ROWS = 1000;

/** How cells show dates: ISO, in the company's time zone (a spreadsheet sorts them; nobody misreads 03/04). */
export interface CellFormat {
  timeZone: string;
  /** YYYY-MM-DD, "" for none (null, ≤ 0). */
  date(ms: number | null | undefined): string;
  /** YYYY-MM-DD HH:mm, "" for none. */
  dateTime(ms: number | null | undefined): string;
}

const two = (n: number) => String(n).padStart(2, "0");

export function cellFormat(timeZone: string): CellFormat {
  const clock = (ms: number) => wallClockAt(ms, timeZone);
  return {
    timeZone,
    date: (ms) => {
      if (ms === null || ms === undefined || !(ms > 0)) return "";
      const c = clock(ms);
      return `${String(c.year).padStart(4, "0")}-${two(c.month)}-${two(c.day)}`;
    },
    dateTime: (ms) => {
      if (ms === null || ms === undefined || !(ms > 0)) return "";
      const c = clock(ms);
      return `${String(c.year).padStart(4, "0")}-${two(c.month)}-${two(c.day)} ${two(c.hour)}:${two(c.minute)}`;
    },
  };
}

/** One column of an export: its header, the SQL columns its value needs, and the value of a row. */
export interface ExportColumn<Row> {
  header: string;
  /** Names in the list's relation, or keys of the source's `computed` expressions. */
  sql: readonly string[];
  value: (row: Row, format: CellFormat) => string;
  /** Relative width in a PDF table (default 1). */
  width?: number;
}

/** What an export reads: the list and its columns; `computed` names SQL expressions a column may ask for. */
export interface ExportPlan<Row> {
  spec: WindowSpec;
  columns: readonly ExportColumn<Row>[];
  computed?: Readonly<Record<string, RawBuilder<unknown>>>;
}

const SORT_KEY = "export_sort_key";
const ROW_ID = "export_row_id";

/** The SELECT list of a plan: each SQL column once, computed ones by their expression. */
function selectColumns<Row>(query: AnyQuery, plan: ExportPlan<Row>): AnyQuery {
  const names = [...new Set(plan.columns.flatMap((column) => column.sql))];
  const selections = names.map((name) =>
    plan.computed?.[name] ? plan.computed[name]!.as(name) : sql.ref(name).as(name),
  );
  // The sort key as PostgreSQL's text (windowed-list.ts: a timestamptz read into a Date loses its microseconds, and
  // the next page would start a few rows early); sent back as an untyped parameter it is read as the column's type.
  return query.select([
    ...selections,
    sql`${sql.ref(plan.spec.sortColumn)}::text`.as(SORT_KEY),
    sql.ref("id").as(ROW_ID),
  ]);
}

/**
 * The rows of a list in its order, a page at a time: each page seeks past the last row of the one before on the
 * list's sort index, (sort column, id), so every query is as cheap as the first.
 */
export async function* keysetPages<Row>(plan: ExportPlan<Row>, pageRows = EXPORT_PAGE_ROWS): AsyncGenerator<Row[]> {
  const { spec } = plan;
  const after = sql.raw(spec.direction === "asc" ? ">" : "<");
  let last: { key: string; id: string } | undefined;
  for (;;) {
    let query = spec.filtered();
    if (last)
      query = query.where(
        sql<boolean>`(${sql.ref(spec.sortColumn)}, ${sql.ref("id")}) ${after} (${last.key}, ${last.id})`,
      );
    const page = (await selectColumns(query, plan)
      .orderBy(spec.sortColumn, spec.direction)
      .orderBy("id", spec.direction)
      .limit(pageRows)
      .execute()) as (Row & Record<string, unknown>)[];
    if (page.length === 0) return;
    yield page;
    if (page.length < pageRows) return;
    const tail = page[page.length - 1]!;
    last = { key: String(tail[SORT_KEY]), id: String(tail[ROW_ID]) };
  }
}

/** The number of rows an export will write (one count query; the progress bar's total). */
export async function exportCount(spec: WindowSpec): Promise<number> {
  const row = await spec
    .filtered()
    .select(sql<number>`count(*)::int`.as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface ExportProgress {
  /** After each page is read: rows read so far. */
  onPage?: (rowsDone: number) => void | Promise<void>;
}

/** A plan's rows as cell texts, page by page. */
export async function* cellPages<Row>(
  plan: ExportPlan<Row>,
  format: CellFormat,
  progress: ExportProgress = {},
  pageRows = EXPORT_PAGE_ROWS,
): AsyncGenerator<string[][]> {
  let done = 0;
  for await (const page of keysetPages(plan, pageRows)) {
    done += page.length;
    yield page.map((row) => plan.columns.map((column) => column.value(row, format)));
    await progress.onPage?.(done);
  }
}

/**
 * The export as CSV bytes: UTF-8 with a BOM (Excel then reads accents right), a header row, then the rows. The
 * stream pulls a page from the database only when csv-stringify has room, and stops querying when its reader goes
 * away (the pipeline returns the generator).
 */
export function csvStream<Row>(
  plan: ExportPlan<Row>,
  format: CellFormat,
  progress: ExportProgress = {},
  pageRows = EXPORT_PAGE_ROWS,
): Readable {
  async function* rows() {
    for await (const page of cellPages(plan, format, progress, pageRows)) yield* page;
  }
  const csv = stringify({
    ...FORMULA_SAFE_CSV,
    bom: true,
    header: true,
    columns: plan.columns.map((column) => column.header),
  });
  // The pipeline forwards a failed query to `csv` (its reader sees the error) and destroys the source when the
  // reader stops; nothing else needs the callback.
  return pipeline(Readable.from(rows()), csv, () => undefined);
}
