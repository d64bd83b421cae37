// The companies' own inspection schedules as a windowed list (schema/schedules.json ScheduleWindowRequest): the
// operator's cross-company schedule list reads it (all-companies-handlers.ts). The templates are not in it
// (they belong to no company). A company keeps a handful of schedules, so the search scans them; the cross-company
// default view sorts from migration 0025's index. A row's part and vehicle counts are read for the window's rows only.
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from "kysely";

import type {
  ScheduleWindowColumnFilters,
  ScheduleWindowField,
  ScheduleWindowFilter,
  ScheduleWindowSort,
} from "../../../shared/generated/schedules";
import { SCHEDULE_WINDOW_SORT_COLUMNS } from "../../db/migrations/0025-admin-more-lists";
import type { Database, VehicleSchedulesTable } from "../../db/tables";
import type { ListFields } from "../../lists/columnar";
import { onlyCompany, scopeName, type CompanyScope } from "../../lists/company-scope";
import { activeContains, whereText, type ContainsColumn } from "../../lists/text-filters";
import type { WindowSpec } from "../../lists/windowed-list";
import { vehicleCountSql } from "./vehicle-count";

type AnyQuery = SelectQueryBuilder<any, any, any>;

const SEARCH_TEXT = sql<string>`lower(name || ' ' || description || ' ' || number)`;

const CONTAINS_TEXT: Record<keyof ScheduleWindowColumnFilters, ContainsColumn> = {
  name: { text: sql<string>`lower(name)`, indexed: false },
  number: { text: sql<string>`lower(number)`, indexed: false },
};

/** The window spec of the schedules list: one company's own schedules (or every company's), searched, by origin. */
export function scheduleListSpec(
  db: Kysely<Database>,
  scope: CompanyScope,
  filter: ScheduleWindowFilter,
  sort: ScheduleWindowSort,
): WindowSpec {
  const origin = filter.origin ?? "any";
  const search = filter.search?.trim() ?? "";
  const contains = activeContains<keyof ScheduleWindowColumnFilters>(filter.contains);
  const companyId = onlyCompany(scope);
  const filtered = () => {
    let query = db.selectFrom("vehicle_schedules").where("state", "=", "active");
    query =
      companyId !== undefined ? query.where("company_id", "=", companyId) : query.where("company_id", "is not", null);
    // A copy of a standard template keeps the template it came from (schedule-templates.ts, the copy command).
    if (origin === "standard") query = query.where("template_id", "is not", null);
    if (origin === "own") query = query.where("template_id", "is", null);
    return whereText(query, SEARCH_TEXT, search, contains, CONTAINS_TEXT);
  };
  const normalized = {
    origin,
    search: search.toLowerCase(),
    contains: contains.map(([column, text]) => [column, text.toLowerCase()]),
  };
  return {
    scope: scopeName(scope),
    cacheKey: JSON.stringify([scopeName(scope), "schedules", normalized, sort.column, sort.direction]),
    countKey: JSON.stringify([scopeName(scope), "schedules", normalized]),
    filtered,
    sortColumn: SCHEDULE_WINDOW_SORT_COLUMNS[sort.column],
    direction: sort.direction,
    countDependsOnContent: search !== "" || contains.length > 0,
  };
}

/** A company's own schedule (the list has no templates, whose company_id is null). */
type Row = Omit<Selectable<VehicleSchedulesTable>, "company_id"> & {
  company_id: string;
  question_count: number;
  vehicle_count: number;
};

const text = (value: string | null) => (value === null || value === "" ? null : value);

/** The list's fields (schema ScheduleWindowField), valued as the company's schedule summaries value them. */
export const SCHEDULE_WINDOW_FIELDS: ListFields<ScheduleWindowField, Row> = {
  name: { columns: ["name"], read: (r) => r.name },
  number: { columns: ["number"], read: (r) => text(r.number) },
  description: { columns: ["description"], read: (r) => text(r.description) },
  templateKey: { columns: ["template_key"], read: (r) => text(r.template_key) },
  questionCount: { columns: ["question_count"], read: (r) => Number(r.question_count) },
  vehicleCount: { columns: ["vehicle_count"], read: (r) => Number(r.vehicle_count) },
  modifiedDate: { columns: ["modified_date"], read: (r) => r.modified_date.getTime() },
};

export const ALL_SCHEDULE_WINDOW_FIELDS = Object.keys(SCHEDULE_WINDOW_FIELDS) as ScheduleWindowField[];

/**
 * Selects a window's columns; the counts are subqueries, the same as scheduleSummaries' (load.ts): active parts,
 * and the company's live vehicles using this schedule (vehicle-count.ts).
 */
export function selectScheduleWindowColumns(query: AnyQuery, columns: string[]): AnyQuery {
  const plain = columns.filter((column) => column !== "question_count" && column !== "vehicle_count");
  let out = query.select(plain.map((column) => `vehicle_schedules.${column}`));
  if (columns.includes("question_count")) {
    out = out.select(
      sql<number>`(select count(*)::int from vehicle_schedule_questions q where q.schedule_id = vehicle_schedules.id and q.state = 'active')`.as(
        "question_count",
      ),
    );
  }
  if (columns.includes("vehicle_count")) out = out.select(vehicleCountSql("vehicle_schedules").as("vehicle_count"));
  return out;
}
