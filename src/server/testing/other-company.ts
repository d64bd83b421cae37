// Another company with a little of everything (owner, employees, vehicles active and removed, a file, schedule
// copies), for tests that prove one company can neither read nor change another's records. Every text it stores
// carries OTHER_COMPANY_MARKER, so a reply that leaks any of it is found by a plain substring search.
import { sql, type Kysely } from "kysely";

import { copyScheduleTemplatesToCompany } from "../db/schedule-templates";
import type { Database } from "../db/tables";
import { vehicleColumns } from "../features/vehicles/index";
import { hashPassword } from "../passwords";
import { TEST_PASSWORD } from "./test-server";

export const OTHER_COMPANY_MARKER = "Zqxvictim";

export interface OtherCompany {
  companyId: string;
  ownerEmail: string;
  userIds: string[];
  employeeIds: string[];
  vehicleIds: string[];
  /** Its vehicles' picture (attached) and an upload not attached yet. */
  fileId: string;
  uploadId: string;
  scheduleIds: string[];
  /** Every id above, for substitution into payloads and for leak searches. */
  allIds: string[];
}

const NO_USER_FIELDS = {
  phone: null,
  city: null,
  postal: null,
  jurisdiction: null,
  country: null,
  street: null,
  license_class: null,
  license_expiry: null,
  last_sign_in: null,
  created_by: null,
  modified_by: null,
  time_zone: null,
};

export async function createOtherCompany(db: Kysely<Database>, slug = "other"): Promise<OtherCompany> {
  const m = OTHER_COMPANY_MARKER;
  const company = await db
    .insertInto("companies")
    .values({
      name: `${m} Freight ${slug}`,
      features: ["home", "users", "vehicles", "inspections", "compliance"],
      website: `${slug}.${m.toLowerCase()}.localhost`,
      email: `office@${slug}.${m.toLowerCase()}.localhost`,
      phone: null,
      postal: null,
      country: null,
      jurisdiction: null,
      cvor: `${m}-CVOR`,
      address: null,
      hq: null,
      created_by: null,
      modified_by: null,
      time_zone: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const userIds: string[] = [];
  const employeeIds: string[] = [];
  for (const role of ["owner", "manager", "driver"] as const) {
    const user = await db
      .insertInto("users")
      .values({
        ...NO_USER_FIELDS,
        email: `${role}@${slug}.${m.toLowerCase()}.localhost`,
        first: `${m}${role}`,
        last: m,
        password_hash: passwordHash,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    userIds.push(user.id);
    const employee = await db
      .insertInto("employees")
      .values({
        user_id: user.id,
        company_id: company.id,
        roles: [role],
        employment_id: `${m}-${role}`,
        start_date: null,
        end_date: null,
        created_by: null,
        modified_by: null,
        time_zone: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    employeeIds.push(employee.id);
  }
  const file = await db
    .insertInto("files")
    .values({
      company_id: company.id,
      content_type: "image/png",
      name: `${m}.png`,
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
      size: 4,
      created_by: userIds[0]!,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const vehicleIds: string[] = [];
  for (const [name, deleted] of [
    [`${m} Truck`, false],
    [`${m} Trailer`, true],
  ] as const) {
    const vehicle = await db
      .insertInto("vehicles")
      .values({
        ...vehicleColumns(
          {
            name,
            categoryId: "#23:5",
            brakingType: "abs",
            plate: `${m}1`,
            notes: m,
            imageId: file.id,
            cvorDate: String(Date.UTC(2026, 0, 15)),
          },
          { id: "#23:5", name: "Trailer" },
          undefined,
        ),
        company_id: company.id,
        deleted,
        created_by: userIds[0]!,
        modified_by: userIds[0]!,
        time_zone: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    vehicleIds.push(vehicle.id);
  }
  // Its trucks' picture, attached as a vehicle's picture is (src/server/file-purposes.ts); and an upload its owner has not
  // attached yet: the sweeps aim at both kinds of file id.
  await db
    .updateTable("files")
    .set({ purpose: "vehicleImage", record_id: vehicleIds[0]! })
    .where("id", "=", file.id)
    .execute();
  const upload = await db
    .insertInto("files")
    .values({
      company_id: company.id,
      content_type: "image/png",
      name: `${m}-upload.png`,
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
      size: 4,
      created_by: userIds[0]!,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await copyScheduleTemplatesToCompany(db, company.id);
  const scheduleIds = (
    await db.selectFrom("vehicle_schedules").select("id").where("company_id", "=", company.id).orderBy("id").execute()
  ).map((r) => r.id);
  return {
    companyId: company.id,
    ownerEmail: `owner@${slug}.${m.toLowerCase()}.localhost`,
    userIds,
    employeeIds,
    vehicleIds,
    fileId: file.id,
    uploadId: upload.id,
    scheduleIds,
    allIds: [company.id, ...userIds, ...employeeIds, ...vehicleIds, file.id, upload.id, ...scheduleIds],
  };
}

/**
 * Every row of the company, as JSON text: each table with a company_id column, the company itself, its users and
 * the questions and options of its schedules. Compared before and after to prove nothing of it changed.
 */
export async function dumpCompany(db: Kysely<Database>, other: OtherCompany): Promise<string> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where column_name = 'company_id' and table_schema = current_schema() order by table_name`.execute(db);
  const dump: Record<string, unknown[]> = {};
  for (const { table_name: table } of tables.rows) {
    dump[table] = (
      await sql`select * from ${sql.table(table)} where company_id = ${other.companyId} order by 1`.execute(db)
    ).rows;
  }
  dump.companies = (await sql`select * from companies where id = ${other.companyId}`.execute(db)).rows;
  dump.users = (await sql`select * from users where id in (${sql.join(other.userIds)}) order by id`.execute(db)).rows;
  dump.questions = (
    await sql`select * from vehicle_schedule_questions where schedule_id in (${sql.join(other.scheduleIds)}) order by id`.execute(
      db,
    )
  ).rows;
  dump.options = (
    await sql`select o.* from vehicle_schedule_question_options o join vehicle_schedule_questions q on q.id = o.question_id where q.schedule_id in (${sql.join(other.scheduleIds)}) order by o.id`.execute(
      db,
    )
  ).rows;
  return JSON.stringify(dump, (_key, value: unknown) =>
    value instanceof Uint8Array
      ? Buffer.from(value).toString("base64")
      : typeof value === "bigint"
        ? String(value)
        : value,
  );
}
