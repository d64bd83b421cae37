// Realistic people for seeding and benchmarks: mostly commercial drivers with Ontario licence classes, a few
// mechanics and managers, licence expiries spread so that some are expired, some expire within weeks and most are
// fine, a few removed and a few invited. No passwords (hashing 10⁵ of them would take minutes): they are people a
// manager manages, not accounts anyone signs in with.
import type { Insertable, Kysely } from "kysely";

import type { RoleName } from "../../../shared/generated/common";
import type { Database, EmployeesTable, UsersTable } from "../../db/tables";
import { between, pick } from "../../seed/generators/random";

const DAY = 24 * 3600_000;
const FIRST = [
  "Liam",
  "Olivia",
  "Noah",
  "Emma",
  "Jacob",
  "Charlotte",
  "William",
  "Amelia",
  "Lucas",
  "Ava",
  "Benjamin",
  "Chloé",
  "Gurpreet",
  "Harpreet",
  "Mohammed",
  "Fatima",
  "Wei",
  "Mei",
  "Jean-François",
  "Marie-Ève",
  "Santiago",
  "Sofía",
  "Dmitri",
  "Anastasia",
  "Kwame",
  "Aisha",
  "Mateo",
  "Zoé",
  "Raj",
  "Priya",
];
const LAST = [
  "Smith",
  "Tremblay",
  "Martin",
  "Roy",
  "Gagnon",
  "Lee",
  "Wilson",
  "Johnson",
  "MacDonald",
  "Taylor",
  "Côté",
  "Singh",
  "Brown",
  "Bouchard",
  "Patel",
  "Gill",
  "Nguyen",
  "Chen",
  "Kowalski",
  "O'Brien",
  "Fraser",
  "Leblanc",
  "Sandhu",
  "Dhillon",
  "Morrison",
  "Campbell",
  "Pelletier",
  "García",
  "Ivanov",
  "Mensah",
];
const CITIES = [
  ["Toronto", "ON"],
  ["Mississauga", "ON"],
  ["Brampton", "ON"],
  ["Hamilton", "ON"],
  ["London", "ON"],
  ["Ottawa", "ON"],
  ["Montréal", "QC"],
  ["Winnipeg", "MB"],
  ["Calgary", "AB"],
] as const;
/** Licence classes, weighted like a trucking company: mostly AZ (tractor-trailer), then DZ (straight trucks). */
const WEIGHTED_CLASSES = [
  ...Array(10).fill("AZ"),
  ...Array(4).fill("DZ"),
  "G",
  "G",
  "AZ-GR",
  "D",
  "B",
  "C",
  "A",
] as string[];

export interface GeneratedEmployeeContext {
  companyId: string;
  createdBy: string;
  nowMs: number;
}

function rolesFor(random: () => number): RoleName[] {
  const r = random();
  if (r < 0.82) return ["driver"];
  if (r < 0.88) return ["nc_driver"];
  if (r < 0.93) return ["mechanic"];
  if (r < 0.96) return ["driver", "mechanic"];
  return ["manager"];
}

/** Person number `index` of a generated company: a user row and its employee row. Emails are unique per company. */
export function generateEmployee(
  random: () => number,
  index: number,
  context: GeneratedEmployeeContext,
): { user: Insertable<UsersTable>; employee: Omit<Insertable<EmployeesTable>, "user_id"> } {
  const first = pick(random, FIRST);
  const last = pick(random, LAST);
  const [city, province] = pick(random, CITIES);
  const roles = rolesFor(random);
  const drives = roles.includes("driver") || roles.includes("nc_driver");
  const local = `${first}.${last}`
    .normalize("NFD")
    .replace(/[^A-Za-z.]/g, "")
    .toLowerCase();
  const company = context.companyId.replace(/[^0-9]+/g, "-").replace(/^-|-$/g, "");
  // Licences renew every five years: expiry from two months ago to five years ahead (~3% expired, ~2% within 4 weeks).
  const expiry = context.nowMs + between(random, -60, 5 * 365) * DAY;
  const state = random();
  return {
    user: {
      email: `${local}.${index + 1}@c${company}.seed.localhost`,
      first,
      last,
      phone: `${pick(random, ["416", "647", "905", "289", "519", "613"])}-555-${String(between(random, 0, 9999)).padStart(4, "0")}`,
      city,
      postal: null,
      jurisdiction: province,
      country: "Canada",
      street: null,
      license_class: drives ? pick(random, WEIGHTED_CLASSES) : null,
      license_expiry: drives ? expiry : null,
      password_hash: null,
      last_sign_in: null,
      created_by: context.createdBy,
      modified_by: context.createdBy,
      time_zone: null,
    },
    employee: {
      company_id: context.companyId,
      roles,
      employment_id: `E${String(index + 1).padStart(6, "0")}`,
      compliance_type: random() < 0.97 ? "included" : "excluded",
      start_date: context.nowMs - between(random, 30, 15 * 365) * DAY,
      end_date: null,
      state: state < 0.05 ? "inactive" : state < 0.08 ? "invited" : "active",
      created_by: context.createdBy,
      modified_by: context.createdBy,
      time_zone: null,
    },
  };
}

/** Inserts `count` generated people with multi-row INSERTs; `onProgress` gets the number inserted so far. */
export async function insertGeneratedEmployees(
  db: Kysely<Database>,
  random: () => number,
  count: number,
  context: GeneratedEmployeeContext,
  onProgress?: (done: number) => void,
  startIndex = 0,
): Promise<void> {
  const BATCH = 1000;
  for (let done = 0; done < count; done += BATCH) {
    const people = Array.from({ length: Math.min(BATCH, count - done) }, (_, i) =>
      generateEmployee(random, startIndex + done + i, context),
    );
    const users = await db
      .insertInto("users")
      .values(people.map((p) => p.user))
      .returning("id")
      .execute();
    await db
      .insertInto("employees")
      .values(people.map((p, i) => ({ ...p.employee, user_id: users[i]!.id })))
      .execute();
    onProgress?.(done + people.length);
  }
}
