/**
 * The databases a `*.pg.test.ts` runs against: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set
 * (docs/testing.md "Databases in the db project"). Each server a test starts gets a fresh PGlite folder or a fresh
 * PostgreSQL schema.
 */
export interface TestDatabase {
  name: "pglite" | "postgres";
  databaseUrl: string | undefined;
}

export function testDatabases(): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL;
  return [
    { name: "pglite", databaseUrl: undefined },
    ...(url ? [{ name: "postgres" as const, databaseUrl: url }] : []),
  ];
}
