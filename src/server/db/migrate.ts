import { Migrator, sql, type DatabaseIntrospector, type Kysely, type Migration, type MigrationProvider } from "kysely";

import type { ServerDomain } from "../domain";
import { serverDomains } from "../features/index";
import * as initial from "./migrations/0001-initial";
import * as accounts from "./migrations/0002-accounts";
import * as vehicles from "./migrations/0003-vehicles";
import * as schedules from "./migrations/0004-schedules";
import * as commandReplies from "./migrations/0005-command-replies";
import * as people from "./migrations/0006-people";
import * as employeeFiles from "./migrations/0007-employee-files";
import * as inspections from "./migrations/0008-inspections";
import * as checkins from "./migrations/0009-checkins";
import * as timesheets from "./migrations/0010-timesheets";
import * as jobs from "./migrations/0011-jobs";
import * as reports from "./migrations/0012-reports";
import * as workOrders from "./migrations/0013-work-orders";
import * as eldImports from "./migrations/0014-eld-imports";
import * as billing from "./migrations/0016-billing";
import * as checklists from "./migrations/0017-checklists";
import * as equipment from "./migrations/0018-equipment";
import * as vehicleChecklists from "./migrations/0019-vehicle-checklists";
import * as quickbooks from "./migrations/0020-quickbooks";
import * as admin from "./migrations/0021-admin";
import * as allCompanies from "./migrations/0022-all-companies";
import * as platform from "./migrations/0023-platform";
import * as workOrderList from "./migrations/0024-work-order-list";
import * as adminMoreLists from "./migrations/0025-admin-more-lists";
import * as listTerms from "./migrations/0026-list-terms";
import * as listIndexes from "./migrations/0027-list-indexes";
import * as employeeRestoreState from "./migrations/0028-employee-restore-state";
import * as jobWorkers from "./migrations/0029-job-workers";
import * as filePurposes from "./migrations/0030-file-purposes";
import * as signInDevices from "./migrations/0031-sign-in-devices";
import * as platformSeller from "./migrations/0032-platform-seller";
import { seedReferenceData } from "./reference-data";
import type { Database } from "./tables";

/**
 * The migrations of the schema's first domains, numbered, in order; a domain added since brings its own
 * (ServerDomain.migrations). Never edit a migration that has shipped.
 */
const MIGRATIONS: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-accounts": accounts,
  "0003-vehicles": vehicles,
  "0004-schedules": schedules,
  "0005-command-replies": commandReplies,
  "0006-people": people,
  "0007-employee-files": employeeFiles,
  "0008-inspections": inspections,
  "0009-checkins": checkins,
  "0010-timesheets": timesheets,
  "0011-jobs": jobs,
  "0012-reports": reports,
  "0013-work-orders": workOrders,
  "0014-eld-imports": eldImports,
  "0017-checklists": checklists,
  "0016-billing": billing,
  "0018-equipment": equipment,
  "0020-quickbooks": quickbooks,
  "0019-vehicle-checklists": vehicleChecklists,
  "0021-admin": admin,
  "0022-all-companies": allCompanies,
  "0023-platform": platform,
  "0024-work-order-list": workOrderList,
  "0025-admin-more-lists": adminMoreLists,
  "0026-list-terms": listTerms,
  "0027-list-indexes": listIndexes,
  "0028-employee-restore-state": employeeRestoreState,
  "0029-job-workers": jobWorkers,
  "0030-file-purposes": filePurposes,
  "0031-sign-in-devices": signInDevices,
  "0032-platform-seller": platformSeller,
};

/** The central migrations and every domain's, one name each (Kysely runs them in the order of their names). */
export function mergeMigrations(
  central: Readonly<Record<string, Migration>>,
  domains: readonly Pick<ServerDomain, "name" | "migrations">[],
): Record<string, Migration> {
  const all: Record<string, Migration> = { ...central };
  for (const domain of domains)
    for (const [name, migration] of Object.entries(domain.migrations ?? {})) {
      if (Object.hasOwn(all, name)) throw new Error(`two migrations are named ${name} (the ${domain.name} domain's)`);
      all[name] = migration;
    }
  return all;
}

// Read when migrating, not at import: the domains' modules import this layer.
const provider: MigrationProvider = { getMigrations: async () => mergeMigrations(MIGRATIONS, serverDomains) };

/**
 * The database as Kysely's Migrator should see it when we work in `schema`: its introspector lists that schema's tables
 * only. Kysely's own reads every schema's tables with catalog functions (`has_schema_privilege`,
 * `pg_get_serial_sequence`) that resolve schema names as they run, so when another process drops its schema meanwhile
 * (a test server closing, on a database several share) PostgreSQL answers `schema "…" does not exist` and the
 * migration run fails, though nothing of ours was touched.
 */
function scopedToSchema(db: Kysely<Database>, schema: string): Kysely<Database> {
  const introspection: DatabaseIntrospector = {
    getSchemas: () => db.introspection.getSchemas(),
    getMetadata: (options) => db.introspection.getMetadata(options),
    async getTables() {
      const { rows } = await sql<{ relname: string; relkind: string }>`
        select c.relname, c.relkind from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${schema} and c.relkind in ('r', 'p', 'v')`.execute(db);
      return rows.map((row) => ({ name: row.relname, schema, isView: row.relkind === "v", columns: [] }));
    },
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === "introspection") return introspection;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * The code's migrations that the database has not applied (the /readyz check, src/server/health.ts): a process whose
 * schema is behind its code would fail on the missing tables and columns. Read straight from Kysely's bookkeeping
 * table, which the Migrator's own listing reaches only after introspecting every table.
 */
export async function pendingMigrations(db: Kysely<Database>, schema?: string): Promise<string[]> {
  const table = sql.table(schema ? `${schema}.kysely_migration` : "kysely_migration");
  const { rows } = await sql<{ name: string }>`select name from ${table}`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  return Object.keys(mergeMigrations(MIGRATIONS, serverDomains))
    .filter((name) => !applied.has(name))
    .sort();
}

/** Brings the schema up to date (run at every start) and refreshes reference data such as the feature list. */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<void> {
  // Kysely looks for its bookkeeping tables by name across all schemas unless told which one: with several
  // schemas in one database (tests, e2e) it would find another schema's table and skip creating its own.
  // Unordered migrations are allowed because parallel branches each add their own number; each still runs once.
  const migrator = new Migrator({
    db: schema ? scopedToSchema(db, schema) : db,
    provider,
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(
      `migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  await seedReferenceData(db);
}
