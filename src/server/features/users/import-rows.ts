// Reading an employees CSV into rows and problems, without the database (the handler adds the checks that need it:
// InviteExists). Every bad row is reported with its line number and reason, not just the first, so the screen can
// show one table the user fixes from.
import { parse } from "csv-parse";

import type { RoleName } from "../../../shared/generated/common";
import type { EmploymentFields, ImportProblem, LicenceClass, PersonFields } from "../../../shared/generated/users";
import { isValidEmail, isValidPhone } from "../../../shared/rules/compliance";
import { LICENCE_CLASSES, grantableRoles } from "../../../shared/rules/people";
import { CSV_COLUMNS, REQUIRED_KEYS, keyOfHeader, parseIsoDate, parseRoles, type CsvKey } from "./csv-columns";

export const MAX_IMPORT_ROWS = 20_000;

export interface ImportRow {
  line: number;
  user: PersonFields;
  employee: EmploymentFields;
}

/** Field lengths of schema/users.json PersonFields and EmploymentFields. */
const MAX_LENGTH: Partial<Record<CsvKey, number>> = {
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
};

const headerOf = (key: CsvKey) => CSV_COLUMNS.find((c) => c.key === key)!.header;

/** Spreadsheets in French-speaking locales write ";" between cells: the header line tells which separator it is. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => header.split(c).length - 1;
  const candidates = [",", ";", "\t"].sort((a, b) => count(b) - count(a));
  return count(candidates[0]!) > 0 ? candidates[0]! : ",";
}

function problem(
  line: number,
  reason: ImportProblem["reason"],
  hint: string,
  extra: Partial<ImportProblem> = {},
): ImportProblem {
  return { line, reason, hint, ...extra };
}

/** One record of a file: its cells and the line (CSV) or row (spreadsheet) it ends on, the header being 1. */
export interface FileRecord {
  record: string[];
  info: { lines: number };
}

type ReadResult = { rows: ImportRow[]; problems: ImportProblem[]; total: number };

/**
 * Parses and checks a CSV. `sessionRoles` decides which roles may be given (a manager cannot import an
 * administrator); `timeZone` is the company's, for dates. `rows` are the rows without problems (the caller still
 * checks them against the database); nothing may be written unless `problems` is empty.
 */
export async function readEmployeesCsv(
  text: string,
  sessionRoles: readonly RoleName[],
  timeZone: string,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<ReadResult> {
  // Streamed record by record, with a pause for the event loop every 500, so progress replies go out while it reads.
  const records: FileRecord[] = [];
  try {
    const parser = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, "")),
      trim: true,
    });
    for await (const entry of parser as AsyncIterable<FileRecord>) {
      records.push(entry);
      if (records.length % 500 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    }
  } catch (error) {
    return {
      rows: [],
      problems: [
        problem(
          1,
          "notCsv",
          `The file is not a CSV: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500),
        ),
      ],
      total: 0,
    };
  }
  return checkEmployeeRecords(records, sessionRoles, timeZone, onProgress);
}

/** Checks the records of a CSV or a spreadsheet (the first record names the columns). */
export async function checkEmployeeRecords(
  records: readonly FileRecord[],
  sessionRoles: readonly RoleName[],
  timeZone: string,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<ReadResult> {
  const [header, ...body] = records;
  if (!header)
    return {
      rows: [],
      problems: [
        problem(
          1,
          "missingColumn",
          `The file is empty; the first line must name the columns (${REQUIRED_KEYS.map(headerOf).join(", ")}).`,
        ),
      ],
      total: 0,
    };
  const keys = header.record.map(keyOfHeader);
  const missing = REQUIRED_KEYS.filter((key) => !keys.includes(key));
  if (missing.length > 0) {
    return {
      rows: [],
      problems: missing.map((key) =>
        problem(1, "missingColumn", `The first line has no "${headerOf(key)}" column.`, { column: headerOf(key) }),
      ),
      total: body.length,
    };
  }
  if (body.length > MAX_IMPORT_ROWS)
    return {
      rows: [],
      problems: [problem(1, "tooManyRows", `At most ${MAX_IMPORT_ROWS} people per file; this one has ${body.length}.`)],
      total: body.length,
    };
  const grantable = grantableRoles(sessionRoles);
  const problems: ImportProblem[] = [];
  const rows: ImportRow[] = [];
  const firstLineOfEmail = new Map<string, number>();
  for (const [index, { record, info }] of body.entries()) {
    const line = info.lines;
    const cell = (key: CsvKey) => {
      const at = keys.indexOf(key);
      return at < 0 ? "" : (record[at] ?? "").trim();
    };
    const before = problems.length;
    const add = (key: CsvKey, reason: ImportProblem["reason"], hint: string, extra: Partial<ImportProblem> = {}) =>
      problems.push(
        problem(line, reason, hint, {
          column: headerOf(key),
          ...(cell(key) !== "" ? { value: cell(key).slice(0, 300) } : {}),
          ...extra,
        }),
      );
    for (const key of REQUIRED_KEYS) if (cell(key) === "") add(key, "required", `${headerOf(key)} is empty.`);
    for (const [key, max] of Object.entries(MAX_LENGTH) as [CsvKey, number][])
      if (cell(key).length > max) add(key, "tooLong", `${headerOf(key)} is longer than ${max} characters.`);
    const email = cell("email");
    if (email !== "" && !isValidEmail(email)) add("email", "email", `"${email}" is not an email address.`);
    else if (email !== "") {
      const seen = firstLineOfEmail.get(email.toLowerCase());
      if (seen !== undefined) add("email", "duplicateInFile", `${email} is also on line ${seen}.`, { otherLine: seen });
      else firstLineOfEmail.set(email.toLowerCase(), line);
    }
    const { roles, unknown } = parseRoles(cell("roles"));
    for (const name of unknown)
      add(
        "roles",
        "role",
        `"${name}" is not a role (owner, manager, mechanic, driver, non commercial driver, administrator).`,
        { value: name },
      );
    for (const role of roles)
      if (!grantable.includes(role))
        add("roles", "roleNotAllowed", `You cannot give the role ${role}.`, { value: role });
    const phone = cell("phone");
    if (phone !== "" && !isValidPhone(phone)) add("phone", "phone", "A phone number has at least 10 digits.");
    const licenceCell = cell("licenseClass").toUpperCase();
    const licenceClass = LICENCE_CLASSES.find((c) => c === licenceCell);
    if (licenceCell !== "" && !licenceClass)
      add("licenseClass", "licenceClass", `Licence classes are ${LICENCE_CLASSES.join(", ")}.`);
    const compliance = cell("complianceType").toLowerCase();
    if (compliance !== "" && compliance !== "included" && compliance !== "excluded")
      add("complianceType", "complianceType", "Compliance is included or excluded.");
    const dates: Partial<Record<"startDate" | "endDate" | "licenseExpiry", number>> = {};
    for (const key of ["startDate", "endDate", "licenseExpiry"] as const) {
      if (cell(key) === "") continue;
      const ms = parseIsoDate(cell(key), timeZone);
      if (ms === undefined) add(key, "date", `${headerOf(key)} must be a date written YYYY-MM-DD.`);
      else dates[key] = ms;
    }
    if (dates.startDate !== undefined && dates.endDate !== undefined && dates.endDate < dates.startDate)
      add("endDate", "date", "The end date is before the start date.");
    if (problems.length === before) {
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
      rows.push({ line, user, employee });
    }
    if ((index + 1) % 500 === 0) {
      onProgress(index + 1, body.length);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  return { rows, problems, total: body.length };
}
