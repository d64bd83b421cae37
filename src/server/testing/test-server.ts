import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import pg from "pg";
import type { DestinationStream } from "pino";

import { clockFromEnv } from "../../shared/clock";
import { DEFAULT_LIMITS, ONE_ADDRESS_FOR_ALL, type ServerConfig } from "../config";
import { logLevelFromEnv } from "../logging";
import { startServer, type RunningServer } from "../start-server";
import { copyPgliteTemplate, copyPostgresTemplate, dropPostgresDatabase, PG_TEMPLATE_SCHEMA } from "./pglite-template";
import type { TestDatabase } from "./test-databases";
import { TEST_PASSWORD } from "./test-password";

export { TEST_PASSWORD };

export interface TestServer extends RunningServer {
  wsUrl: string;
  dataDir: string;
  close(): Promise<void>;
  /** Removes the folder and the database this server was given (for a server already stopped some other way). */
  discard(): Promise<void>;
}

const uniqueName = (prefix: string) => `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;

/**
 * Starts the real server on a free port with the demo accounts (password TEST_PASSWORD) on a database of its own:
 * a copy of the run's seeded template (global-setup.ts) — a PGlite folder, or a PostgreSQL database made with
 * CREATE DATABASE … TEMPLATE — when there is one.
 *
 * Its clock is the process's (the machine's, or FAKE_NOW's) unless `overrides.clock` gives a fixed or advancing
 * one (src/shared/clock.ts). The templates were seeded by the process's clock, so a server on a clock of its own
 * seeds its demo company afresh, dated by that clock. A server given `databaseUrl`/`databaseSchema` shares that
 * database with the server that made it (two processes on one database) and leaves it to that server to remove.
 *
 * Its log has errors only, as JSON on standard output, unless LOG_LEVEL asks for more; `options.logStream` captures
 * it instead.
 */
export async function startTestServer(
  database: TestDatabase,
  overrides: Partial<ServerConfig> = {},
  options: { logStream?: DestinationStream } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "fleet-test-"));
  const sharesDatabase = overrides.databaseUrl !== undefined || overrides.databaseSchema !== undefined;
  const seededTemplate =
    overrides.clock === undefined && overrides.seedDemo !== false && overrides.demoPassword === undefined;
  let databaseUrl = database.databaseUrl;
  let schema: string | undefined;
  let ownDatabase: string | undefined;
  if (!sharesDatabase && database.databaseUrl) {
    const name = uniqueName("test");
    const copied = seededTemplate ? await copyPostgresTemplate(database.databaseUrl, name) : undefined;
    if (copied) {
      databaseUrl = copied;
      schema = PG_TEMPLATE_SCHEMA;
      ownDatabase = name;
    } else {
      schema = name;
    }
  } else if (!sharesDatabase) {
    if (!(seededTemplate && copyPgliteTemplate(dataDir, "seeded"))) copyPgliteTemplate(dataDir, "migrated");
  }
  const config: ServerConfig = {
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl,
    databaseSchema: schema,
    smtpUrl: undefined,
    mailFrom: "Fleet Portal <no-reply@fleetportal.localhost>",
    allowedOrigins: [],
    seedDemo: true,
    demoPassword: TEST_PASSWORD,
    clientDir: join(dataDir, "no-client"),
    // Test sockets sign in without solving a bot check; sign-in-bot-check.pg.test.ts turns it on.
    requireBotCheckOnSignIn: false,
    // The daily reminders would mail the demo company's managers at the hour a test happens to run.
    recurringJobs: false,
    limits: { ...DEFAULT_LIMITS, messagesPerSecond: 10_000, messageBurst: 10_000, ...ONE_ADDRESS_FOR_ALL },
    clock: clockFromEnv(process.env),
    logLevel: logLevelFromEnv(process.env.LOG_LEVEL),
    ...overrides,
  };
  const cleanUp = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (sharesDatabase || !database.databaseUrl) return;
    if (ownDatabase) return dropPostgresDatabase(database.databaseUrl, ownDatabase);
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  };
  let server: RunningServer;
  try {
    server = await startServer(config, { quiet: true, logStream: options.logStream });
  } catch (error) {
    // A start that fails (a broken migration) never reaches close(): without this its schema and folder leak.
    await cleanUp().catch(() => {});
    throw error;
  }
  return {
    ...server,
    dataDir,
    wsUrl: `${server.url.replace(/^http/, "ws")}/api/v1/ws`,
    async close() {
      await server.stop();
      await cleanUp();
    },
    discard: cleanUp,
  };
}
