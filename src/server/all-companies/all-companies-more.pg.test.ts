// The operator's schedule, report, card and map lists (docs/operator.md "Cross-company lists") over a real websocket:
// each window equals a plain SQL query over every company (or the chosen one) for any filter, sort and position; a
// unit's position is the one its company's map shows; a card row carries brand, last four digits and expiry only; a
// schedule and a report read as their company reads them; and only administrators get any of it.
import fc from "fast-check";
import { sql, type RawBuilder } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { CardWindowFilter, CardWindowSort } from "../../shared/generated/billing";
import type { MapPositionWindowFilter, MapPositionWindowSort, MapPositions } from "../../shared/generated/map";
import type {
  AllCompaniesReportRecord,
  ReportListResponse,
  ReportWindowFilter,
  ReportWindowSort,
} from "../../shared/generated/reports";
import type {
  AllCompaniesScheduleRecord,
  ScheduleWindowFilter,
  ScheduleWindowSort,
} from "../../shared/generated/schedules";
import { demoCompanyId, signedIn } from "../features/inspections/test-kit";
import { lastPositions } from "../features/map/positions";
import { SECOND_DEMO_COMPANY_NAME } from "../seed/demo";
import { seedManyCompanies } from "../seed/many-companies";
import { testDatabases } from "../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../testing/test-server";
import type { TestSocket } from "../testing/ws-client";

const NO_SUCH_COMPANY = "#12:987654321";
const MORE_EVENTS = [
  "AllCompaniesScheduleListRequestEvent",
  "AllCompaniesScheduleGetRequestEvent",
  "AllCompaniesReportListRequestEvent",
  "AllCompaniesReportGetRequestEvent",
  "AllCompaniesCardListRequestEvent",
  "AllCompaniesMapPositionListRequestEvent",
] as const;

interface Window {
  count: number;
  offset: number;
  ids: string[];
  columns: Record<string, unknown[]>;
  companyIds: string[];
  companyNames: Record<string, string>;
}

const has = (text: RawBuilder<string>, term: string) => sql<boolean>`strpos(${text}, ${term.trim().toLowerCase()}) > 0`;
const whereOf = (where: RawBuilder<boolean>[]) =>
  where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``;

