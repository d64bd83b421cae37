// The employees CSV (export and import share it; docs/users.md "CSV import" lists the columns), read as every import's
// columns are (src/server/imports/columns.ts), with the usual spellings a spreadsheet has ("E-mail", "License class",
// "Employee ID", "ZIP code").
import type { RoleName } from "../../../shared/generated/common";
import { normalizeHeader as normalize } from "../../imports/columns";

export const CSV_COLUMNS = [
  { key: "first", header: "First name", aliases: ["first", "firstname", "givenname"] },
  { key: "last", header: "Last name", aliases: ["last", "lastname", "surname", "familyname"] },
  { key: "email", header: "Email", aliases: ["email", "emailaddress", "mail"] },
  { key: "phone", header: "Phone", aliases: ["phone", "phonenumber", "telephone", "mobile"] },
  { key: "roles", header: "Roles", aliases: ["roles", "role"] },
  {
    key: "employmentId",
    header: "Employment ID",
    aliases: ["employmentid", "employeeid", "employeenumber", "employeeno"],
  },
  { key: "complianceType", header: "Compliance", aliases: ["compliance", "compliancetype"] },
  { key: "startDate", header: "Start date", aliases: ["startdate", "start", "hiredate"] },
  { key: "endDate", header: "End date", aliases: ["enddate", "end"] },
  { key: "licenseClass", header: "Licence class", aliases: ["licenceclass", "licenseclass", "class"] },
  {
    key: "licenseExpiry",
    header: "Licence expiry",
    aliases: ["licenceexpiry", "licenseexpiry", "licenceexpirydate", "licenseexpirydate", "expiry"],
  },
  { key: "street", header: "Street", aliases: ["street", "address", "streetaddress"] },
  { key: "city", header: "City", aliases: ["city", "town"] },
  { key: "jurisdiction", header: "Province", aliases: ["province", "state", "jurisdiction", "provincestate"] },
  { key: "postal", header: "Postal code", aliases: ["postal", "postalcode", "zip", "zipcode", "postcode"] },
  { key: "country", header: "Country", aliases: ["country"] },
] as const;

export type CsvKey = (typeof CSV_COLUMNS)[number]["key"];

/** Export only: the employee's state, not read on import (imported people start active). */
export const STATUS_HEADER = "Status";

export const REQUIRED_KEYS: readonly CsvKey[] = ["first", "last", "email", "roles"];

/**
 * How the file names each role, as the screens do; the export writes these and the import reads them (and the
 * shorter spellings in ROLE_NAMES), so an exported file imports as it is.
 */
export const ROLE_CSV_NAMES: Record<RoleName, string> = {
  administrator: "Administrator",
  owner: "Owner",
  manager: "Manager",
  mechanic: "Mechanic",
  driver: "Commercial driver",
  nc_driver: "Non-commercial driver",
};

/** The roles as one cell: "Owner; Commercial driver". */
export function formatRoles(roles: readonly string[]): string {
  return roles.map((role) => ROLE_CSV_NAMES[role as RoleName] ?? role).join("; ");
}

/** A code as the file shows it: "included" → "Included". */
export const capitalized = (code: string) => code.charAt(0).toUpperCase() + code.slice(1);

const ROLE_NAMES: Record<string, RoleName> = {
  administrator: "administrator",
  admin: "administrator",
  owner: "owner",
  manager: "manager",
  mechanic: "mechanic",
  driver: "driver",
  commercialdriver: "driver",
  ncdriver: "nc_driver",
  noncommercialdriver: "nc_driver",
};

/** "Driver; Mechanic" → roles; the unknown names come back separately. Separators: ; , | / */
export function parseRoles(cell: string): { roles: RoleName[]; unknown: string[] } {
  const roles: RoleName[] = [];
  const unknown: string[] = [];
  for (const part of cell
    .split(/[;,|/]/)
    .map((p) => p.trim())
    .filter((p) => p !== "")) {
    const role = ROLE_NAMES[normalize(part)];
    if (role) roles.push(role);
    else unknown.push(part);
  }
  return { roles: [...new Set(roles)], unknown };
}
