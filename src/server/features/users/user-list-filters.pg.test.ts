// The users list's column filters keep exactly the people whose column contains the text, case-insensitively,
// all filters at once — checked against the rows themselves, filtered in JavaScript.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { seededRandom } from "../../seed/generators/random";
import { testDatabases } from "../../testing/test-databases";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { insertGeneratedEmployees } from "./generate";
import { userListSpec } from "./list-spec";

describe.each(testDatabases())("users list column filters on $name", (database) => {
  let server: TestServer;
  let companyId: string;
  /** The present by the server's clock: the generated rows are dated from it and the lists read at it. */
  let NOW: number;
  beforeAll(async () => {
    server = await startTestServer(database);
    NOW = server.services.clock.now();
    const db = server.database.db;
    companyId = (
      await db.selectFrom("companies").select("id").where("name", "like", "%demo%").executeTakeFirstOrThrow()
    ).id;
    await insertGeneratedEmployees(db, seededRandom(11), 400, { companyId, createdBy: "test", nowMs: NOW });
  });
  afterAll(async () => {
    await server?.close();
  });

  test("each filter narrows to its column's matches, and filters combine", async () => {
    const db = server.database.db;
    const people = await db
      .selectFrom("employees")
      .select(["user_id", "first", "last", "email", "employment_id", "license_class"])
      .where("company_id", "=", companyId)
      .where("live", "=", true)
      .execute();
    // Filter texts are trimmed, as the search box's is: "e " matches what "e" matches.
    const has = (value: string | null, text: string) => (value ?? "").toLowerCase().includes(text.trim().toLowerCase());
    const filters = fc.record(
      {
        name: fc.constantFrom("an", "MA", "e "),
        email: fc.constantFrom("@", "0", "x_y"),
        employmentId: fc.constantFrom("1", "emp"),
        licenseClass: fc.constantFrom("a", "Z"),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(filters, async (contains) => {
        const spec = userListSpec(db, companyId, { contains }, { column: "name", direction: "asc" }, NOW);
        const got = (await spec.filtered().select("user_id").execute()).map((r) => r.user_id).sort();
        const want = people
          .filter((p) => contains.name === undefined || has(`${p.first} ${p.last}`, contains.name))
          .filter((p) => contains.email === undefined || has(p.email, contains.email))
          .filter((p) => contains.employmentId === undefined || has(p.employment_id, contains.employmentId))
          .filter((p) => contains.licenseClass === undefined || has(p.license_class, contains.licenseClass))
          .map((p) => p.user_id)
          .sort();
        expect(got).toEqual(want);
      }),
      { numRuns: 40, seed: 20261123 },
    );
  });
});