describe.each(testDatabases())("the operator's schedule, report, card and map lists on $name", (database) => {
  let server: TestServer;
  let admin: TestSocket;
  let companies: string[];
  let seeded: string[];
  let names: Map<string, string>;

  /** A window of `event` as the administrator gets it, after checking the Company column. */
  const list = async (event: string, request: Record<string, unknown>): Promise<Window> => {
    const reply = await admin.request(event as "AllCompaniesCardListRequestEvent", request as never);
    expect(reply.statusCode, `${event} ${JSON.stringify(reply.error)}`).toBe(200);
    const window = reply.payload as unknown as Window;
    for (const id of window.companyIds) expect(window.companyNames[id]).toBe(names.get(id));
    return window;
  };

  /** The plain query's rows: ids, companies and the asked columns in order, and the count. */
  const plain = async <Row extends { id: string; company_id: string }>(
    from: RawBuilder<unknown>,
    where: RawBuilder<boolean>[],
    column: string,
    direction: "asc" | "desc",
    offset: number,
    limit: number,
    select = sql`*`,
  ) => {
    const db = server.database.db;
    const dir = sql.raw(direction);
    const rows = (
      await sql<Row>`select ${select} from ${from} ${whereOf(where)} order by ${sql.ref(column)} ${dir}, id ${dir} offset ${offset} limit ${limit}`.execute(
        db,
      )
    ).rows;
    const count = Number(
      (await sql<{ n: number }>`select count(*)::int as n from ${from} ${whereOf(where)}`.execute(db)).rows[0]!.n,
    );
    return { rows, count };
  };

  const companyArbitrary = () => fc.option(fc.constantFrom(...companies, NO_SUCH_COMPANY), { nil: undefined });

  beforeAll(async () => {
    server = await startTestServer(database);
    const db = server.database.db;
    seeded = await seedManyCompanies(db, {
      companies: 3,
      totals: { vehicles: 60, employees: 9, inspections: 500 },
      namePrefix: "More Lists Carrier",
      password: TEST_PASSWORD,
      nowMs: server.services.clock.now(),
    });
    companies = (await db.selectFrom("companies").select("id").orderBy("id").execute()).map((c) => c.id);
    names = new Map((await db.selectFrom("companies").select(["id", "name"]).execute()).map((c) => [c.id, c.name]));
    const owners = await db
      .selectFrom("employees")
      .select(["company_id", "user_id"])
      .where("company_id", "in", seeded)
      .where(sql<boolean>`'owner' = any(roles)`)
      .execute();
    const ownerOf = (companyId: string) => owners.find((o) => o.company_id === companyId)!.user_id;
    // The card expiry month is the UTC one of the server's clock (card-list-spec.ts expiryMonthKey).
    const today = server.services.clock.date();
    const year = today.getUTCFullYear();
    for (const [index, companyId] of seeded.entries()) {
      const owner = ownerOf(companyId);
      // Schedules the company wrote itself beside its copies of the templates, some assigned to its vehicles.
      for (const name of ["Reefer walk-around", `Yard check ${index}`, "Flatbed securement"]) {
        const schedule = await db
          .insertInto("vehicle_schedules")
          .values({
            company_id: companyId,
            template_key: null,
            template_id: null,
            name,
            description: `Written by carrier ${index}`,
            number: `C-${index}${name.length}`,
            source: null,
            created_by: owner,
            modified_by: owner,
            time_zone: null,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await sql`update vehicles set schedule_id = ${schedule.id} where id in (select id from vehicles where company_id = ${companyId} order by id limit ${name.length % 5})`.execute(
          db,
        );
      }
      // Reports in every state, several made in one statement (one created_date: the id breaks the tie).
      for (const [list, format, state] of [
        ["vehicles", "csv", "done"],
        ["inspections", "pdf", "failed"],
        ["users", "csv", "queued"],
        ["hours", "pdf", "running"],
        ["checkins", "csv", "done"],
      ] as const) {
        await sql`insert into reports (company_id, created_by, modified_by, state, list, format, filter, rows_done, rows_total, file_name, size, finished_at)
          select ${companyId}, ${owner}, ${owner}, ${state}, ${list}, ${format}, '{}'::jsonb, n, case when ${state} = 'queued' then null else 10 end, ${list} || '-2026-0' || n || '.' || ${format},
                 case when ${state} = 'done' then 100 * n else null end, case when ${state} = 'done' then now() else null end
          from generate_series(1, ${index + 2}) n`.execute(db);
      }
      // Saved cards: kept and removed, expired, this month's and later.
      const cards = [
        { brand: "Visa", last4: "4242", exp_month: 12, exp_year: year + 2, removed: false },
        { brand: "Mastercard", last4: "4444", exp_month: today.getUTCMonth() + 1, exp_year: year, removed: false },
        { brand: "American Express", last4: "8431", exp_month: 1, exp_year: year - 1, removed: false },
        { brand: "Visa", last4: "0077", exp_month: 6, exp_year: year + 1, removed: true },
      ];
      for (const card of cards.slice(0, 2 + index)) {
        await db
          .insertInto("cards")
          .values({
            company_id: companyId,
            provider: "sandbox",
            provider_ref: `pm_secret_${companyId}_${card.last4}`,
            brand: card.brand,
            last4: card.last4,
            exp_month: card.exp_month,
            exp_year: card.exp_year,
            removed: card.removed,
            created_by: owner,
            modified_by: owner,
            time_zone: null,
          })
          .execute();
      }
    }
    admin = await signedIn(server, "admin@fleetportal.localhost");
  }, 180_000);
  afterAll(async () => {
    admin?.close();
    await server?.close();
  });

  test("schedules: a window equals the plain query of the companies' own schedules, never a template", async () => {
    const filterArbitrary: fc.Arbitrary<ScheduleWindowFilter> = fc.record(
      {
        search: fc.constantFrom("schedule", "reefer", "1", "x%_", "carrier 2"),
        origin: fc.constantFrom("any", "standard", "own"),
        contains: fc.record(
          { name: fc.constantFrom("yard", "NSC", "e"), number: fc.constantFrom("c-", "1") },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    );
    const sortArbitrary: fc.Arbitrary<ScheduleWindowSort> = fc.record({
      column: fc.constantFrom("name", "number", "modifiedDate"),
      direction: fc.constantFrom("asc", "desc"),
    });
    const COLUMNS = { name: "name", number: "number", modifiedDate: "modified_date" } as const;
    await fc.assert(
      fc.asyncProperty(
        companyArbitrary(),
        filterArbitrary,
        sortArbitrary,
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 30 }),
        async (companyId, filter, sort, offset, limit) => {
          const window = await list("AllCompaniesScheduleListRequestEvent", {
            ...(companyId ? { companyId } : {}),
            filter,
            sort,
            offset,
            limit,
            fields: ["name", "questionCount", "vehicleCount"],
          });
          const where: RawBuilder<boolean>[] = [sql`state = 'active'`, sql`company_id is not null`];
          if (companyId) where.push(sql`company_id = ${companyId}`);
          if (filter.origin === "standard") where.push(sql`template_id is not null`);
          if (filter.origin === "own") where.push(sql`template_id is null`);
          if (filter.search?.trim())
            where.push(has(sql`lower(name || ' ' || description || ' ' || number)`, filter.search));
          if (filter.contains?.name?.trim()) where.push(has(sql`lower(name)`, filter.contains.name));
          if (filter.contains?.number?.trim()) where.push(has(sql`lower(number)`, filter.contains.number));
          const select = sql`s.*,
          (select count(*)::int from vehicle_schedule_questions q where q.schedule_id = s.id and q.state = 'active') as questions,
          (select count(*)::int from vehicles v where v.company_id = s.company_id and not v.deleted and s.id = coalesce(
            (select o.id from vehicle_schedules o where o.id = v.schedule_id and o.company_id = v.company_id and o.state = 'active'),
            (select d.id from vehicle_schedules d where d.company_id = v.company_id and d.state = 'active'
              and d.template_key = case when v.category_id in ('#23:6', '#23:15') or lower(trim(v.category_name)) = 'bus'
                then 'nsc13-schedule-2' else 'nsc13-schedule-1' end
              order by d.id limit 1))) as units`;
          const expected = await plain<{
            id: string;
            company_id: string;
            name: string;
            questions: number;
            units: number;
          }>(sql`vehicle_schedules s`, where, COLUMNS[sort.column], sort.direction, offset, limit, select);
          expect(window.count).toBe(expected.count);
          expect(window.ids).toEqual(expected.rows.map((r) => r.id));
          expect(window.companyIds).toEqual(expected.rows.map((r) => r.company_id));
          expect(window.columns).toEqual({
            name: expected.rows.map((r) => r.name),
            questionCount: expected.rows.map((r) => r.questions),
            vehicleCount: expected.rows.map((r) => r.units),
          });
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);

  test("a schedule reads as its company reads it; a template is not the operator's to open here", async () => {
    const companyId = seeded[1]!;
    const window = await list("AllCompaniesScheduleListRequestEvent", {
      companyId,
      filter: { origin: "own" },
      sort: { column: "name", direction: "asc" },
      offset: 0,
      limit: 10,
    });
    expect(window.count).toBe(3);
    const id = window.ids[0]!;
    const reply = await admin.request("AllCompaniesScheduleGetRequestEvent", { id });
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    const record = reply.payload as AllCompaniesScheduleRecord;
    const ownerEmail = (
      await server.database.db
        .selectFrom("users")
        .innerJoin("employees", "employees.user_id", "users.id")
        .select("users.email")
        .where("employees.company_id", "=", companyId)
        .where(sql<boolean>`'owner' = any(employees.roles)`)
        .executeTakeFirstOrThrow()
    ).email;
    const owner = await signedIn(server, ownerEmail);
    try {
      expect(record.schedule).toEqual((await owner.request("ScheduleGetRequestEvent", { id })).payload);
      expect(record.company).toEqual({ id: companyId, name: names.get(companyId) });
    } finally {
      owner.close();
    }
    const template = await server.database.db
      .selectFrom("vehicle_schedules")
      .select("id")
      .where("company_id", "is", null)
      .executeTakeFirstOrThrow();
    expect((await admin.request("AllCompaniesScheduleGetRequestEvent", { id: template.id })).error?.messageId).toBe(
      "NotFound",
    );
  });

  test("reports: a window equals the plain query over every company's reports, in any state", async () => {
    const filterArbitrary: fc.Arbitrary<ReportWindowFilter> = fc.record(
      {
        search: fc.constantFrom("vehicles", "-0", "pdf", "x%_"),
        state: fc.constantFrom("queued", "running", "done", "failed"),
        list: fc.constantFrom("vehicles", "users", "inspections", "hours", "checkins", "compliance"),
        format: fc.constantFrom("csv", "pdf"),
        contains: fc.record({ fileName: fc.constantFrom("2026", "3.", "csv") }, { requiredKeys: [] }),
      },
      { requiredKeys: [] },
    );
    const sortArbitrary: fc.Arbitrary<ReportWindowSort> = fc.record({
      column: fc.constantFrom("createdAt", "fileName", "list"),
      direction: fc.constantFrom("asc", "desc"),
    });
    const COLUMNS = { createdAt: "created_date", fileName: "file_name", list: "list" } as const;
    await fc.assert(
      fc.asyncProperty(
        companyArbitrary(),
        filterArbitrary,
        sortArbitrary,
        fc.integer({ min: 0, max: 70 }),
        fc.integer({ min: 0, max: 40 }),
        async (companyId, filter, sort, offset, limit) => {
          const window = await list("AllCompaniesReportListRequestEvent", {
            ...(companyId ? { companyId } : {}),
            filter,
            sort,
            offset,
            limit,
            fields: ["state", "fileName", "size", "createdByName"],
          });
          const where: RawBuilder<boolean>[] = [];
          if (companyId) where.push(sql`company_id = ${companyId}`);
          for (const [key, column] of [
            ["state", "state"],
            ["list", "list"],
            ["format", "format"],
          ] as const)
            if (filter[key]) where.push(sql`${sql.ref(column)} = ${filter[key]}`);
          if (filter.search?.trim()) where.push(has(sql`lower(file_name || ' ' || list)`, filter.search));
          if (filter.contains?.fileName?.trim()) where.push(has(sql`lower(file_name)`, filter.contains.fileName));
          const select = sql`r.*, (select u.first || ' ' || u.last from users u where u.id = r.created_by) as who`;
          const expected = await plain<{
            id: string;
            company_id: string;
            state: string;
            file_name: string;
            size: string | number | null;
            who: string | null;
          }>(sql`reports r`, where, COLUMNS[sort.column], sort.direction, offset, limit, select);
          expect(window.count).toBe(expected.count);
          expect(window.ids).toEqual(expected.rows.map((r) => r.id));
          expect(window.companyIds).toEqual(expected.rows.map((r) => r.company_id));
          expect(window.columns).toEqual({
            state: expected.rows.map((r) => r.state),
            fileName: expected.rows.map((r) => r.file_name),
            size: expected.rows.map((r) => (r.size === null ? null : Number(r.size))),
            createdByName: expected.rows.map((r) => (r.who ?? "").trim()),
          });
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);

  test("the demo company's finished report is in the list and reads as its owner's reports screen shows it", async () => {
    const demo = await demoCompanyId(server);
    const window = await list("AllCompaniesReportListRequestEvent", {
      companyId: demo,
      filter: { state: "done" },
      sort: { column: "createdAt", direction: "desc" },
      offset: 0,
      limit: 5,
    });
    expect(window.count).toBeGreaterThanOrEqual(1);
    expect((window.columns.fileName as string[])[0]).toMatch(/^vehicles-\d{4}-\d{2}-\d{2}\.csv$/);
    const reply = await admin.request("AllCompaniesReportGetRequestEvent", { id: window.ids[0]! });
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    const record = reply.payload as AllCompaniesReportRecord;
    expect(record.report).toMatchObject({ state: "done", source: { list: "vehicles" } });
    expect(record.report.size).toBeGreaterThan(0);
    const owner = await signedIn(server, "owner@mapleleaf.localhost");
    try {
      const listed = (await owner.request("ReportListRequestEvent", {})).payload as ReportListResponse;
      expect(listed.items.find((item) => item.id === record.report.id)).toEqual(record.report);
    } finally {
      owner.close();
    }
    expect((await admin.request("AllCompaniesReportGetRequestEvent", { id: "#30:987654321" })).error?.messageId).toBe(
      "NotFound",
    );
  });

  test("cards: a window equals the plain query, and carries brand, last four digits and expiry only", async () => {
    const filterArbitrary: fc.Arbitrary<CardWindowFilter> = fc.record(
      {
        search: fc.constantFrom("visa", "44", "america", "x%_"),
        status: fc.constantFrom("active", "removed", "all"),
        expiry: fc.constantFrom("any", "expired", "valid"),
        contains: fc.record({ brand: fc.constantFrom("card", "v", "express") }, { requiredKeys: [] }),
      },
      { requiredKeys: [] },
    );
    const sortArbitrary: fc.Arbitrary<CardWindowSort> = fc.record({
      column: fc.constantFrom("expires", "brand", "createdDate"),
      direction: fc.constantFrom("asc", "desc"),
    });
    const now = server.services.clock.date();
    const [year, month] = [now.getUTCFullYear(), now.getUTCMonth() + 1];
    await fc.assert(
      fc.asyncProperty(
        companyArbitrary(),
        filterArbitrary,
        sortArbitrary,
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        async (companyId, filter, sort, offset, limit) => {
          const window = await list("AllCompaniesCardListRequestEvent", {
            ...(companyId ? { companyId } : {}),
            filter,
            sort,
            offset,
            limit,
          });
          const where: RawBuilder<boolean>[] = [];
          if (companyId) where.push(sql`company_id = ${companyId}`);
          const status = filter.status ?? "active";
          if (status !== "all") where.push(sql`removed = ${status === "removed"}`);
          if (filter.expiry === "expired") where.push(sql`(exp_year, exp_month) < (${year}, ${month})`);
          if (filter.expiry === "valid") where.push(sql`(exp_year, exp_month) >= (${year}, ${month})`);
          if (filter.search?.trim()) where.push(has(sql`lower(brand || ' ' || last4)`, filter.search));
          if (filter.contains?.brand?.trim()) where.push(has(sql`lower(brand)`, filter.contains.brand));
          // Expiry order is year, then month: a key computed here, not the stored column the list sorts by.
          const from = sql`(select *, exp_year * 100 + exp_month as expiry_order from cards) c`;
          const column = { expires: "expiry_order", brand: "brand", createdDate: "created_date" }[sort.column];
          const expected = await plain<{
            id: string;
            company_id: string;
            brand: string;
            last4: string;
            exp_month: number;
            exp_year: number;
            removed: boolean;
          }>(from, where, column, sort.direction, offset, limit);
          expect(window.count).toBe(expected.count);
          expect(window.ids).toEqual(expected.rows.map((r) => r.id));
          expect(window.companyIds).toEqual(expected.rows.map((r) => r.company_id));
          expect(Object.keys(window.columns).sort()).toEqual([
            "brand",
            "createdDate",
            "expMonth",
            "expYear",
            "last4",
            "removed",
          ]);
          expect(window.columns.last4).toEqual(expected.rows.map((r) => r.last4));
          expect(window.columns.expYear).toEqual(expected.rows.map((r) => r.exp_year));
          expect(JSON.stringify(window)).not.toMatch(/pm_|sandbox|provider/);
        },
      ),
      { numRuns: 40 },
    );
    // The demo's second company keeps two cards, one of them expired.
    const second = (
      await server.database.db
        .selectFrom("companies")
        .select("id")
        .where("name", "=", SECOND_DEMO_COMPANY_NAME)
        .executeTakeFirstOrThrow()
    ).id;
    const demoCards = await list("AllCompaniesCardListRequestEvent", {
      companyId: second,
      filter: { expiry: "expired" },
      sort: { column: "expires", direction: "asc" },
      offset: 0,
      limit: 10,
    });
    expect(demoCards.count).toBe(1);
  }, 120_000);

  test("map: a window equals the plain query of active units, each placed where its company's map places it", async () => {
    const maps = new Map<string, MapPositions>();
    for (const companyId of companies) maps.set(companyId, await lastPositions(server.database.db, companyId));
    const placedIds = [...maps.values()].flatMap((m) => m.ids);
    expect(placedIds.length).toBeGreaterThan(20);
    expect([...maps.values()].reduce((n, m) => n + m.unplaced, 0)).toBeGreaterThan(0);
    const filterArbitrary: fc.Arbitrary<MapPositionWindowFilter> = fc.record(
      {
        search: fc.constantFrom("-0", "1", "t", "x%_"),
        placed: fc.constantFrom("any", "placed", "unplaced"),
        defect: fc.constantFrom("any", "none", "minor", "major"),
        contains: fc.record(
          { name: fc.constantFrom("0", "-1", "U"), plate: fc.constantFrom("a", "1") },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    );
    const sortArbitrary: fc.Arbitrary<MapPositionWindowSort> = fc.record({
      column: fc.constantFrom("name", "plate", "categoryName"),
      direction: fc.constantFrom("asc", "desc"),
    });
    const COLUMNS = { name: "name", plate: "plate", categoryName: "category_name" } as const;
    await fc.assert(
      fc.asyncProperty(
        companyArbitrary(),
        filterArbitrary,
        sortArbitrary,
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 0, max: 40 }),
        async (companyId, filter, sort, offset, limit) => {
          const window = await list("AllCompaniesMapPositionListRequestEvent", {
            ...(companyId ? { companyId } : {}),
            filter,
            sort,
            offset,
            limit,
            fields: ["name", "status", "latitude", "longitude", "at"],
          });
          const where: RawBuilder<boolean>[] = [sql`deleted = false`];
          if (companyId) where.push(sql`company_id = ${companyId}`);
          if (filter.search?.trim())
            where.push(
              has(sql`lower(name || ' ' || plate || ' ' || vin || ' ' || make || ' ' || model)`, filter.search),
            );
          if (filter.defect && filter.defect !== "any") where.push(sql`defect_type = ${filter.defect}`);
          if (filter.contains?.name?.trim()) where.push(has(sql`lower(name)`, filter.contains.name));
          if (filter.contains?.plate?.trim()) where.push(has(sql`lower(plate)`, filter.contains.plate));
          // Placed: a pin on its company's map (the map's own answer, not this list's query).
          if (filter.placed === "placed")
            where.push(placedIds.length > 0 ? sql`id in (${sql.join(placedIds)})` : sql`false`);
          if (filter.placed === "unplaced" && placedIds.length > 0) where.push(sql`id not in (${sql.join(placedIds)})`);
          const expected = await plain<{ id: string; company_id: string; name: string; defect_type: string }>(
            sql`vehicles`,
            where,
            COLUMNS[sort.column],
            sort.direction,
            offset,
            limit,
          );
          expect(window.count).toBe(expected.count);
          expect(window.ids).toEqual(expected.rows.map((r) => r.id));
          expect(window.companyIds).toEqual(expected.rows.map((r) => r.company_id));
          expect(window.columns.name).toEqual(expected.rows.map((r) => r.name));
          expect(window.columns.status).toEqual(
            expected.rows.map((r) => ({ minor: 1, major: 2 })[r.defect_type as "minor"] ?? 0),
          );
          expected.rows.forEach((row, i) => {
            const map = maps.get(row.company_id)!;
            const pin = map.ids.indexOf(row.id);
            const shown = [window.columns.latitude![i], window.columns.longitude![i], window.columns.at![i]];
            expect(shown).toEqual(
              pin < 0 ? [null, null, null] : [map.latitudes[pin], map.longitudes[pin], map.at[pin]],
            );
          });
        },
      ),
      { numRuns: 40 },
    );
  }, 180_000);

  test("each list covers every company: its count is the sum of the companies' own", async () => {
    const lists: [string, Record<string, unknown>][] = [
      ["AllCompaniesScheduleListRequestEvent", { filter: {}, sort: { column: "name", direction: "asc" } }],
      ["AllCompaniesReportListRequestEvent", { filter: {}, sort: { column: "createdAt", direction: "desc" } }],
      [
        "AllCompaniesCardListRequestEvent",
        { filter: { status: "all" }, sort: { column: "createdDate", direction: "desc" } },
      ],
      [
        "AllCompaniesMapPositionListRequestEvent",
        { filter: { placed: "placed" }, sort: { column: "name", direction: "asc" } },
      ],
    ];
    for (const [event, request] of lists) {
      const each = await Promise.all(
        companies.map((companyId) => list(event, { ...request, companyId, offset: 0, limit: 500 })),
      );
      const all = await list(event, { ...request, offset: 0, limit: 500 });
      expect(all.count, event).toBe(each.reduce((sum, w) => sum + w.count, 0));
      expect(new Set(all.companyIds).size, event).toBeGreaterThan(1);
      expect(new Set(all.ids).size, `${event}: one row per record`).toBe(all.ids.length);
      each.forEach((w, i) => expect(new Set(w.companyIds), event).toEqual(new Set(w.count > 0 ? [companies[i]] : [])));
    }
  }, 120_000);

  test.each(["owner@mapleleaf.localhost", "manager@mapleleaf.localhost", "mechanic@mapleleaf.localhost"])(
    "%s is refused these lists and records",
    async (email) => {
      const socket = await signedIn(server, email, "portal", false);
      const payloads: Record<(typeof MORE_EVENTS)[number], unknown> = {
        AllCompaniesScheduleListRequestEvent: {
          filter: {},
          sort: { column: "name", direction: "asc" },
          offset: 0,
          limit: 10,
        },
        AllCompaniesScheduleGetRequestEvent: { id: "#24:1" },
        AllCompaniesReportListRequestEvent: {
          filter: {},
          sort: { column: "createdAt", direction: "desc" },
          offset: 0,
          limit: 10,
        },
        AllCompaniesReportGetRequestEvent: { id: "#30:1" },
        AllCompaniesCardListRequestEvent: {
          filter: {},
          sort: { column: "expires", direction: "asc" },
          offset: 0,
          limit: 10,
        },
        AllCompaniesMapPositionListRequestEvent: {
          filter: {},
          sort: { column: "name", direction: "asc" },
          offset: 0,
          limit: 10,
        },
      };
      try {
        for (const name of MORE_EVENTS) {
          const reply = await socket.request(name, payloads[name] as never);
          expect(reply.error?.messageId, `${email} ${name}`).toBe("UnauthorizedException");
        }
      } finally {
        socket.close();
      }
    },
  );
});
