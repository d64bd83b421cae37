// What a list needs to be reported (docs/reports.md "Rules"): its window spec (the same filter and order as its
// screen), its columns, and who may report it. Each list is one small entry in sources.ts built from the list's own
// list-spec.ts and list-fields.ts, so a report shows what the list shows.
import type { Kysely } from "kysely";

import type { EventName } from "../../../shared/generated/events";
import type { ReportList } from "../../../shared/generated/reports";
import type { Database } from "../../db/tables";
import type { ListField } from "../../lists/columnar";
import type { CellFormat, ExportColumn, ExportPlan } from "../../lists/export";

export interface ReportSource<Filter, Sort, Row> {
  list: ReportList;
  /** The PDF's heading (English, as the CSV headers; the screen names the list in the user's language). */
  title: string;
  /** The list event whose access (roles, features) a report of this list needs. */
  listEvent: EventName;
  /** A mechanic's reduced menu reaches this list (docs/reports.md "Who may do what"). */
  mechanic: boolean;
  defaultSort: Sort;
  plan(
    db: Kysely<Database>,
    companyId: string,
    filter: Filter,
    sort: Sort,
    nowMs: number,
  ): Promise<ExportPlan<Row>> | ExportPlan<Row>;
}

type Kind = "text" | "date" | "dateTime";

/** An export column that shows a list field as the list reads it (null → empty), dates in the company's zone. */
export function fieldColumn<Row>(
  header: string,
  field: ListField<Row>,
  kind: Kind = "text",
  width = 1,
): ExportColumn<Row> {
  return {
    header,
    sql: field.columns,
    width,
    value: (row: Row, format: CellFormat) => {
      const value = field.read(row);
      if (value === null) return "";
      if (kind === "date") return format.date(Number(value));
      if (kind === "dateTime") return format.dateTime(Number(value));
      return String(value);
    },
  };
}

/** A column whose value is worked out from the row (labels, sums) rather than read from one list field. */
export function computedColumn<Row>(
  header: string,
  sql: readonly string[],
  value: (row: Row, format: CellFormat) => string,
  width = 1,
): ExportColumn<Row> {
  return { header, sql, value, width };
}

/** "Search: T-1 · Status: removed": the filter as the PDF's subtitle line. */
export function describeFilter(filter: object): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === "") continue;
    const shown =
      typeof value === "object"
        ? Object.entries(value as Record<string, unknown>)
            .filter(([, v]) => v !== undefined && v !== "")
            .map(([k, v]) => `${k} ${String(v)}`)
            .join(", ")
        : String(value);
    if (shown !== "") parts.push(`${key}: ${shown}`);
  }
  return parts.length === 0 ? "Filter: none" : `Filter: ${parts.join(" · ")}`;
}
