import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { DEFAULT_LIMITS, type ServerConfig } from "../config";
import { startServer, type RunningServer } from "../start-server";
import type { Logger } from "../ws/context";
import { copyPgliteTemplate } from "./pglite-template";
import type { TestDatabase } from "./test-databases";

export const TEST_PASSWORD = "correct-horse-battery-staple";

export interface TestServer extends RunningServer {
  wsUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

const quietLog: Logger = { info: () => {}, warn: () => {}, error: (obj, msg) => console.error(msg, obj) };

/**
 * Starts the real server on a free port with the demo accounts (password TEST_PASSWORD) on a fresh database.
 * A PGlite database starts as a copy of the run's migrated template (global-setup.ts) when there is one.
 */
export async function startTestServer(database: TestDatabase, overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "fleet-test-"));
  if (!database.databaseUrl && !overrides.databaseUrl) copyPgliteTemplate(dataDir);
  const schema = database.databaseUrl ? `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}` : undefined;
  const config: ServerConfig = {
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: database.databaseUrl,
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
    limits: { ...DEFAULT_LIMITS, messagesPerSecond: 10_000, messageBurst: 10_000 },
    ...overrides,
  };
  const cleanUp = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (database.databaseUrl && schema) {
      const client = new pg.Client({ connectionString: database.databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  };
  let server: RunningServer;
  try {
    server = await startServer(config, { log: quietLog, quiet: true });
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
  };
}
