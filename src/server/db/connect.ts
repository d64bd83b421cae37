import { mkdirSync } from "node:fs";
import { join } from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";

import type { PoolUse } from "../metrics";
import { PGliteDialect } from "./pglite-dialect";
import type { Database } from "./tables";

export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The PostgreSQL schema in use, when not the default. */
  schema: string | undefined;
  /** How its connections are used now (the pool gauges of /metrics). */
  poolUse(): PoolUse;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** postgres://…; without it PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; "memory://" (or undefined) keeps the database in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL schema to work in (created when missing). */
  schema?: string | undefined;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** Opens Kysely over PGlite (embedded default) or PostgreSQL, with the same SQL either way. */
export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    if (options.schema && !/^[a-z_][a-z0-9_]*$/.test(options.schema))
      throw new Error(`DATABASE_SCHEMA "${options.schema}" is not a plain identifier`);
    if (options.schema) {
      const setup = new pg.Client({ connectionString: options.databaseUrl });
      await setup.connect();
      await setup.query(`create schema if not exists ${options.schema}`);
      await setup.end();
    }
    const max = 10;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
      // pg returns int8 and numeric as strings; PGlite returns numbers. Ours fit in a double, so parse them here
      // and every query reads the same on both.
      types: {
        getTypeParser: ((oid: number, format?: "text" | "binary") =>
          oid === INT8_OID || oid === NUMERIC_OID
            ? (value: string) => Number(value)
            : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
      },
    });
    // PostgreSQL going away — a restart, a failover, an administrator's pg_terminate_backend — ends the pool's
    // connections, and pg reports it as an 'error' event: on the pool for an idle connection, on the connection for
    // one held between two queries of a transaction. Unheard, either event stops the process, so restarting the
    // database took every server process down with it (docs/operations.md "Several processes"). Nothing is lost by
    // hearing them: the pool has already dropped the connection, a query still on it fails by itself, a held one is
    // dropped when released, and the next query opens a new connection.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: "postgres",
      schema: options.schema,
      poolUse: () => ({
        max,
        busy: pool.totalCount - pool.idleCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => db.destroy(),
    };
  }
  const inMemory = !options.dataDir || options.dataDir.startsWith("memory://");
  let dataDir: string | undefined;
  if (!inMemory) {
    dataDir = join(options.dataDir!, "pglite");
    mkdirSync(dataDir, { recursive: true });
  }
  // pg_trgm backs the vehicle search index (migration 0003).
  const client = new PGlite(dataDir, { extensions: { pg_trgm } });
  const dialect = new PGliteDialect(client);
  const db = new Kysely<Database>({ dialect });
  await sql`select 1`.execute(db);
  return {
    db,
    kind: "pglite",
    schema: undefined,
    // One connection: busy while a query or a transaction holds it, the rest wait in the dialect's queue.
    poolUse: () => ({
      max: 1,
      busy: dialect.use.held ? 1 : 0,
      idle: dialect.use.held ? 0 : 1,
      waiting: dialect.use.waiting,
    }),
    close: () => db.destroy(),
  };
}
