// Reading an employees CSV or workbook into rows and problems, without the database (the import adds the check that
// needs it: inviteExists). Every bad row is reported with its line number and reason, not just the first, so the
// screen can show one table the user fixes from (src/server/imports/check-records.ts).
import type { RoleName } from "../../../shared/generated/common";
import type { EmploymentFields, LicenceClass, PersonFields } from "../../../shared/generated/users";
import { isValidEmail, isValidPhone } from "../../../shared/rules/compliance";
import { LICENCE_CLASSES, grantableRoles } from "../../../shared/rules/people";
import { checkRecords, type CheckedRecords, type RecordsSpec } from "../../imports/check-records";
import { parseIsoDate } from "../../imports/columns";
import { readCsvRecords, type FileRecord } from "../../imports/file-records";
import { CSV_COLUMNS, REQUIRED_KEYS, parseRoles, type CsvKey } from "./csv-columns";

export const MAX_IMPORT_ROWS = 20_000;

const headerOf = (key: CsvKey) => CSV_COLUMNS.find((column) => column.key === key)!.header;

export interface ImportRow {
  user: PersonFields;
  employee: EmploymentFields;
}

const EMPLOYEES_FILE: RecordsSpec<CsvKey> = {
  columns: CSV_COLUMNS,
  required: REQUIRED_KEYS,
  // The field lengths of schema/users.json PersonFields and EmploymentFields.
  maxLength: {
    first: 100,
    last: 100,
    email: 254,
    phone: 40,
    street: 200,
    city: 100,
    postal: 20,
    jurisdiction: 60,
    country: 60,
    employmentId: 64,
  },
  maxRows: MAX_IMPORT_ROWS,
  rowNoun: "people",
};

/** Parses and checks a CSV's text (tests; the import reads stored files through readImportFile). */
export async function readEmployeesCsv(
  text: string,
  sessionRoles: readonly RoleName[],
  timeZone: string,
): Promise<CheckedRecords<ImportRow>> {
  return checkEmployeeRecords(await readCsvRecords(text), sessionRoles, timeZone);
}

/**
 * Checks the records of a CSV or a spreadsheet (the first record names the columns). `sessionRoles` decides which
 * roles may be given (a manager cannot import an administrator); `timeZone` is the company's, for dates.
 */
export function checkEmployeeRecords(
  records: readonly FileRecord[],
  sessionRoles: readonly RoleName[],
  timeZone: string,
  onProgress?: (done: number, total: number) => void,
): Promise<CheckedRecords<ImportRow>> {
  const grantable = grantableRoles(sessionRoles);
  return checkRecords<CsvKey, ImportRow>(
    records,
    EMPLOYEES_FILE,
    ({ cell, problem, firstInFile }) => {
      const email = cell("email");
      if (email !== "" && !isValidEmail(email)) problem("email", "email", `"${email}" is not an email address.`);
      else if (email !== "") firstInFile("email", email.toLowerCase());
      const { roles, unknown } = parseRoles(cell("roles"));
      for (const name of unknown)
        problem(
          "roles",
          "role",
          `"${name}" is not a role (owner, manager, mechanic, driver, non commercial driver, administrator).`,
          { value: name },
        );
      for (const role of roles)
        if (!grantable.includes(role))
          problem("roles", "roleNotAllowed", `You cannot give the role ${role}.`, { value: role });
      const phone = cell("phone");
      if (phone !== "" && !isValidPhone(phone)) problem("phone", "phone", "A phone number has at least 10 digits.");
      const licenceCell = cell("licenseClass").toUpperCase();
      const licenceClass = LICENCE_CLASSES.find((c) => c === licenceCell);
      if (licenceCell !== "" && !licenceClass)
        problem("licenseClass", "licenceClass", `Licence classes are ${LICENCE_CLASSES.join(", ")}.`);
      const compliance = cell("complianceType").toLowerCase();
      if (compliance !== "" && compliance !== "included" && compliance !== "excluded")
        problem("complianceType", "complianceType", "Compliance is included or excluded.");
      const dates: Partial<Record<"startDate" | "endDate" | "licenseExpiry", number>> = {};
      for (const key of ["startDate", "endDate", "licenseExpiry"] as const) {
        if (cell(key) === "") continue;
        const ms = parseIsoDate(cell(key), timeZone);
        if (ms === undefined) problem(key, "date", `${headerOf(key)} must be a date written YYYY-MM-DD.`);
        else dates[key] = ms;
      }
      if (dates.startDate !== undefined && dates.endDate !== undefined && dates.endDate < dates.startDate)
        problem("endDate", "date", "The end date is before the start date.");
      const optionalText = (key: CsvKey) => (cell(key) !== "" ? cell(key) : undefined);
      const user: PersonFields = { first: cell("first"), last: cell("last"), email };
      for (const key of ["phone", "street", "city", "jurisdiction", "postal", "country"] as const) {
        const value = optionalText(key);
        if (value !== undefined) user[key] = value;
      }
      if (licenceClass) user.licenseClass = licenceClass as LicenceClass;
      if (dates.licenseExpiry !== undefined) user.licenseExpiry = dates.licenseExpiry;
      const employee: EmploymentFields = { roles, complianceType: compliance === "excluded" ? "excluded" : "included" };
      const employmentId = optionalText("employmentId");
      if (employmentId !== undefined) employee.employmentId = employmentId;
      if (dates.startDate !== undefined) employee.startDate = dates.startDate;
      if (dates.endDate !== undefined) employee.endDate = dates.endDate;
      return { user, employee };
    },
    onProgress,
  );
}
