// The searches behind the list's vehicle and driver filters: the first few matches, by name.
import type { Api } from "../../../shared/generated/client";
import { fullName } from "../../../shared/rules/people";
import { vehicleDisplayName } from "../../../shared/rules/vehicles";
import { rowsFromColumns, type Columns } from "../../sync/columnar";
import { completePayload } from "../../sync/complete-payload";
import type { PickedRecord } from "../../ui/record-picker";

const SHOWN = 8;

/** Vehicles and trailers, removed ones too (their past inspections stay listed), found by name, plate or VIN. */
export async function searchVehicles(api: Api, text: string): Promise<PickedRecord[]> {
  const page = await completePayload(
    api.vehicleList({
      filter: { status: "all", ...(text ? { search: text } : {}) },
      sort: { column: "name", direction: "asc" },
      offset: 0,
      limit: SHOWN,
      fields: ["name", "plate"],
    }),
  );
  const rows = rowsFromColumns<{ id: string; name?: string; plate?: string }>(page.ids, page.columns as Columns);
  return page.ids.map((id) => ({
    id,
    label: vehicleDisplayName({ name: rows[id]?.name ?? "", plate: rows[id]?.plate }),
  }));
}

/** The company's people (every state: a driver who left still has inspections), by name or email. */
export async function searchPeople(api: Api, text: string): Promise<PickedRecord[]> {
  const page = await completePayload(
    api.userList({
      filter: { status: "all", ...(text ? { search: text } : {}) },
      sort: { column: "name", direction: "asc" },
      offset: 0,
      limit: SHOWN,
      fields: ["first", "last"],
    }),
  );
  const rows = rowsFromColumns<{ id: string; first?: string; last?: string }>(page.ids, page.columns as Columns);
  return page.ids.map((id) => ({ id, label: fullName({ first: rows[id]?.first ?? "", last: rows[id]?.last ?? "" }) }));
}
