// CSV import and export over the real server: upload → import with progress → all imported; any bad row
// → nothing written and every bad row listed (property-based over random bad rows); export streams a spreadsheet-
// ready CSV through a signed, expiring link; the users list window equals a plain ORDER BY … OFFSET.
import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { SignedInSession } from "../../../shared/generated/accounts";
import type {
  ExportEmployeesResponse,
  ImportEmployeesResponse,
  UserListResponse,
  UserSortColumn,
} from "../../../shared/generated/users";
import { XLSX_TYPE } from "../../imports/xlsx";
import { seedFleet } from "../../seed/fleet";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { workbookBytes } from "../../testing/workbook";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";

const HEADER = "First name,Last name,Email,Roles,Licence class,Licence expiry";
const goodRow = (i: number, tag: string) =>
  `Pat${i},"Doe, ${tag}",pat.${tag}.${i}@import.localhost,Driver,AZ,2028-01-31`;

describe.each(testDatabases())("employees CSV on $name", (database) => {
  let server: TestServer;
  let owner: TestSocket;
  let session: SignedInSession;
  beforeAll(async () => {
    server = await startTestServer(database);
    owner = await openTestSocket(server.wsUrl);
    session = (
      await owner.request("UserSignInRequestEvent", { email: "owner@mapleleaf.localhost", password: TEST_PASSWORD })
    ).payload as SignedInSession;
  });
  afterAll(async () => {
    owner?.close();
    await server?.close();
  });

  const companyId = () => session.company!.id;
  const employees = async () =>
    Number(
      (
        await server.database.db
          .selectFrom("employees")
          .select(sql<number>`count(*)::int`.as("n"))
          .where("company_id", "=", companyId())
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function upload(text: string, contentType = "text/csv"): Promise<Response> {
    return fetch(`${server.url}/api/v1/imports`, {
      method: "POST",
      headers: { Authorization: `Bearer ${session.token}`, "Content-Type": contentType },
      body: text,
    });
  }

  async function importText(text: string): Promise<{ reply: ImportEmployeesResponse; progress: string[] }> {
    const uploaded = await upload(text);
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const seen = owner.received.length;
    const reply = await owner.request("ImportEmployeesFromFileQueryOperation", { files: [id], companyId: companyId() });
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    const progress = owner.received
      .slice(seen)
      .filter((m) => m.status === "intermediate")
      .map((m) => m.progressMessage ?? "");
    return { reply: reply.payload as ImportEmployeesResponse, progress };
  }

  test("2,000 rows import in one request, with progress", async () => {
    const before = await employees();
    const rows = Array.from({ length: 2000 }, (_, i) => goodRow(i, "bulk"));
    const { reply, progress } = await importText(`\uFEFF${HEADER}\r\n${rows.join("\r\n")}\r\n`);
    expect(reply).toMatchObject({ rows: 2000, imported: 2000, created: 2000, linked: 0, problemCount: 0 });
    expect(progress.at(-1)).toBe("4000/4000 writing");
    expect(progress.some((p) => /^\d+\/2000 checking$/.test(p))).toBe(true);
    expect(await employees()).toBe(before + 2000);
  });

  test("one bad row or more: nothing is written and exactly the bad lines are listed", async () => {
    const corruptions = ["email", "role", "duplicateInFile", "inviteExists", "date", "licenceClass"] as const;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 3, max: 40 }),
        fc.uniqueArray(fc.tuple(fc.nat(), fc.constantFrom(...corruptions)), {
          minLength: 1,
          maxLength: 6,
          selector: ([at]) => at,
        }),
        async (size, bad) => {
          run += 1;
          const tag = `p${run}`;
          const lines = Array.from({ length: size }, (_, i) => goodRow(i, tag));
          const expected = new Map<number, string>();
          // Distinct people already in the company (one email twice would be a duplicate in the file as well).
          const existing = [
            "owner@mapleleaf.localhost",
            "manager@mapleleaf.localhost",
            "mechanic@mapleleaf.localhost",
            "driver1@mapleleaf.localhost",
            "driver2@mapleleaf.localhost",
            "PAT.BULK.1@import.localhost",
          ];
          let used = 0;
          for (const [at, kind] of bad) {
            const index = 1 + (at % (size - 1)); // never row 0: a duplicate needs an earlier row to copy
            if (expected.has(index + 2)) continue;
            if (kind === "email")
              lines[index] = lines[index]!.replace(`pat.${tag}.${index}@import.localhost`, "not an email");
            if (kind === "role") lines[index] = lines[index]!.replace(",Driver,", ",Pilot,");
            if (kind === "duplicateInFile")
              lines[index] = lines[index]!.replace(`pat.${tag}.${index}@`, `pat.${tag}.0@`);
            if (kind === "inviteExists")
              lines[index] = lines[index]!.replace(`pat.${tag}.${index}@import.localhost`, existing[used++]!);
            if (kind === "date") lines[index] = lines[index]!.replace("2028-01-31", "2028-02-30");
            if (kind === "licenceClass") lines[index] = lines[index]!.replace(",AZ,", ",ZZ,");
            expected.set(index + 2, kind);
          }
          const before = await employees();
          const { reply } = await importText(`${HEADER}\n${lines.join("\n")}\n`);
          expect(reply.imported).toBe(0);
          expect(new Map(reply.problems.map((p) => [p.line, p.reason]))).toEqual(expected);
          expect(await employees()).toBe(before);
        },
      ),
      { numRuns: 12 },
    );
  });

  test("the payload's companyId can only be the session's company: another reads as NotFound and nothing is written", async () => {
    const uploaded = await upload(`${HEADER}\n${goodRow(1, "elsewhere")}\n`);
    const { id } = (await uploaded.json()) as { id: string };
    const platform = await server.database.db
      .selectFrom("companies")
      .select("id")
      .where("id", "<>", companyId())
      .executeTakeFirstOrThrow();
    const before = await server.database.db
      .selectFrom("employees")
      .select(sql<number>`count(*)::int`.as("n"))
      .executeTakeFirstOrThrow();
    const reply = await owner.request("ImportEmployeesFromFileQueryOperation", { files: [id], companyId: platform.id });
    expect(reply.error?.messageId).toBe("NotFound");
    const after = await server.database.db
      .selectFrom("employees")
      .select(sql<number>`count(*)::int`.as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  test("an Excel workbook (.xlsx) imports like a CSV: dates and linked emails read as they show", async () => {
    const bytes = await workbookBytes(
      [
        ["First Name", "Last Name", "E-mail", "Role", "License Class", "License Expiry"],
        [
          "Xavier",
          "Lin",
          { text: "xavier.lin@xlsx.localhost", hyperlink: "mailto:xavier.lin@xlsx.localhost" },
          "Commercial Driver",
          "DZ",
          new Date(Date.UTC(2029, 5, 30)),
        ],
        ["Yara", "Haddad", "yara.haddad@xlsx.localhost", "mechanic", "", ""],
      ],
      "People",
    );
    const uploaded = await fetch(`${server.url}/api/v1/imports`, {
      method: "POST",
      headers: { Authorization: `Bearer ${session.token}`, "Content-Type": XLSX_TYPE },
      body: new Uint8Array(bytes),
    });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const reply = await owner.request("ImportEmployeesFromFileQueryOperation", { files: [id], companyId: companyId() });
    expect(reply.payload, JSON.stringify(reply.payload)).toMatchObject({ imported: 2, problemCount: 0 });
    const xavier = await server.database.db
      .selectFrom("users")
      .select(["license_class", "license_expiry"])
      .where("email", "=", "xavier.lin@xlsx.localhost")
      .executeTakeFirstOrThrow();
    expect(xavier.license_class).toBe("DZ");
    expect(Number(xavier.license_expiry)).toBe(Date.UTC(2029, 5, 30, 4));
    const notZip = await fetch(`${server.url}/api/v1/imports`, {
      method: "POST",
      headers: { Authorization: `Bearer ${session.token}`, "Content-Type": XLSX_TYPE },
      body: "first,last",
    });
    expect(notZip.status).toBe(400);
  });

  test("a file that is not UTF-8 CSV text is refused at upload with a catalogued error", async () => {
    const binary = await fetch(`${server.url}/api/v1/imports`, {
      method: "POST",
      headers: { Authorization: `Bearer ${session.token}`, "Content-Type": "text/csv" },
      body: new Uint8Array([0xff, 0xfe, 0x00, 0x41]),
    });
    expect(binary.status).toBe(400);
    expect(await binary.json()).toMatchObject({
      messageId: "BadRequest",
      fields: [{ path: "file", problem: "notCsv" }],
    });
    const anonymous = await fetch(`${server.url}/api/v1/imports`, {
      method: "POST",
      headers: { "Content-Type": "text/csv" },
      body: "a,b",
    });
    expect(anonymous.status).toBe(403);
  });

  test("export: a signed link streams the filtered people as CSV with a BOM and ISO dates", async () => {
    const reply = await owner.request("ExportEmployeesQueryOperation", { filter: { search: "pat.bulk." } });
    const link = reply.payload as ExportEmployeesResponse;
    expect(link.count).toBe(2000);
    const response = await fetch(`${server.url}${link.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(Buffer.from(bytes), { bom: true }) as string[][];
    expect(rows[0]!.slice(0, 3)).toEqual(["First name", "Last name", "Email"]);
    expect(rows).toHaveLength(2001);
    expect(rows.find((r) => r[2] === "pat.bulk.7@import.localhost")).toEqual(
      expect.arrayContaining(["Pat7", "Doe, bulk", "Commercial driver", "Included", "AZ", "2028-01-31", "Active"]),
    );
    // Tampered or expired links are refused like a spent reset link.
    const tampered = await fetch(`${server.url}${link.url.slice(0, -2)}xx`);
    expect(tampered.status).toBe(403);
    expect(await tampered.json()).toMatchObject({ messageId: "LinkExpired" });
  });

  test("an exported file imports as it is: roles, compliance and dates are written as the import reads them", async () => {
    const reply = await owner.request("ExportEmployeesQueryOperation", { filter: { search: "@mapleleaf.localhost" } });
    const exported = await (await fetch(`${server.url}${(reply.payload as ExportEmployeesResponse).url}`)).text();
    const rows = parse(exported, { bom: true }) as string[][];
    const roles = new Set(rows.slice(1).flatMap((row) => row[4]!.split("; ")));
    expect(roles).toEqual(new Set(["Owner", "Manager", "Mechanic", "Commercial driver", "Non-commercial driver"]));
    // Re-imported under new addresses (the same ones would be duplicates), every row reads without a problem.
    const renamed = exported.replaceAll("@mapleleaf.localhost", "@reimport.localhost");
    const { reply: imported } = await importText(renamed.replace(/^\uFEFF/, ""));
    expect(imported.problems ?? []).toEqual([]);
    expect(imported.created).toBe(rows.length - 1);
  });

  test("export: a name typed as a formula reaches the CSV as text a spreadsheet will not run", async () => {
    // A mechanic can type his own name; the office's export must not turn it into a live formula.
    const mechanic = await server.database.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "mechanic@mapleleaf.localhost")
      .executeTakeFirstOrThrow();
    await server.database.db
      .updateTable("users")
      .set({ first: '=HYPERLINK("http://x","y")', last: "@SUM(A1)" })
      .where("id", "=", mechanic.id)
      .execute();
    const reply = await owner.request("ExportEmployeesQueryOperation", { filter: { search: "mechanic@mapleleaf" } });
    const response = await fetch(`${server.url}${(reply.payload as ExportEmployeesResponse).url}`);
    const rows = parse(Buffer.from(await response.arrayBuffer()), { bom: true }) as string[][];
    expect(rows[1]!.slice(0, 3)).toEqual(['\'=HYPERLINK("http://x","y")', "'@SUM(A1)", "mechanic@mapleleaf.localhost"]);
  });

  test("the users list equals a plain ORDER BY … OFFSET at every sort, past the seek samples", async () => {
    await seedFleet(
      server.database.db,
      { companyId: companyId(), ownerId: session.user.id, seed: 7, nowMs: server.services.clock.now() },
      { employees: 3500 },
    );
    const columns: Record<UserSortColumn, string> = {
      name: "name_key",
      email: "email_key",
      employmentId: "employment_key",
      licenseClass: "license_class",
      licenseExpiry: "license_expiry",
      state: "state",
      modifiedDate: "modified_date",
    };
    for (const [column, sqlColumn] of Object.entries(columns) as [UserSortColumn, string][]) {
      for (const direction of ["asc", "desc"] as const) {
        for (const offset of [0, 1499, 2600]) {
          const reply = (
            await owner.request("UserListRequestEvent", {
              filter: { status: "all" },
              sort: { column, direction },
              offset,
              limit: 50,
              fields: ["email"],
            })
          ).payload as UserListResponse;
          const plain = await sql<{
            user_id: string;
          }>`select user_id from employees where company_id = ${companyId()} order by ${sql.ref(sqlColumn)} ${sql.raw(direction)}, id ${sql.raw(direction)} offset ${offset} limit 50`.execute(
            server.database.db,
          );
          expect(reply.ids, `${column} ${direction} @${offset}`).toEqual(plain.rows.map((r) => r.user_id));
        }
      }
    }
    const { employment_id: wanted } = await server.database.db
      .selectFrom("employees")
      .select("employment_id")
      .where("company_id", "=", companyId())
      .where("employment_id", "is not", null)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    const search = (
      await owner.request("UserListRequestEvent", {
        filter: { search: wanted!.toLowerCase(), status: "all" },
        sort: { column: "name", direction: "asc" },
        offset: 0,
        limit: 10,
        fields: ["employmentId"],
      })
    ).payload as UserListResponse;
    expect(search.columns.employmentId).toContain(wanted);
  });
});
