// Starts the built portal for the e2e suite on an empty database: the PGlite folder is wiped, or the
// PostgreSQL schema dropped, so every run starts from the first-start demo seed.
import { rmSync } from "node:fs";
import pg from "pg";
import { configFromEnv } from "../../src/server/config";
import { startServer } from "../../src/server/start-server";

const config = configFromEnv();
rmSync(config.dataDir, { recursive: true, force: true });
if (config.databaseUrl && config.databaseSchema) {
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  await client.query(`drop schema if exists ${config.databaseSchema} cascade`);
  await client.end();
}
const server = await startServer(config, { quiet: true });
console.log(`e2e server on ${server.url} (${server.database.kind})`);
process.once("SIGTERM", () => void server.stop().then(() => process.exit(0)));
process.once("SIGINT", () => void server.stop().then(() => process.exit(0)));
