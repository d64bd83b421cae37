// Reading and writing people (a user and their employee row in one company). Every read is scoped by the session's
// company: a user who is not an employee there reads exactly like one who does not exist (tenant isolation).
import { sql, type Kysely, type Transaction } from "kysely";

import type { RoleName } from "../../../shared/generated/common";
import type { EmployeePreferences, EmploymentFields, Person, PersonFields } from "../../../shared/generated/users";
import type { Database } from "../../db/tables";
import { EventError } from "../../ws/event-error";
import { employeeFromRow, userFromRow } from "./mappers";

type Db = Kysely<Database> | Transaction<Database>;

export const notFound = (userId: string) => new EventError("NotFound", `No person ${userId} in your company.`);

/** People of one company by user id (missing ids are left out). */
export async function loadPeople(
  db: Db,
  companyId: string,
  userIds: readonly string[],
): Promise<Record<string, Person>> {
  if (userIds.length === 0) return {};
  const employees = await db
    .selectFrom("employees")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("user_id", "in", [...userIds])
    .execute();
  if (employees.length === 0) return {};
  const ids = employees.map((e) => e.user_id);
  const users = await db.selectFrom("users").selectAll().where("id", "in", ids).execute();
  const others = await db
    .selectFrom("employees")
    .select(["user_id", sql<number>`count(*)::int`.as("n")])
    .where("user_id", "in", ids)
    .where("company_id", "<>", companyId)
    .groupBy("user_id")
    .execute();
  const otherCount = new Map(others.map((o) => [o.user_id, Number(o.n)]));
  const userById = new Map(users.map((u) => [u.id, u]));
  const out: Record<string, Person> = {};
  for (const employee of employees) {
    const user = userById.get(employee.user_id);
    if (!user) continue;
    out[user.id] = {
      user: userFromRow(user),
      employee: employeeFromRow(employee),
      hasPassword: user.password_hash !== null,
      otherCompanies: otherCount.get(user.id) ?? 0,
      ...(user.signature ? { signature: user.signature } : {}),
    };
  }
  return out;
}

export async function loadPerson(db: Db, companyId: string, userId: string): Promise<Person> {
  const person = (await loadPeople(db, companyId, [userId]))[userId];
  if (!person) throw notFound(userId);
  return person;
}

const text = (value: string | undefined) => (value === undefined || value.trim() === "" ? null : value.trim());

/** The users columns a person's fields write (email excluded: it is the sign-in, handled by the callers). */
export function userColumns(fields: PersonFields) {
  return {
    first: fields.first.trim(),
    last: fields.last.trim(),
    phone: text(fields.phone),
    street: text(fields.street),
    city: text(fields.city),
    postal: text(fields.postal),
    jurisdiction: text(fields.jurisdiction),
    country: text(fields.country),
    license_class: fields.licenseClass ?? null,
    // A licence expiry that is empty or <= 0 is absent (docs/users.md "Field checks").
    license_expiry: fields.licenseExpiry !== undefined && fields.licenseExpiry > 0 ? fields.licenseExpiry : null,
    ...(fields.signature !== undefined ? { signature: fields.signature } : {}),
  };
}

/** Employee preferences (docs/users.md "Records"): yes, no or global; global (the default) is stored as absent. */
export function preferencesJson(preferences: EmployeePreferences | undefined, current: unknown = {}): string {
  const merged: Record<string, string> = { ...((current ?? {}) as Record<string, string>) };
  for (const [key, value] of Object.entries(preferences ?? {})) {
    if (value === undefined || value === "global") delete merged[key];
    else merged[key] = value;
  }
  return JSON.stringify(merged);
}

/** The employees columns employment fields write. Roles are de-duplicated and kept in a stable order. */
export function employmentColumns(fields: EmploymentFields) {
  return {
    roles: [...new Set(fields.roles)].sort() as RoleName[],
    employment_id: text(fields.employmentId),
    compliance_type: fields.complianceType ?? "included",
    start_date: fields.startDate ?? null,
    end_date: fields.endDate ?? null,
  };
}

/** A user by email (case-insensitive), with whether they are already an employee of `companyId`. */
export async function findByEmail(db: Db, email: string, companyId: string) {
  const user = await db
    .selectFrom("users")
    .select(["id", "password_hash", "state"])
    .where(sql`lower(email)`, "=", email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) return undefined;
  const employee = await db
    .selectFrom("employees")
    .select(["id", "state"])
    .where("user_id", "=", user.id)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  return { user, employee };
}
