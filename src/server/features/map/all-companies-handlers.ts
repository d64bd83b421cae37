// The operator's cross-company positions list (docs/operator.md "Cross-company lists"): this domain's own list — the
// same spec, filters, sorts and window fields — over every company or the chosen one, with a Company column; and its
// rows read afresh when a vehicle changes, to keep the list live (a row is a vehicle with its last position, not any
// notification's item). Access is administrator-only in the schema, enforced by the dispatcher.
import type { Kysely } from "kysely";

import type { MapPositionRow, MapPositionWindowColumns } from "../../../shared/generated/map";
import { allCompaniesWindow } from "../../all-companies/company-window";
import type { ReadRow } from "../../all-companies/live-lists";
import type { Database } from "../../db/tables";
import { scopeOf } from "../../lists/company-scope";
import type { Handlers } from "../../ws/dispatch";
import {
  ALL_MAP_POSITION_WINDOW_FIELDS,
  MAP_POSITION_WINDOW_FIELDS,
  mapPositionListSpec,
  selectMapPositionColumns,
} from "./list-spec";

export const mapAllCompaniesHandlers: Pick<Handlers, "AllCompaniesMapPositionListRequestEvent"> = {
  async AllCompaniesMapPositionListRequestEvent(payload, context) {
    const spec = mapPositionListSpec(context.db, scopeOf(payload.companyId), payload.filter, payload.sort);
    const window = await allCompaniesWindow(
      context,
      spec,
      MAP_POSITION_WINDOW_FIELDS,
      ALL_MAP_POSITION_WINDOW_FIELDS,
      payload,
      { select: selectMapPositionColumns },
    );
    return { ...window, columns: window.columns as MapPositionWindowColumns };
  },
};

const IN_CHUNK = 1000;

/** The positions list's rows (list-spec.ts, its window's fields and position lookup) of the vehicles that changed. */
export async function mapPositionRows(
  db: Kysely<Database>,
  changed: readonly { companyId: string; itemIds: readonly string[] }[],
): Promise<ReadRow<MapPositionRow>[]> {
  const ids = [...new Set(changed.flatMap((change) => change.itemIds))];
  const columns = [...new Set(Object.values(MAP_POSITION_WINDOW_FIELDS).flatMap((field) => field.columns))];
  const found: ReadRow<MapPositionRow>[] = [];
  for (let i = 0; i < ids.length; i += IN_CHUNK) {
    const query = db
      .selectFrom("vehicles")
      .select(["vehicles.id", "vehicles.company_id"])
      .where("vehicles.id", "in", ids.slice(i, i + IN_CHUNK));
    const rows = (await selectMapPositionColumns(query, columns).execute()) as ({
      id: string;
      company_id: string;
    } & Record<string, unknown>)[];
    for (const row of rows) {
      const item: Record<string, unknown> = {};
      // As the client reads a window (sync/columnar.ts): a field without a value is left out.
      for (const [field, { read }] of Object.entries(MAP_POSITION_WINDOW_FIELDS)) {
        const value = (read as (r: unknown) => unknown)(row);
        if (value !== null && value !== undefined) item[field] = value;
      }
      found.push({ companyId: row.company_id, rowId: row.id, item: item as unknown as MapPositionRow });
    }
  }
  // Only the changes' own companies: an id is a vehicle of the company that announced it.
  const announced = new Set(changed.flatMap((change) => change.itemIds.map((id) => `${change.companyId}\u0000${id}`)));
  return found.filter((row) => announced.has(`${row.companyId}\u0000${row.rowId}`));
}
