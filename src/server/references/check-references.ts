// The one place links between records are checked (schema `x-references`, listed per event by codegen). Every id a
// request links to must name a record the session's company may use: its own schedules and files, or shared
// reference data. Another company's id reads exactly like an id that does not exist, and template schedules
// (company_id NULL) are not assignable: a company links its own copy (docs/schedules.md "Assigning").
import type { Kysely, Transaction } from "kysely";

import {
  eventCatalogue,
  type EventName,
  type ReferenceSite,
  type ReferenceTarget,
} from "../../shared/generated/events";
import type { Database } from "../db/tables";
import type { FilePurposes } from "../file-purposes";
import type { SessionInfo } from "../ws/context";
import { EventError } from "../ws/event-error";

type Db = Kysely<Database> | Transaction<Database>;

/** Who links: the session's company (null: none chosen) and, for files, the session and the purposes' rules. */
export interface Linker {
  companyId: string | null;
  session?: SessionInfo;
  files?: FilePurposes;
}

interface TargetSpec {
  /** What the hint calls one such record. */
  noun: string;
  /** The ids among `ids` that the company may link to (at a site of this purpose, for files). */
  usable(db: Db, companyId: string | null, ids: string[], linker: Linker, purpose?: string): Promise<string[]>;
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

/**
 * How each target is looked up. Keyed by the generated ReferenceTarget, so a target named in schema/ without an
 * entry here is a type error, not a link nobody checks.
 */
export const REFERENCE_TARGETS: Record<ReferenceTarget, TargetSpec> = {
  vehicleCategories: {
    noun: "vehicle category",
    // The fixed list of vehicle categories, shared by every company.
    usable: async (db, _companyId, wanted) =>
      ids(await db.selectFrom("vehicle_categories").select("id").where("id", "in", wanted).execute()),
  },
  vehicleSchedules: {
    noun: "inspection schedule",
    usable: async (db, companyId, wanted) =>
      companyId === null
        ? []
        : ids(
            await db
              .selectFrom("vehicle_schedules")
              .select("id")
              .where("id", "in", wanted)
              .where("company_id", "=", companyId)
              .execute(),
          ),
  },
  vehicles: {
    noun: "vehicle",
    // The company's own units that are not removed: a removed vehicle can be neither inspected nor assigned.
    usable: async (db, companyId, wanted) =>
      companyId === null
        ? []
        : ids(
            await db
              .selectFrom("vehicles")
              .select("id")
              .where("id", "in", wanted)
              .where("company_id", "=", companyId)
              .where("deleted", "=", false)
              .execute(),
          ),
  },
  checklists: {
    noun: "checklist",
    // The company's own checklists that are not removed: a removed one is no longer filled in.
    usable: async (db, companyId, wanted) =>
      companyId === null
        ? []
        : ids(
            await db
              .selectFrom("checklists")
              .select("id")
              .where("id", "in", wanted)
              .where("company_id", "=", companyId)
              .where("deleted", "=", false)
              .execute(),
          ),
  },
  equipment: {
    noun: "equipment",
    // The company's own equipment that is not removed: a removed one can no longer be inspected.
    usable: async (db, companyId, wanted) =>
      companyId === null
        ? []
        : ids(
            await db
              .selectFrom("equipment")
              .select("id")
              .where("id", "in", wanted)
              .where("company_id", "=", companyId)
              .where("deleted", "=", false)
              .execute(),
          ),
  },
  files: {
    noun: "file",
    // A file the session uploaded that no record has yet, or one already of this purpose that the session may read
    // (a vehicle saved with its picture unchanged): never another purpose's file, such as an import's CSV given as an
    // inspection photo, nor one of a type the purpose does not take, such as a PDF as a vehicle's picture
    // (src/server/file-purposes.ts).
    usable: async (db, companyId, wanted, linker, purpose) => {
      const session = linker.session;
      if (companyId === null || !session || !linker.files) return [];
      const rows = await db
        .selectFrom("files")
        .select(["id", "purpose", "record_id", "created_by", "content_type"])
        .where("id", "in", wanted)
        .where("company_id", "=", companyId)
        .execute();
      const usable: string[] = [];
      for (const row of rows) {
        if (!linker.files.accepts(purpose, row.content_type)) continue;
        const file = { companyId, recordId: row.record_id, createdBy: row.created_by, purpose: row.purpose };
        const own = row.purpose === null && row.created_by === session.userId;
        if (own || (row.purpose === purpose && (await linker.files.mayRead(db, { ...session, companyId }, file))))
          usable.push(row.id);
      }
      return usable;
    },
  },
};

/** The values at `path` in a decoded payload ("*" = every item of a list or map), with their concrete paths. */
export function valuesAt(
  payload: unknown,
  path: readonly string[],
  prefix: string[] = [],
): { path: string; value: string }[] {
  if (path.length === 0) return typeof payload === "string" ? [{ path: prefix.join("."), value: payload }] : [];
  if (typeof payload !== "object" || payload === null) return [];
  const [head, ...rest] = path as [string, ...string[]];
  const record = payload as Record<string, unknown>;
  const keys = head === "*" ? Object.keys(record) : Object.prototype.hasOwnProperty.call(record, head) ? [head] : [];
  return keys.flatMap((key) => valuesAt(record[key], rest, [...prefix, key]));
}

/** Throws ReferenceNotFound naming every field whose link the company may not use. */
export async function checkReferences(
  db: Db,
  linker: Linker,
  sites: readonly ReferenceSite[],
  payload: unknown,
): Promise<void> {
  const missing: { path: string; value: string; noun: string }[] = [];
  for (const site of sites) {
    const found = valuesAt(payload, site.path);
    if (found.length === 0) continue;
    const spec = REFERENCE_TARGETS[site.target];
    const wanted = [...new Set(found.map((f) => f.value))];
    const usable = new Set(await spec.usable(db, linker.companyId, wanted, linker, site.purpose));
    for (const f of found) if (!usable.has(f.value)) missing.push({ ...f, noun: spec.noun });
  }
  if (missing.length === 0) return;
  throw new EventError(
    "ReferenceNotFound",
    missing.map((m) => `payload.${m.path}: no ${m.noun} ${m.value} that your company can use`).join("; "),
    missing.map((m) => ({ path: m.path, problem: "notFound" })),
  );
}

/** checkReferences for an event's declared links. */
export function checkEventReferences(db: Db, linker: Linker, eventName: EventName, payload: unknown): Promise<void> {
  const sites: readonly ReferenceSite[] = eventCatalogue[eventName].references;
  return sites.length === 0 ? Promise.resolve() : checkReferences(db, linker, sites, payload);
}
