// Import of vehicles and trailers from an uploaded CSV or workbook (docs/vehicles.md "Importing vehicles"), through
// the imports' one command flow (src/server/imports/run-import.ts): all or nothing, every row checked as the form's
// save checks it (import-rows.ts), then against the company's units (a unit number in use), written in one
// transaction with the compliance dates a save computes.
import { sql } from "kysely";

import type { ImportProblem } from "../../../shared/generated/common";
import type { VehicleFields } from "../../../shared/generated/vehicles";
import { normalizeHeader } from "../../imports/columns";
import { breathe } from "../../imports/file-records";
import { runImport } from "../../imports/run-import";
import type { CompanyContext } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { checkVehicleRecords, type VehicleImportLists } from "./import-rows";
import { vehicleColumns } from "./mappers";

const CHUNK = 500;

type Rows = { line: number; fields: VehicleFields; categoryName: string }[];

/** The categories every company shares and the company's own schedules, by the names a file writes. */
async function importLists(context: CompanyContext): Promise<VehicleImportLists> {
  const [categories, schedules] = await Promise.all([
    context.db.selectFrom("vehicle_categories").select(["id", "name"]).execute(),
    context.db
      .selectFrom("vehicle_schedules")
      .select(["id", "name"])
      .where("company_id", "=", context.session.companyId)
      .where("state", "=", "active")
      .execute(),
  ]);
  return {
    categories: new Map(categories.map((c) => [normalizeHeader(c.name), c])),
    schedules: new Map(schedules.map((s) => [normalizeHeader(s.name), s.id])),
  };
}

/** Unit numbers the company already uses (removed units aside: their numbers are free again). */
async function unitNumbersInUse(context: CompanyContext, rows: Rows): Promise<ImportProblem[]> {
  const wanted = rows.map((row) => row.fields.name.trim().toLowerCase());
  const used = new Set<string>();
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const found = await context.db
      .selectFrom("vehicles")
      .select(sql<string>`lower(name)`.as("key"))
      .where("company_id", "=", context.session.companyId)
      .where("deleted", "=", false)
      .where(sql`lower(name)`, "in", wanted.slice(i, i + CHUNK))
      .execute();
    for (const vehicle of found) used.add(vehicle.key);
  }
  return rows
    .filter((row) => used.has(row.fields.name.trim().toLowerCase()))
    .map((row) => ({
      line: row.line,
      column: "Unit number",
      value: row.fields.name,
      reason: "vehicleExists" as const,
      hint: `Your company already has a unit ${row.fields.name}.`,
    }));
}

async function write(
  context: CompanyContext,
  rows: Rows,
  progress: (done: number, total: number) => void,
  timeZone: string,
) {
  const companyId = context.session.companyId;
  const me = context.session.userId;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    await context.db
      .insertInto("vehicles")
      .values(
        chunk.map((row) => ({
          ...vehicleColumns(row.fields, { id: row.fields.categoryId, name: row.categoryName }, timeZone),
          company_id: companyId,
          created_by: me,
          modified_by: me,
          time_zone: null,
        })),
      )
      .execute();
    progress(Math.min(i + CHUNK, rows.length), rows.length);
    await breathe();
  }
  return {};
}

export const vehicleImportHandlers: Pick<Handlers, "ImportVehiclesFromFileQueryOperation"> = {
  ImportVehiclesFromFileQueryOperation: (payload, outer) =>
    runImport(payload, outer, {
      check: async (records, context, timeZone, onProgress) =>
        checkVehicleRecords(records, await importLists(context), timeZone, context.clock.now(), onProgress),
      conflicts: unitNumbersInUse,
      write,
      nothingWritten: {},
      // Thousands of units at once: the change is announced without items; list screens refetch their windows.
      announce: (context, companyId) => context.changes.announce(companyId, "VehiclesChangedNotification", {}, true),
    }),
};
