import type { Kysely, Transaction } from "kysely";

import type { Vehicle, VehicleFields, VehicleListColumns } from "../../../shared/generated/vehicles";
import { validateVehicle } from "../../../shared/rules/vehicles";
import type { Database } from "../../db/tables";
import { attachFiles } from "../../file-purposes";
import { listWindow } from "../../lists/list-window";
import { atomically } from "../../ws/atomically";
import type { CompanyContext } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { EventError } from "../../ws/event-error";
import { removeAndRestore } from "../../ws/soft-delete";
import { vehicleImage } from "./file-purposes";
import { ALL_VEHICLE_LIST_FIELDS, VEHICLE_LIST_FIELDS } from "./list-fields";
import { vehicleListSpec } from "./list-spec";
import { vehicleColumns, vehicleFromRow } from "./mappers";

type VehicleHandlers = Pick<
  Handlers,
  | "VehicleListRequestEvent"
  | "VehicleGetRequestEvent"
  | "VehicleSaveRequestEvent"
  | "VehicleRemoveRequestEvent"
  | "VehicleRestoreRequestEvent"
  | "VehicleReferenceDataRequestEvent"
>;

const notFound = (id: string) => new EventError("NotFound", `No vehicle ${id} in your company.`);

async function loadVehicle(
  db: Kysely<Database> | Transaction<Database>,
  companyId: string,
  id: string,
): Promise<Vehicle> {
  // Every query is scoped to the company: another company's id reads exactly like an id that does not exist.
  const row = await db
    .selectFrom("vehicles")
    .selectAll()
    .where("id", "=", id)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  if (!row) throw notFound(id);
  return vehicleFromRow(row);
}

async function checkedColumns(context: CompanyContext, companyId: string, fields: VehicleFields) {
  const problems = validateVehicle(fields, context.clock.now());
  const category = await context.db
    .selectFrom("vehicle_categories")
    .select(["id", "name"])
    .where("id", "=", fields.categoryId)
    .executeTakeFirst();
  const all: Record<string, string> = { ...problems };
  if (!category && !all.categoryId) all.categoryId = "unknownCategory";
  // imageId, scheduleId and categoryId are schema links (x-references): the dispatcher checked them already
  // (src/server/references/); the category is read again here for its name.
  const entries = Object.entries(all);
  if (entries.length > 0 || !category) {
    throw new EventError(
      "ValidationFailed",
      entries.map(([field, problem]) => `${field}: ${problem}`).join("; "),
      entries.map(([field, problem]) => ({ path: `vehicle.${field}`, problem })),
    );
  }
  const company = await context.db
    .selectFrom("companies")
    .select("time_zone")
    .where("id", "=", companyId)
    .executeTakeFirst();
  return vehicleColumns(fields, category, company?.time_zone ?? undefined);
}

function announce(context: CompanyContext, companyId: string, vehicle: Vehicle, membership: boolean): void {
  context.changes.announce(companyId, "VehiclesChangedNotification", { [vehicle.id]: vehicle }, membership);
}

/** Loads vehicles by id for changes announced by another server process (src/server/ws/pg-change-relay.ts). */
export async function loadVehiclesById(
  db: Kysely<Database>,
  companyId: string,
  ids: string[],
): Promise<Record<string, Vehicle>> {
  if (ids.length === 0) return {};
  const rows = await db
    .selectFrom("vehicles")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("id", "in", ids)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id, vehicleFromRow(row)]));
}

/** Remove and restore: the record is flagged, not deleted (src/server/ws/soft-delete.ts). */
const vehicleSoftDelete = removeAndRestore({
  table: "vehicles",
  notFound: notFound,
  toEntity: (row) => vehicleFromRow(row),
  announce: (context, companyId, vehicle) => announce(context, companyId, vehicle, true),
});

export const vehicleHandlers: VehicleHandlers = {
  async VehicleListRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const spec = vehicleListSpec(context.db, companyId, payload.filter, payload.sort, context.clock.now());
    return listWindow<VehicleListColumns>(context.lists, spec, VEHICLE_LIST_FIELDS, ALL_VEHICLE_LIST_FIELDS, payload);
  },

  async VehicleGetRequestEvent(payload, context) {
    return loadVehicle(context.db, context.session.companyId, payload.id);
  },

  async VehicleSaveRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const columns = await checkedColumns(context, companyId, payload.vehicle);
    const userId = context.session.userId;
    const row = await atomically(context, async ({ db }) => {
      const saved =
        payload.id === undefined
          ? await db
              .insertInto("vehicles")
              .values({ ...columns, company_id: companyId, created_by: userId, modified_by: userId, time_zone: null })
              .returningAll()
              .executeTakeFirstOrThrow()
          : await db
              .updateTable("vehicles")
              .set({ ...columns, modified_by: userId, modified_date: context.clock.date() })
              .where("id", "=", payload.id)
              .where("company_id", "=", companyId)
              .returningAll()
              .executeTakeFirst();
      // The picture becomes the vehicle's: whoever may open the vehicle reads it (file-purposes.ts).
      if (saved) await attachFiles(db, vehicleImage, { companyId, recordId: saved.id, fileIds: [saved.image_id] });
      return saved;
    });
    if (!row) throw notFound(payload.id!);
    const vehicle = vehicleFromRow(row);
    announce(context, companyId, vehicle, payload.id === undefined);
    return vehicle;
  },

  VehicleRemoveRequestEvent: vehicleSoftDelete.remove,
  VehicleRestoreRequestEvent: vehicleSoftDelete.restore,

  async VehicleReferenceDataRequestEvent(_payload, context) {
    const [categories, makers, types] = await Promise.all([
      context.db.selectFrom("vehicle_categories").select(["id", "name"]).orderBy("name").execute(),
      context.db.selectFrom("vehicle_makers").select(["id", "name"]).orderBy("name").execute(),
      context.db.selectFrom("vehicle_types").select(["id", "name"]).orderBy("name").execute(),
    ]);
    const byId = (rows: { id: string; name: string }[], modelClass: string) =>
      Object.fromEntries(rows.map((r) => [r.id, { id: r.id, name: r.name, modelClass }]));
    return {
      categories: byId(categories, "VehicleCategory"),
      makers: byId(makers, "VehicleMaker"),
      types: byId(types, "VehicleType"),
    };
  },
};
