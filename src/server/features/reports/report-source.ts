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
  /**
   * How the PDF's filter line names this list's filter fields and their coded values, as the screen's filters do
   * ("What: Annual safety · Expiring within (weeks): 4"); a field without a name is spelled out from its key.
   */
  filterWords?: FilterWords;
  plan(
    db: Kysely<Database>,
    companyId: string,
    filter: Filter,
    sort: Sort,
    nowMs: number,
  ): Promise<ExportPlan<Row>> | ExportPlan<Row>;
}

export interface FilterWords {
  names?: Readonly<Record<string, string>>;
  values?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Fields whose value is a record's id: the line names the record as the screen's picker does, never its id. */
  records?: Readonly<Record<string, NamedRecord>>;
}

/** The records a list filter may name by id. */
export type NamedRecord = "category" | "vehicle" | "person";

/** A record's name for the filter line (the company's own records only); undefined when there is none. */
async function recordName(
  db: Kysely<Database>,
  companyId: string,
  kind: NamedRecord,
  id: string,
): Promise<string | undefined> {
  if (kind === "category")
    return (await db.selectFrom("vehicle_categories").select("name").where("id", "=", id).executeTakeFirst())?.name;
  if (kind === "vehicle")
    return (
      await db
        .selectFrom("vehicles")
        .select("name")
        .where("id", "=", id)
        .where("company_id", "=", companyId)
        .executeTakeFirst()
    )?.name;
  const person = await db
    .selectFrom("users")
    .innerJoin("employees", "employees.user_id", "users.id")
    .select(["users.first", "users.last"])
    .where("users.id", "=", id)
    .where("employees.company_id", "=", companyId)
    .executeTakeFirst();
  return person && `${person.first} ${person.last}`;
}

/** The filter with each record id replaced by the record's name (words.records), for describeFilter. */
export async function namedFilter(
  db: Kysely<Database>,
  companyId: string,
  filter: object,
  words: FilterWords = {},
): Promise<object> {
  const named: Record<string, unknown> = { ...filter };
  for (const [key, kind] of Object.entries(words.records ?? {})) {
    const id = named[key];
    if (typeof id === "string" && id !== "") named[key] = (await recordName(db, companyId, kind, id)) ?? id;
  }
  return named;
}

type Kind = "text" | "date" | "dateTime";

/**
 * An export column that shows a list field as the list reads it (null → empty), dates in the company's zone, and a
 * coded value ("offDay", "CA_CYCLE_1") in the screen's words when `labels` names it (docs/reports.md "Rules").
 */
export function fieldColumn<Row>(
  header: string,
  field: ListField<Row>,
  kind: Kind = "text",
  width = 1,
  labels?: Readonly<Record<string, string>>,
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
      return labels?.[String(value)] ?? String(value);
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

/** "expiringWeeks" → "Expiring weeks": a key no source names, spelled out. */
const spelledOut = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** "Search: T-1 · Status: Removed": the filter as the PDF's subtitle line, in the screen's words. */
export function describeFilter(filter: object, words: FilterWords = {}): string {
  const parts: string[] = [];
  const said = (key: string, value: unknown) => words.values?.[key]?.[String(value)] ?? String(value);
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === "") continue;
    const shown =
      typeof value === "object"
        ? Object.entries(value as Record<string, unknown>)
            .filter(([, v]) => v !== undefined && v !== "")
            .map(([k, v]) => `${words.names?.[k] ?? spelledOut(k)} ${said(k, v)}`)
            .join(", ")
        : said(key, value);
    if (shown !== "") parts.push(`${words.names?.[key] ?? spelledOut(key)}: ${shown}`);
  }
  return parts.length === 0 ? "Filter: none" : `Filter: ${parts.join(" · ")}`;
}
