// Migrating a schema of its own while other processes drop theirs on the same PostgreSQL database (test servers
// closing): the migration must not trip over their schemas (migrate.ts scopedToSchema).
import pg from "pg";
import { expect, test } from "vitest";

import { connectDatabase } from "./connect";
import { migrateToLatest } from "./migrate";

const url = process.env.TEST_DATABASE_URL;

test.skipIf(!url)(
  "a schema migrates while other schemas come and go on the same database",
  async () => {
    let churning = true;
    // Two sessions creating and dropping schemas of their own as fast as they can: far more than test servers do.
    const churn = async (id: number) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      for (let i = 0; churning; i += 1) {
        const name = `churn_${process.pid}_${id}_${i}`;
        await client.query(`create schema ${name}`);
        await client.query(`create table ${name}.t (id serial primary key)`);
        await client.query(`drop schema ${name} cascade`);
      }
      await client.end();
    };
    const churners = [churn(1), churn(2)];
    const failures: string[] = [];
    try {
      for (let k = 0; k < 3; k += 1) {
        const schema = `migrate_${process.pid}_${k}`;
        const database = await connectDatabase({ databaseUrl: url, dataDir: "/tmp", schema });
        await migrateToLatest(database.db, schema).catch((error: Error) => failures.push(error.message));
        await database.close();
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
      }
    } finally {
      churning = false;
      await Promise.all(churners);
    }
    expect(failures).toEqual([]);
  },
  120_000,
);
