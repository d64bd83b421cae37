import { sql, type Kysely } from "kysely";

import type {
  InspectionColumnFilters,
  InspectionListFilter,
  InspectionSort,
  InspectionStatus,
  TripType,
} from "../../../shared/generated/inspections";
import { INSPECTION_SEARCH_SQL } from "../../db/migrations/0008-inspections";
import type { Database } from "../../db/tables";
import { onlyCompany, scopeName, type CompanyScope } from "../../lists/company-scope";
import {
  activeContains,
  TextFilters,
  withTextKeys,
  type ContainsColumn,
  type TermDictionary,
} from "../../lists/text-filters";
import type { WindowSpec } from "../../lists/windowed-list";
import { rankOfStatus } from "./status";

/** Wire sort column → SQL column; each has an index (company_id, column, id) (migration 0008) and (column, id) for every company (0022). */
const SORT_COLUMNS: Record<InspectionSort["column"], string> = {
  inspectedAt: "inspected_at",
  vehicleName: "vehicle_name",
  driverName: "driver_name",
  status: "status_rank",
};

/** The search text as the trigram index sees it (the same expression, so the index is used). */
const SEARCH_TEXT = sql<string>`${sql.raw(INSPECTION_SEARCH_SQL)}`;

/** Column filter → its text; each is part of SEARCH_TEXT, so the trigram index narrows the rows first. */
const CONTAINS_TEXT: Record<keyof InspectionColumnFilters, ContainsColumn> = {
  vehicleName: { text: sql<string>`lower(vehicle_name)`, indexed: true },
  trailerNames: { text: sql<string>`lower(trailer_names)`, indexed: true },
  driverName: { text: sql<string>`lower(driver_name)`, indexed: true },
  location: { text: sql<string>`lower(location)`, indexed: true },
};

/** Every value of the status and trip type filters (migration 0008's check constraints). */
const STATUSES: InspectionStatus[] = ["good", "minor", "major"];
const TRIP_TYPES: TripType[] = ["pre-trip", "post-trip", "enroute"];

/** The searched columns' values, per company (migration 0026): a search reads the rows holding a value containing it. */
const DICTIONARY: TermDictionary<keyof InspectionColumnFilters> = {
  list: "inspections",
  search: [
    { column: "vehicle_name", everyRow: true },
    { column: "trailer_names", everyRow: false },
    { column: "driver_name", everyRow: true },
    { column: "vehicle_plate", everyRow: false },
    { column: "location", everyRow: false },
  ],
  contains: {
    vehicleName: { column: "vehicle_name", everyRow: true },
    trailerNames: { column: "trailer_names", everyRow: false },
    driverName: { column: "driver_name", everyRow: true },
    location: { column: "location", everyRow: false },
  },
};

/**
 * The window spec of an inspection list: company-scoped (or every company's, for the operator) filter, sort and cache
 * key. `ownDriverId` limits a driver's session to their own inspections whatever the filter says (scope.ts).
 */
export function inspectionListSpec(
  db: Kysely<Database>,
  scope: CompanyScope,
  filter: InspectionListFilter,
  sort: InspectionSort,
  ownDriverId?: string,
): WindowSpec {
  const driverId = ownDriverId ?? filter.driverId;
  const companyId = onlyCompany(scope);
  const text = new TextFilters(
    db,
    companyId,
    SEARCH_TEXT,
    CONTAINS_TEXT,
    DICTIONARY,
    filter.search?.trim() ?? "",
    activeContains<keyof InspectionColumnFilters>(filter.contains),
  );
  // The list without its texts (what a text narrows; countBy counts through it).
  const unfiltered = () => {
    let query = db.selectFrom("vehicle_inspections");
    if (companyId !== undefined) query = query.where("company_id", "=", companyId);
    if (filter.from !== undefined) query = query.where("inspected_at", ">=", filter.from);
    if (filter.to !== undefined) query = query.where("inspected_at", "<", filter.to);
    // The vehicle's tab lists the inspections it was the vehicle of, and those it was pulled in as a trailer.
    if (filter.vehicleId)
      query = query.where((eb) =>
        eb.or([
          eb("vehicle_id", "=", filter.vehicleId!),
          sql<boolean>`trailer_ids @> array[${filter.vehicleId}]::text[]`,
        ]),
      );
    if (driverId) query = query.where("driver_id", "=", driverId);
    if (filter.tripType) query = query.where("trip_type", "=", filter.tripType);
    if (filter.status) query = query.where("status_rank", "=", rankOfStatus(filter.status));
    if (filter.openDefectsOnly) query = query.where("open_defects", ">", 0);
    return query;
  };
  const filtered = () => text.apply(unfiltered());
  const normalized = {
    from: filter.from ?? null,
    to: filter.to ?? null,
    vehicleId: filter.vehicleId ?? "",
    driverId: driverId ?? "",
    tripType: filter.tripType ?? "",
    status: filter.status ?? "",
    open: filter.openDefectsOnly === true,
  };
  return withTextKeys(text, [scopeName(scope)], normalized, sort, {
    scope: scopeName(scope),
    // A select filter being tried: its samples wait for the choice to settle.
    typed: filter.tripType !== undefined || filter.status !== undefined || filter.openDefectsOnly === true,
    countBy: () => {
      const mismatching = text.mismatching(unfiltered());
      const { search: _search, contains: _contains, ...withoutText } = filter;
      if (mismatching) return { without: inspectionListSpec(db, scope, withoutText, sort, ownDriverId), mismatching };
      // "Good" is most inspections, "pre-trip" most trips: counted as all of them less the other values' counts.
      if (text.active) return undefined;
      if (filter.status) {
        const { status: _status, ...withoutStatus } = filter;
        const otherValues = STATUSES.filter((status) => status !== filter.status).map((status) =>
          inspectionListSpec(db, scope, { ...withoutStatus, status }, sort, ownDriverId),
        );
        return {
          without: inspectionListSpec(db, scope, withoutStatus, sort, ownDriverId),
          otherValues,
          onlyIfFewer: true,
        };
      }
      if (!filter.tripType) return undefined;
      const { tripType: _tripType, ...withoutTripType } = filter;
      const otherValues = TRIP_TYPES.filter((tripType) => tripType !== filter.tripType).map((tripType) =>
        inspectionListSpec(db, scope, { ...withoutTripType, tripType }, sort, ownDriverId),
      );
      return {
        without: inspectionListSpec(db, scope, withoutTripType, sort, ownDriverId),
        otherValues,
        onlyIfFewer: true,
      };
    },
    filtered,
    sortColumn: SORT_COLUMNS[sort.column],
    direction: sort.direction,
    // A repair changes status and open defects; names and dates never change after submit.
    countDependsOnContent: normalized.status !== "" || normalized.open,
  });
}
