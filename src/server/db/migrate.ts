import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";
import * as initial from "./migrations/0001-initial";
import { seedReferenceData } from "./reference-data";
import type { Database } from "./tables";

/** Numbered migrations, in order. Add a file and a line; never edit a migration that has shipped. */
const MIGRATIONS: Record<string, Migration> = {
  "0001-initial": initial,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date (run at every start) and refreshes reference data such as the feature list. */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<void> {
  // Kysely looks for its bookkeeping tables by name across all schemas unless told which one: with several
  // schemas in one database (tests, e2e) it would find another schema's table and skip creating its own.
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  await seedReferenceData(db);
}
