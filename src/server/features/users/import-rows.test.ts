// Reading an employees CSV: what spreadsheets write (BOM, quoted commas, ";" separators, headers in any case and
// spelling) is read, and every bad row is reported with its own line and reason.
import { describe, expect, test } from "vitest";

import { readEmployeesCsv } from "./import-rows";

const OWNER = ["owner"] as const;
const TZ = "America/Toronto";

describe("readEmployeesCsv", () => {
  test("an Excel 'CSV UTF-8' file: BOM, CRLF, quoted commas, headers in any case", async () => {
    const text =
      "\uFEFFFIRST NAME,Last Name,E-mail,Role(s),Licence Class,License expiry,Street\r\n" +
      'Chloé,"Côté, Jr.",chloe@fleet.ca,"Driver, Mechanic",az,2027-03-31,"12 Main St, Unit 4"\r\n' +
      "Raj,Singh,raj@fleet.ca,Non Commercial Driver,,,\r\n";
    const read = await readEmployeesCsv(text, OWNER, TZ);
    expect(read.problems).toEqual([]);
    expect(read.rows).toHaveLength(2);
    expect(read.rows[0]).toMatchObject({
      line: 2,
      user: {
        first: "Chloé",
        last: "Côté, Jr.",
        email: "chloe@fleet.ca",
        licenseClass: "AZ",
        street: "12 Main St, Unit 4",
      },
      employee: { roles: ["driver", "mechanic"] },
    });
    // The start of 31 March 2027 in Toronto (EDT, UTC−4).
    expect(read.rows[0]!.user.licenseExpiry).toBe(Date.UTC(2027, 2, 31, 4));
    expect(read.rows[1]!.employee.roles).toEqual(["nc_driver"]);
  });

  test("a French-locale export separated by semicolons", async () => {
    const read = await readEmployeesCsv("Prénom;first;last;email;roles\nx;Ana;Roy;ana@fleet.ca;driver\n", OWNER, TZ);
    expect(read.problems).toEqual([]);
    expect(read.rows[0]!.user).toMatchObject({ first: "Ana", last: "Roy" });
  });

  test("every bad row is listed with its line and reason; the good ones are not", async () => {
    const text = [
      "first,last,email,roles,licence class,start date,end date",
      "Ok,One,ok1@fleet.ca,driver,,,",
      "Bad,Email,not-an-email,driver,,,",
      "Dup,Licate,ok1@fleet.ca,driver,,,",
      "Who,Knows,who@fleet.ca,pilot,,,",
      ",Nameless,nameless@fleet.ca,driver,,,",
      "Class,Less,class@fleet.ca,driver,Q,,",
      "Time,Travel,time@fleet.ca,driver,,2026-05-01,2026-04-01",
      "Not,Date,date@fleet.ca,driver,,31/12/2026,",
    ].join("\n");
    const read = await readEmployeesCsv(text, OWNER, TZ);
    expect(read.problems.map((p) => [p.line, p.reason])).toEqual([
      [3, "email"],
      [4, "duplicateInFile"],
      [5, "role"],
      [6, "required"],
      [7, "licenceClass"],
      [8, "date"],
      [9, "date"],
    ]);
    expect(read.problems[1]!.otherLine).toBe(2);
    expect(read.rows.map((r) => r.line)).toEqual([2]);
  });

  test("a manager cannot import an administrator or an owner", async () => {
    const read = await readEmployeesCsv(
      "first,last,email,roles\nA,B,a@fleet.ca,administrator\nC,D,c@fleet.ca,owner;driver\n",
      ["manager"],
      TZ,
    );
    expect(read.problems.map((p) => [p.line, p.reason, p.value])).toEqual([
      [2, "roleNotAllowed", "administrator"],
      [3, "roleNotAllowed", "owner"],
    ]);
  });

  test("a header without a required column is refused on line 1", async () => {
    const read = await readEmployeesCsv("first,last,roles\nA,B,driver\n", OWNER, TZ);
    expect(read.problems).toEqual([expect.objectContaining({ line: 1, reason: "missingColumn", column: "Email" })]);
  });
});
