// `npm run migrate` (docs/operations.md "Migrations"): brings the database named by the environment up to date and,
// when it is empty, creates the first sign-ins; then exits. Run it before starting a release's processes.
import { configFromEnv } from "./config";
import { connectDatabase } from "./db/connect";
import { prepareDatabase } from "./db/prepare";

const config = configFromEnv();
const database = await connectDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  schema: config.databaseSchema,
});
try {
  const { created, file } = await prepareDatabase(database, config);
  console.log(
    `migrated (${database.kind})${file ? `; the database was empty: ${created.length} first sign-ins are in ${file}` : ""}`,
  );
} finally {
  await database.close();
}
