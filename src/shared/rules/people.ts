// People and the company's own details (docs/users.md "Rules", docs/company.md "Rules"), shared by the server's
// checks and the screens' display so both say the same thing.
import type { Address, RoleName } from "../generated/common";
import type { CompanyFields } from "../generated/company";
import type { LicenceClass, PersonFields } from "../generated/users";
import { isEmpty, isValidEmail, isValidEmailList, isValidPhone } from "./compliance";

/** The licence classes, in the order the forms offer them (docs/users.md "Records"). */
export const LICENCE_CLASSES: readonly LicenceClass[] = [
  "G",
  "A",
  "AC",
  "ACZ",
  "AR",
  "ARZ",
  "AZ",
  "AZ-GR",
  "B",
  "C",
  "D",
  "DZ",
  "E",
  "F",
];

export const ALL_ROLES: readonly RoleName[] = ["administrator", "owner", "manager", "mechanic", "driver", "nc_driver"];

/** The system user (created_by "system": seeds and server jobs) shows as this fixed name (docs/users.md
 * "Display rules"). */
export const SYSTEM_USER_ID = "system";
export const SYSTEM_USER_NAME = "Fleet Portal";

/**
 * Emails that start with a reserved test prefix are hidden in display. The prefix is our choice (docs/users.md
 * "Decisions"): this one cannot collide with a real mailbox people type by accident.
 */
export const TEST_EMAIL_PREFIX = "fleettest+";

/** Full name is first plus last (docs/users.md "Display rules"). */
export function fullName(person: { first: string; last: string; id?: string } | undefined): string {
  if (!person) return "";
  if (person.id === SYSTEM_USER_ID) return SYSTEM_USER_NAME;
  return `${person.first.trim()} ${person.last.trim()}`.trim();
}

/** Initials come from first and last (first letter of each, upper case). */
export function initials(person: { first: string; last: string }): string {
  const letter = (text: string) => [...text.trim()][0]?.toLocaleUpperCase() ?? "";
  return `${letter(person.first)}${letter(person.last)}`;
}

/** The email as shown: empty for a test-prefixed address. */
export function displayEmail(email: string | undefined | null): string {
  if (!email) return "";
  return email.trim().toLowerCase().startsWith(TEST_EMAIL_PREFIX) ? "" : email;
}

/** Active-or-invited counts as live (docs/users.md "States"). */
export function isLiveState(state: string | undefined): boolean {
  return state === "active" || state === "invited";
}

/**
 * Which roles a session may give or take away (a decision of ours: docs/users.md "Who may grant which role" and
 * "Decisions"). Administrators run the platform and grant anything; owners everything but
 * administrator; managers neither administrator nor owner, so a manager can never raise anyone, themselves
 * included, above a manager.
 */
export function grantableRoles(sessionRoles: readonly RoleName[]): readonly RoleName[] {
  if (sessionRoles.includes("administrator")) return ALL_ROLES;
  if (sessionRoles.includes("owner")) return ALL_ROLES.filter((r) => r !== "administrator");
  if (sessionRoles.includes("manager")) return ["manager", "mechanic", "driver", "nc_driver"];
  return [];
}

/**
 * Whether a session may manage (edit, remove, restore) a person holding `targetRoles`: only when it could have
 * granted every one of them, so a manager cannot remove the owner or strip an administrator.
 */
export function canManage(sessionRoles: readonly RoleName[], targetRoles: readonly string[]): boolean {
  const grantable = grantableRoles(sessionRoles);
  return grantable.length > 0 && targetRoles.every((role) => grantable.includes(role as RoleName));
}

/** Roles in `wanted` the session may not grant, compared with what the person holds now (keeping a role is fine). */
export function ungrantedRoles(
  sessionRoles: readonly RoleName[],
  current: readonly string[],
  wanted: readonly RoleName[],
): RoleName[] {
  const grantable = grantableRoles(sessionRoles);
  const added = wanted.filter((role) => !current.includes(role));
  const removed = current.filter((role) => !wanted.includes(role as RoleName)) as RoleName[];
  return [...added, ...removed].filter((role) => !grantable.includes(role));
}

/** Field problems of a person's fields (codes as in Error.fields), keyed by field name. */
export function personProblems(fields: PersonFields): Record<string, string> {
  const problems: Record<string, string> = {};
  if (isEmpty(fields.first)) problems.first = "required";
  if (isEmpty(fields.last)) problems.last = "required";
  if (!isValidEmail(fields.email)) problems.email = "email";
  if (!isEmpty(fields.phone) && !isValidPhone(fields.phone)) problems.phone = "phone";
  return problems;
}

/** An address is complete when street, city and province are present (docs/company.md "Addresses"). */
export function isAddressComplete(address: Address | undefined | null): boolean {
  return !!address && !isEmpty(address.street) && !isEmpty(address.city) && !isEmpty(address.jurisdiction);
}

/** An address is Canadian when the country equals "canada", ignoring case. */
export function isCanada(address: Pick<Address, "country"> | undefined | null): boolean {
  return (address?.country ?? "").trim().toLowerCase() === "canada";
}

/** An address's location text joins street, unit, city, province and postal (the parts that are present). */
export function locationText(address: Address | undefined | null): string {
  if (!address) return "";
  return [address.street, address.unit, address.city, address.jurisdiction, address.postal]
    .map((part) => part?.trim() ?? "")
    .filter((part) => part !== "")
    .join(", ");
}

/**
 * Canadian postal codes (Canada Post: letter digit letter, space optional, digit letter digit; no D F I O Q U, and
 * W or Z never first). Checked only for a Canadian address; other countries' codes are free text.
 */
const CANADIAN_POSTAL = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/** Field problems of an address (keys are Address fields). A wholly empty address is fine: addresses are optional. */
export function addressProblems(address: Address | undefined): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!address) return problems;
  const anything = Object.values(address).some((value) => typeof value === "string" && value.trim() !== "");
  if (!anything) return problems;
  // Something was typed: then it must be a usable, complete address (docs/company.md "Validation").
  if (isEmpty(address.street)) problems.street = "required";
  if (isEmpty(address.city)) problems.city = "required";
  if (isEmpty(address.jurisdiction)) problems.jurisdiction = "required";
  if (isCanada(address) && !isEmpty(address.postal) && !CANADIAN_POSTAL.test(address.postal!.trim()))
    problems.postal = "postalCode";
  return problems;
}

export const COMPANY_EMAIL_LISTS = ["emailDefects", "emailEquipment", "emailEquipmentDefects", "emailInvoice"] as const;

/** Field problems of the company's editable fields, as paths under `fields.` (docs/company.md "Validation"). */
export function companyProblems(fields: CompanyFields, isTimeZone: (zone: string) => boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  if (isEmpty(fields.name)) problems.name = "required";
  if (!isEmpty(fields.email) && !isValidEmail(fields.email)) problems.email = "email";
  if (!isEmpty(fields.phone) && !isValidPhone(fields.phone)) problems.phone = "phone";
  for (const list of COMPANY_EMAIL_LISTS) if (!isValidEmailList(fields[list])) problems[list] = "emailList";
  for (const [field, problem] of Object.entries(addressProblems(fields.address)))
    problems[`address.${field}`] = problem;
  for (const [field, problem] of Object.entries(addressProblems(fields.hq))) problems[`hq.${field}`] = problem;
  if (fields.timeZone !== undefined && !isTimeZone(fields.timeZone)) problems.timeZone = "timeZone";
  return problems;
}
