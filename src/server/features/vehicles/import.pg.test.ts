// Vehicles import over the real server (docs/vehicles.md "Importing vehicles"): a file in the template's columns adds
// its units with what the form would save (plate in capitals, compliance dates computed, a schedule by name); any bad
// row → nothing written and every bad row listed with its column (property-based over random bad rows); the
// template itself imports as it is; a workbook reads like a CSV.
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { SignedInSession } from "../../../shared/generated/accounts";
import type { ImportVehiclesResponse } from "../../../shared/generated/vehicles";
import { XLSX_TYPE } from "../../imports/xlsx";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { workbookBytes } from "../../testing/workbook";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";
import { VEHICLES_TEMPLATE_PATH } from "./import-template";

const HEADER = "Unit number,Category,Brake type,Plate,Plate expiry,VIN,Year,Odometer,Odometer unit,Inspection schedule";
const goodRow = (i: number, tag: string) =>
  `${tag}-${i},Straight Truck,Air brakes,${tag}${i},2027-05-31,,2021,"12,500",km,`;

describe.each(testDatabases())("vehicles import on $name", (database) => {
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
  const vehicleCount = async () =>
    (
      await server.database.db
        .selectFrom("vehicles")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("company_id", "=", companyId())
        .executeTakeFirstOrThrow()
    ).n;

  async function importBytes(body: string | Uint8Array, contentType = "text/csv") {
    const uploaded = await fetch(`${server.url}/api/v1/imports`, {
      method: "POST",
      headers: { Authorization: `Bearer ${session.token}`, "Content-Type": contentType },
      body,
    });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const seen = owner.received.length;
    const reply = await owner.request("ImportVehiclesFromFileQueryOperation", { files: [id], companyId: companyId() });
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    const progress = owner.received
      .slice(seen)
      .filter((m) => m.status === "intermediate")
      .map((m) => m.progressMessage ?? "");
    return { reply: reply.payload as ImportVehiclesResponse, progress };
  }

  test("a truck, a trailer and a bus come in as the form would save them, a schedule named by its name", async () => {
    const before = await vehicleCount();
    const text =
      "\uFEFFUnit #;Category;Brakes;Licence plate;Plate expiry;Annual safety date;VIN;Make;Year;Colour;Odometer;Odometer unit;GVWR;Inspection schedule;Notes\r\n" +
      "IMP-1;Highway Tractor;Air brakes;ab 123;2027-06-30;2026-09-15;1FUJGLDR3CLBP8834;Freightliner;2022;White;412 000;km;23600;;Night shift\r\n" +
      "IMP-2;trailer;air;XY-9;;;;Manac;2019;;;;;;\r\n" +
      "IMP-3;Bus;Hydraulic brakes;BUS7;;;;;2020;;88000;mi;;NSC Standard 13 — Schedule 2;\r\n";
    const { reply } = await importBytes(text);
    expect(reply).toEqual({ rows: 3, imported: 3, problems: [], problemCount: 0 });
    expect(await vehicleCount()).toBe(before + 3);
    const rows = await server.database.db
      .selectFrom("vehicles")
      .selectAll()
      .where("company_id", "=", companyId())
      .where("name", "like", "IMP-%")
      .orderBy("name")
      .execute();
    expect(rows.map((r) => [r.name, r.category_name, r.braking_type, r.plate, r.odometer, r.odometer_type])).toEqual([
      ["IMP-1", "Highway Tractor", "abs", "AB 123", "412000", "KM"],
      ["IMP-2", "Trailer", "abs", "XY-9", "0", "KM"],
      ["IMP-3", "Bus", "hbs", "BUS7", "88000", "MI"],
    ]);
    // Annual safety from 15 Sept 2026: due at the end of September 2027 (docs/vehicles.md "Rules"), as a save computes.
    expect(rows[0]!.safety_expiry).toBeGreaterThan(Date.UTC(2027, 8, 29));
    expect(rows[0]!.safety_expiry).toBeLessThan(Date.UTC(2027, 9, 2));
    expect(rows[0]!.notes).toBe("Night shift");
    const schedule = await server.database.db
      .selectFrom("vehicle_schedules")
      .select("name")
      .where("id", "=", rows[2]!.schedule_id!)
      .executeTakeFirstOrThrow();
    expect(schedule.name).toContain("Schedule 2");
  });

  test("one bad row or more: nothing is written and exactly the bad lines are listed under their columns", async () => {
    const corruptions = {
      category: ["Category", "unknownCategory", (l: string) => l.replace("Straight Truck", "Spaceship")],
      brakes: ["Brake type", "choice", (l: string) => l.replace("Air brakes", "Drum")],
      vin: ["VIN", "vin", (l: string) => l.replace(",2027-05-31,,", ",2027-05-31,1FUJGLDR5CLBP8834,")],
      year: ["Year", "year", (l: string) => l.replace(",2021,", ",1850,")],
      date: ["Plate expiry", "date", (l: string) => l.replace("2027-05-31", "31/05/2027")],
      schedule: ["Inspection schedule", "unknownSchedule", (l: string) => `${l}Schedule 9`],
      // Distinct demo units (one unit twice would be a duplicate in the file as well).
      exists: ["Unit number", "vehicleExists", (l: string) => l.replace(/^[^,]+/, DEMO_UNITS[taken++ % 6]!)],
      duplicate: ["Unit number", "duplicateInFile", (l: string) => l.replace(/^([A-Za-z0-9]+)-\d+/, "$1-0")],
      empty: ["Unit number", "required", (l: string) => l.replace(/^[^,]+/, "")],
    } as const;
    const DEMO_UNITS = ["T-101", "T-102", "T-103", "T-104", "T-105", "T-106"];
    let taken = 0;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 3, max: 30 }),
        fc.uniqueArray(
          fc.tuple(fc.nat(), fc.constantFrom(...(Object.keys(corruptions) as (keyof typeof corruptions)[]))),
          {
            minLength: 1,
            maxLength: 5,
            selector: ([at]) => at,
          },
        ),
        async (size, bad) => {
          run += 1;
          taken = 0;
          const tag = `BAD${run}`;
          const lines = Array.from({ length: size }, (_, i) => goodRow(i, tag));
          const expected = new Map<number, [string, string]>();
          for (const [at, kind] of bad) {
            const index = 1 + (at % (size - 1)); // never row 0: a duplicate needs an earlier row to copy
            if (expected.has(index + 2)) continue;
            const [column, reason, corrupt] = corruptions[kind];
            lines[index] = corrupt(lines[index]!);
            expected.set(index + 2, [column, reason]);
          }
          const before = await vehicleCount();
          const { reply } = await importBytes(`${HEADER}\n${lines.join("\n")}\n`);
          expect(reply.imported).toBe(0);
          expect(await vehicleCount()).toBe(before);
          const listed = new Map(reply.problems.map((p) => [p.line, [p.column, p.reason]]));
          expect(listed).toEqual(expected);
        },
      ),
      { numRuns: 12 },
    );
  });

  test("the template downloads as a CSV and imports as it is; so does a workbook", async () => {
    const template = await fetch(`${server.url}${VEHICLES_TEMPLATE_PATH}`);
    expect(template.status).toBe(200);
    expect(template.headers.get("content-type")).toMatch(/^text\/csv/);
    const bytes = new Uint8Array(await template.arrayBuffer());
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]); // Excel reads it as UTF-8
    const text = new TextDecoder().decode(bytes);
    expect(text.split("\r\n")[0]).toMatch(/^Unit number,Category,Brake type,/);
    const { reply } = await importBytes(text);
    expect(reply).toMatchObject({ rows: 2, imported: 2, problemCount: 0 });
    // Imported twice, its unit numbers are in use.
    const again = await importBytes(text);
    expect(again.reply.problems.map((p) => p.reason)).toEqual(["vehicleExists", "vehicleExists"]);

    const book = await workbookBytes(
      [
        ["Unit number", "Category", "Brake type", "Plate expiry", "Year"],
        ["XLS-1", "Dump Truck", "Air brakes", new Date(Date.UTC(2027, 2, 31)), 2018],
      ],
      "Fleet",
    );
    const { reply: fromBook } = await importBytes(new Uint8Array(book), XLSX_TYPE);
    expect(fromBook).toMatchObject({ rows: 1, imported: 1, problemCount: 0 });
    const unit = await server.database.db
      .selectFrom("vehicles")
      .select(["year", "plate_expiry_date"])
      .where("company_id", "=", companyId())
      .where("name", "=", "XLS-1")
      .executeTakeFirstOrThrow();
    expect(unit.year).toBe(2018);
    expect(unit.plate_expiry_date).not.toBeNull();
  });

  test("600 rows in one request, with progress while checking and writing", async () => {
    const rows = Array.from({ length: 600 }, (_, i) => goodRow(i, "BULK"));
    const { reply, progress } = await importBytes(`${HEADER}\r\n${rows.join("\r\n")}\r\n`);
    expect(reply).toMatchObject({ rows: 600, imported: 600, problemCount: 0 });
    expect(progress).toContain("500/600 checking");
    expect(progress.at(-1)).toBe("600/600 writing");
  });
});
