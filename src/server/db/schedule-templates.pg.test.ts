// The standard inspection schedules in the database: seeded once as templates, copied to every company that comes
// into being (demo seed, fleet seed, sign-up verify), and a company's edits stay in its own copies.
import { join } from "node:path";

import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { NSC13_SCHEDULE_1, NSC13_SCHEDULE_2, US_DVIR_396_11 } from "../../shared/rules/schedules";
import { lastMailedPath } from "../mail/templates/eml";
import { DEMO_COMPANY_NAME, SECOND_DEMO_COMPANY_NAME } from "../seed/demo";
import { ensureFleetCompany } from "../seed/fleet";
import { solvedBotCheck } from "../testing/bot-check";
import { testDatabases } from "../testing/test-databases";
import { startTestServer, type TestServer } from "../testing/test-server";
import { openTestSocket } from "../testing/ws-client";
import { seedReferenceData } from "./reference-data";
import { copyScheduleTemplatesToCompany, SCHEDULE_TEMPLATES, seedScheduleTemplates } from "./schedule-templates";
import type { Database } from "./tables";

// Small proof-of-work for the sign-up in the registration test.
process.env.ALTCHA_MAX_NUMBER = "50";

interface ScheduleContent {
  key: string | null;
  name: string;
  number: string;
  declaration: string;
  parts: {
    part: number;
    value: string;
    type: string;
    options: {
      name: string;
      value: string;
      position: number;
      category: string;
      type: string;
      index: number;
      notes: string;
    }[];
  }[];
}

/** A company's schedules (or, with null, the templates), whole and without ids, in a stable order. */
async function contentOf(db: Kysely<Database>, companyId: string | null): Promise<ScheduleContent[]> {
  const schedules = await db
    .selectFrom("vehicle_schedules")
    .selectAll()
    .where("company_id", companyId === null ? "is" : "=", companyId)
    .orderBy("template_key")
    .execute();
  const result: ScheduleContent[] = [];
  for (const schedule of schedules) {
    const questions = await db
      .selectFrom("vehicle_schedule_questions")
      .selectAll()
      .where("schedule_id", "=", schedule.id)
      .orderBy("part")
      .execute();
    const parts: ScheduleContent["parts"] = [];
    for (const q of questions) {
      const options = await db
        .selectFrom("vehicle_schedule_question_options")
        .select(["name", "value", "position", "category", "type", "index", "notes"])
        .where("question_id", "=", q.id)
        .orderBy("position")
        .orderBy("index")
        .execute();
      parts.push({ part: q.part, value: q.value, type: q.type, options });
    }
    result.push({
      key: schedule.template_key,
      name: schedule.name,
      number: schedule.number,
      declaration: schedule.declaration,
      parts,
    });
  }
  return result;
}

async function rowCounts(db: Kysely<Database>): Promise<number[]> {
  const count = async (
    table: "vehicle_schedules" | "vehicle_schedule_questions" | "vehicle_schedule_question_options",
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select(sql<number>`count(*)::int`.as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return [
    await count("vehicle_schedules"),
    await count("vehicle_schedule_questions"),
    await count("vehicle_schedule_question_options"),
  ];
}

async function newCompany(db: Kysely<Database>, name: string): Promise<string> {
  return (
    await db
      .insertInto("companies")
      .values({
        name,
        features: ["vehicles"],
        website: null,
        email: null,
        phone: null,
        postal: null,
        country: null,
        jurisdiction: null,
        cvor: null,
        address: null,
        hq: null,
        created_by: null,
        modified_by: null,
        time_zone: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
}

async function companyIdNamed(db: Kysely<Database>, name: string): Promise<string> {
  return (await db.selectFrom("companies").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;
}

describe.each(testDatabases())("schedule templates on $name", (database) => {
  let server: TestServer;
  let db: Kysely<Database>;
  let templates: ScheduleContent[];

  beforeAll(async () => {
    server = await startTestServer(database);
    db = server.database.db;
    templates = await contentOf(db, null);
  });
  afterAll(async () => {
    await server?.close();
  });

  test("the templates are NSC 13 Schedule 1 (23 parts), Schedule 2 (25 parts) and the 49 CFR 396.11 items", () => {
    const byKey = new Map(templates.map((t) => [t.key, t]));
    expect([...byKey.keys()].sort()).toEqual(SCHEDULE_TEMPLATES.map((t) => t.key).sort());
    expect(byKey.get("nsc13-schedule-1")!.parts).toHaveLength(23);
    expect(byKey.get("nsc13-schedule-2")!.parts).toHaveLength(25);
    for (const [key, data] of [
      ["nsc13-schedule-1", NSC13_SCHEDULE_1],
      ["nsc13-schedule-2", NSC13_SCHEDULE_2],
      ["us-dvir-396-11", US_DVIR_396_11],
    ] as const) {
      const template = byKey.get(key)!;
      expect(template).toMatchObject({ name: data.name, number: data.number, declaration: data.declaration });
      expect(template.parts.map((p) => [p.part, p.value, p.type])).toEqual(
        data.questions.map((q) => [q.part, q.value, q.type]),
      );
    }
    expect(byKey.get("us-dvir-396-11")!.parts.map((p) => p.value)).toEqual(
      expect.arrayContaining(["Parking brake", "Tires", "Horn", "Emergency equipment"]),
    );
  });

  test("every part has a minor or major defect and the OK, N/A and Remark options, sorted by position", () => {
    for (const template of templates) {
      for (const part of template.parts) {
        const where = `${template.key} part ${part.part}`;
        const kinds = part.options.map((o) => o.type);
        expect(
          kinds.some((k) => k === "minor" || k === "major"),
          where,
        ).toBe(true);
        for (const kind of ["ok", "na", "remark"])
          expect(
            kinds.filter((k) => k === kind),
            `${where} ${kind}`,
          ).toHaveLength(1);
        const positions = part.options.map((o) => o.position);
        expect(positions, where).toEqual([...positions].sort((a, b) => a - b));
        for (const option of part.options.filter((o) => o.type === "minor" || o.type === "major"))
          expect(option.category, where).toBe(option.type);
      }
    }
  });

  test("seeding again changes nothing", async () => {
    const before = await rowCounts(db);
    const ids = await db
      .selectFrom("vehicle_schedules")
      .select("id")
      .where("company_id", "is", null)
      .orderBy("id")
      .execute();
    await seedScheduleTemplates(db);
    await seedScheduleTemplates(db);
    await seedReferenceData(db);
    expect(await rowCounts(db)).toEqual(before);
    expect(
      await db.selectFrom("vehicle_schedules").select("id").where("company_id", "is", null).orderBy("id").execute(),
    ).toEqual(ids);
    expect(await contentOf(db, null)).toEqual(templates);
  });

  test("the demo companies have their own copies", async () => {
    for (const name of [DEMO_COMPANY_NAME, SECOND_DEMO_COMPANY_NAME]) {
      const companyId = await companyIdNamed(db, name);
      expect(await contentOf(db, companyId), name).toEqual(templates);
    }
  });

  test("a new company gets its own copies, once, that point back at the templates", async () => {
    const companyId = await newCompany(db, "Copy Test Carriers");
    const before = await rowCounts(db);
    expect(await copyScheduleTemplatesToCompany(db, companyId)).toBe(3);
    expect(await copyScheduleTemplatesToCompany(db, companyId)).toBe(0);
    const after = await rowCounts(db);
    const templateRows = await db
      .selectFrom("vehicle_schedules")
      .select(["id", "template_key"])
      .where("company_id", "is", null)
      .execute();
    expect(after[0]! - before[0]!).toBe(templateRows.length);
    expect(await contentOf(db, companyId)).toEqual(templates);

    const copies = await db
      .selectFrom("vehicle_schedules")
      .select(["id", "template_id", "template_key"])
      .where("company_id", "=", companyId)
      .execute();
    for (const copy of copies) {
      const template = templateRows.find((t) => t.template_key === copy.template_key)!;
      expect(copy.template_id).toBe(template.id);
      expect(copy.id).not.toBe(template.id);
    }
    // Every copied question and option names the template row it came from.
    const unlinked = await db
      .selectFrom("vehicle_schedule_questions as q")
      .innerJoin("vehicle_schedules as s", "s.id", "q.schedule_id")
      .select("q.id")
      .where("s.company_id", "=", companyId)
      .where("q.copied_from", "is", null)
      .execute();
    expect(unlinked).toEqual([]);
  });

  test("editing a company's copy leaves the templates and other companies' copies alone", async () => {
    const editing = await newCompany(db, "Editing Express");
    const other = await newCompany(db, "Bystander Bus Lines");
    await copyScheduleTemplatesToCompany(db, editing);
    await copyScheduleTemplatesToCompany(db, other);

    const schedule = await db
      .selectFrom("vehicle_schedules")
      .select("id")
      .where("company_id", "=", editing)
      .where("template_key", "=", "nsc13-schedule-1")
      .executeTakeFirstOrThrow();
    await db
      .updateTable("vehicle_schedules")
      .set({ name: "Our yard check", declaration: "Checked." })
      .where("id", "=", schedule.id)
      .execute();
    const question = await db
      .selectFrom("vehicle_schedule_questions")
      .select("id")
      .where("schedule_id", "=", schedule.id)
      .where("part", "=", 1)
      .executeTakeFirstOrThrow();
    await db
      .updateTable("vehicle_schedule_questions")
      .set({ value: "Air brakes (yard)" })
      .where("id", "=", question.id)
      .execute();
    await db
      .updateTable("vehicle_schedule_question_options")
      .set({ name: "hissing" })
      .where("question_id", "=", question.id)
      .where("type", "=", "minor")
      .execute();
    await db
      .deleteFrom("vehicle_schedule_question_options")
      .where("question_id", "=", question.id)
      .where("type", "=", "major")
      .execute();
    await db
      .insertInto("vehicle_schedule_questions")
      .values({
        schedule_id: schedule.id,
        part: 24,
        value: "Tail lift",
        type: "text",
        copied_from: null,
        created_by: null,
        modified_by: null,
        time_zone: null,
      })
      .execute();

    const edited = (await contentOf(db, editing)).find((s) => s.key === "nsc13-schedule-1")!;
    expect(edited.name).toBe("Our yard check");
    expect(edited.parts).toHaveLength(24);
    expect(edited.parts[0]!.value).toBe("Air brakes (yard)");
    expect(edited.parts[0]!.options.filter((o) => o.type === "major")).toEqual([]);

    expect(await contentOf(db, null)).toEqual(templates);
    expect(await contentOf(db, other)).toEqual(templates);
    expect(await contentOf(db, await companyIdNamed(db, DEMO_COMPANY_NAME))).toEqual(templates);
  });

  test("a fleet company made by the seed gets its copies", async () => {
    const fleet = await ensureFleetCompany(db, "Schedule Seed Freight", "a-long-fleet-password");
    expect(fleet.created).toBe(true);
    expect(await contentOf(db, fleet.companyId)).toEqual(templates);
    const again = await ensureFleetCompany(db, "Schedule Seed Freight", "a-long-fleet-password");
    expect(again).toMatchObject({ companyId: fleet.companyId, created: false });
    expect(await contentOf(db, fleet.companyId)).toEqual(templates);
  });

  test("a company created by verifying a sign-up gets its copies", async () => {
    const socket = await openTestSocket(server.wsUrl);
    try {
      const altcha = await solvedBotCheck(socket);
      const email = "sam@schedules.localhost";
      const signUp = await socket.request("UserSignUpRequestEvent", {
        userFirst: "Sam",
        userLast: "Okafor",
        userEmail: email,
        userPhone: "613-555-0142",
        companyName: "Schedules Transit",
        companyWebsite: "schedules.localhost",
        companyCity: "Ottawa",
        companyProvince: "ON",
        companyRole: "Owner",
        terms: true,
        featureCheckIn: false,
        featureHoursOfService: false,
        featureInspection: true,
        fleetSize: "6-10",
        ads: "friend",
        locale: "en-CA",
        altcha,
      });
      expect(signUp.statusCode).toBe(200);
      await server.services.mail.kick();
      const registrationId = lastMailedPath(join(server.dataDir, "mail"), email, "/verify")!.split("/").at(-1)!;
      expect(
        (await socket.request("UserVerifyRequestEvent", { registrationId, password: "a-long-new-password" })).payload,
      ).toMatchObject({ verified: true });
      expect(await contentOf(db, await companyIdNamed(db, "Schedules Transit"))).toEqual(templates);
    } finally {
      socket.close();
    }
  });
});
