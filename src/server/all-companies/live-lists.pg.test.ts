// The operator's cross-company lists are live (docs/operator.md "Cross-company lists") over a real websocket: a
// company user's save reaches an administrator's socket that shows the list, with the row's company, batched across
// companies; nobody else hears it — not an administrator's socket that shows no such list (or shows another
// company's), not another company's user — and a closed list or socket hears nothing more. On PostgreSQL a save on
// another server process arrives too.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { SignedInSession } from "../../shared/generated/accounts";
import type { CardList } from "../../shared/generated/billing";
import { notificationCatalogue } from "../../shared/generated/events";
import type { AllCompaniesListChanged } from "../../shared/generated/operator";
import type { Report } from "../../shared/generated/reports";
import type { VehicleSchedule } from "../../shared/generated/schedules";
import type { Vehicle } from "../../shared/generated/vehicles";
import type { ResponseMessage } from "../../shared/protocol/messages";
import {
  demoCompanyId,
  inspectionOf,
  scheduleFor,
  sendCommand,
  signedIn,
  vehicleId,
} from "../features/inspections/test-kit";
import { STATUS_RANK } from "../features/map/positions";
import { reportsById } from "../features/reports/report-rows";
import { loadUsersById } from "../features/users/handlers";
import { loadVehiclesById } from "../features/vehicles/handlers";
import { seedManyCompanies } from "../seed/many-companies";
import { testDatabases } from "../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../testing/test-server";
import { openTestSocket, type TestSocket } from "../testing/ws-client";

const ADMIN = "admin@fleetportal.localhost";
const OWNER = "owner@mapleleaf.localhost";
const CHANGED = "AllCompaniesListChangedNotification";

const changesIn = (socket: TestSocket, from = 0): AllCompaniesListChanged[] =>
  socket.received
    .slice(from)
    .filter((m: ResponseMessage) => m.eventName === CHANGED)
    .map((m) => m.payload as AllCompaniesListChanged);

/** The message as the operator's client reads it: its codec refuses what the schema does not allow (a map too big). */
const decoded = (change: AllCompaniesListChanged) =>
  notificationCatalogue.AllCompaniesListChangedNotification.payload.decode(change);

async function until<T>(read: () => T | undefined, what: string, ms = 5000): Promise<T> {
  const deadline = performance.now() + ms;
  for (;;) {
    const found = read();
    if (found !== undefined) return found;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Long enough for any flush (FLUSH_MS) and its company-name read to have gone out. */
const quiet = () => new Promise((resolve) => setTimeout(resolve, 300));

describe.each(testDatabases())("the operator's live cross-company lists on $name", (database) => {
  let server: TestServer;
  let mapleleaf: string;
  let carriers: string[];
  let owner: TestSocket;
  let carrierOwner: TestSocket;
  const opened: TestSocket[] = [];
  const open = async (email: string) => {
    const socket = await signedIn(server, email, "portal", false);
    opened.push(socket);
    return socket;
  };
  const watch = async (socket: TestSocket, list: string, companyId?: string) => {
    const reply = await socket.request("AllCompaniesListWatchRequestEvent", {
      list,
      ...(companyId ? { companyId } : {}),
    } as never);
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
  };
  const rename = async (id: string, name: string): Promise<Vehicle> => {
    const current = (await loadVehiclesById(server.database.db, mapleleaf, [id]))[id]!;
    const reply = await owner.request("VehicleSaveRequestEvent", {
      id,
      vehicle: { name, categoryId: current.categoryId, brakingType: current.brakingType },
    } as never);
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    return reply.payload as Vehicle;
  };
  /** A card token from the sandbox processor, as the card form gets one. */
  const tokenize = async (number: string) => {
    const response = await fetch(`${server.url}/api/v1/sandbox-processor/tokens`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        number,
        expMonth: 7,
        expYear: server.services.clock.date().getUTCFullYear() + 3,
        cvc: "123",
      }),
    });
    return ((await response.json()) as { token: string }).token;
  };
  const someVehicle = async (companyId: string) =>
    (
      await server.database.db
        .selectFrom("vehicles")
        .select("id")
        .where("company_id", "=", companyId)
        .orderBy("id")
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    server = await startTestServer(database);
    carriers = await seedManyCompanies(server.database.db, {
      companies: 2,
      totals: { vehicles: 4 },
      namePrefix: "Live List Carrier",
      password: TEST_PASSWORD,
      nowMs: server.services.clock.now(),
    });
    mapleleaf = await demoCompanyId(server);
    owner = await open(OWNER);
    const carrierOwnerEmail = (
      await server.database.db
        .selectFrom("users")
        .innerJoin("employees", "employees.user_id", "users.id")
        .select("users.email")
        .where("employees.company_id", "=", carriers[0]!)
        .executeTakeFirstOrThrow()
    ).email;
    carrierOwner = await open(carrierOwnerEmail);
  }, 120_000);
  afterAll(async () => {
    for (const socket of opened) socket.close();
    await server?.close();
  });

  test("a company user's save reaches the administrator showing the list, with its company, and no one else", async () => {
    const showing = await open(ADMIN);
    const narrowed = await open(ADMIN);
    const elsewhere = await open(ADMIN);
    const idle = await open(ADMIN);
    await watch(showing, "vehicles");
    await watch(narrowed, "vehicles", mapleleaf);
    await watch(elsewhere, "vehicles", carriers[0]);
    await watch(idle, "inspections");
    const id = await someVehicle(mapleleaf);
    const saved = await rename(id, `Live rename ${database.name}`);

    const all = await until(
      () => changesIn(showing).find((c) => c.vehicles?.items[id]),
      "the all-companies list's change",
    );
    expect(all.vehicles!.items[id]).toEqual(saved);
    expect(all.companyIds[id]).toBe(mapleleaf);
    expect(all.companyNames[mapleleaf]).toBe(
      (
        await server.database.db
          .selectFrom("companies")
          .select("name")
          .where("id", "=", mapleleaf)
          .executeTakeFirstOrThrow()
      ).name,
    );
    expect(all.companyId).toBeUndefined();
    const one = await until(() => changesIn(narrowed).find((c) => c.vehicles?.items[id]), "the narrowed list's change");
    expect(one.companyId).toBe(mapleleaf);
    expect(one.vehicles!.items[id]).toEqual(saved);

    await quiet();
    // Another company's list, another kind of list, and the other company's own user hear nothing of it.
    expect(changesIn(elsewhere)).toEqual([]);
    expect(changesIn(idle)).toEqual([]);
    expect(
      carrierOwner.received.filter((m) => m.eventName === CHANGED || JSON.stringify(m.payload ?? {}).includes(id)),
    ).toEqual([]);
    // The company's own user still gets the company feed's notification, as before.
    expect(owner.received.some((m) => m.eventName === "VehiclesChangedNotification")).toBe(true);
  });

  test("an administrator's socket that shows no cross-company list receives nothing, and a closed list stops", async () => {
    const admin = await open(ADMIN);
    const id = await someVehicle(mapleleaf);
    await rename(id, "Nobody watches 1");
    await quiet();
    expect(changesIn(admin)).toEqual([]);

    await watch(admin, "vehicles");
    await rename(id, "Watched 1");
    await until(() => changesIn(admin).find((c) => c.vehicles?.items[id]?.name === "Watched 1"), "the watched change");
    expect((await admin.request("AllCompaniesListUnwatchRequestEvent", { list: "vehicles" })).statusCode).toBe(200);
    const seen = admin.received.length;
    await rename(id, "Unwatched 1");
    await quiet();
    expect(changesIn(admin, seen)).toEqual([]);

    // Signing out (or closing) drops the socket's watches with it.
    await watch(admin, "vehicles");
    expect(server.services.sockets.watches.socketCount).toBeGreaterThan(0);
    expect((await admin.request("UserSignOutRequestEvent", {})).statusCode).toBe(200);
    const before = server.services.sockets.watches.socketCount;
    const closing = await open(ADMIN);
    await watch(closing, "vehicles");
    expect(server.services.sockets.watches.socketCount).toBe(before + 1);
    closing.close();
    await until(
      () => (server.services.sockets.watches.socketCount === before ? true : undefined),
      "the closed socket's watch to go",
    );
  });

  test("a burst across companies reaches an administrator as one message per flush", async () => {
    const admin = await open(ADMIN);
    await watch(admin, "vehicles");
    const companies = [mapleleaf, ...carriers];
    const ids: Record<string, string> = {};
    // Announced as the handlers announce, within one flush: one batch per company on the company feed. The rows are
    // read first, so no database read (slow on a busy machine) lets the FLUSH_MS timer split the burst.
    const batches = [];
    for (const companyId of companies) {
      const id = await someVehicle(companyId);
      ids[id] = companyId;
      batches.push({ companyId, vehicles: await loadVehiclesById(server.database.db, companyId, [id]) });
    }
    for (const { companyId, vehicles } of batches)
      server.services.changes.announce(companyId, "VehiclesChangedNotification", vehicles, false);
    server.services.changes.flush();
    const first = await until(() => changesIn(admin)[0], "the burst");
    await quiet();
    expect(changesIn(admin)).toHaveLength(1);
    expect(first.companyIds).toEqual(ids);
    expect(Object.keys(first.vehicles!.items).sort()).toEqual(Object.keys(ids).sort());
    expect(new Set(Object.keys(first.companyNames))).toEqual(new Set(companies));
  });

  test("the employees list's rows are employments: a person's change arrives keyed by the employee id", async () => {
    const admin = await open(ADMIN);
    await watch(admin, "employees", mapleleaf);
    const employee = await server.database.db
      .selectFrom("employees")
      .select(["id", "user_id"])
      .where("company_id", "=", mapleleaf)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    server.services.changes.announce(
      mapleleaf,
      "UsersChangedNotification",
      await loadUsersById(server.database.db, mapleleaf, [employee.user_id]),
      false,
    );
    const change = await until(() => changesIn(admin).find((c) => c.employees), "the employee's change");
    expect(Object.keys(change.employees!.items)).toEqual([employee.id]);
    expect(change.employees!.items[employee.id]!.user.id).toBe(employee.user_id);
    expect(change.companyIds).toEqual({ [employee.id]: mapleleaf });
  });

  test("only administrators may watch, and a watch works in the read-only view of a company", async () => {
    for (const socket of [owner, carrierOwner]) {
      const refused = await socket.request("AllCompaniesListWatchRequestEvent", { list: "vehicles" });
      expect(refused.error?.messageId).toBe("UnauthorizedException");
    }
    const viewing = await openTestSocket(server.wsUrl);
    opened.push(viewing);
    const { token } = (await viewing.request("UserSignInRequestEvent", { email: ADMIN, password: TEST_PASSWORD }))
      .payload as SignedInSession;
    expect((await viewing.request("PlatformViewAsStartRequestEvent", { companyId: carriers[1]! })).statusCode).toBe(
      200,
    );
    const resumed = await viewing.request("UserSessionResumeRequestEvent", { token, company: carriers[1]! });
    expect((resumed.payload as SignedInSession).viewAs?.companyId).toBe(carriers[1]);
    await watch(viewing, "vehicles");
    await rename(await someVehicle(mapleleaf), "Seen from a view");
    await until(
      () =>
        changesIn(viewing).find((c) =>
          Object.values(c.vehicles?.items ?? {}).some((v) => v.name === "Seen from a view"),
        ),
      "the change in the view",
    );
  });

  test("schedules: a company's new schedule reaches the administrator's schedules list as the list's row", async () => {
    const admin = await open(ADMIN);
    await watch(admin, "schedules");
    const source = await server.database.db
      .selectFrom("vehicle_schedules")
      .select("id")
      .where("company_id", "=", mapleleaf)
      .where("state", "=", "active")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const copied = await owner.request("ScheduleCopyFromTemplateRequestEvent", {
      sourceId: source.id,
      name: `Live schedule ${database.name}`,
    });
    expect(copied.statusCode, JSON.stringify(copied.error)).toBe(200);
    const id = (copied.payload as VehicleSchedule).id;
    const change = await until(() => changesIn(admin).find((c) => c.schedules?.items[id]), "the schedule's change");
    expect(decoded(change)._tag).toBe("Right");
    expect(change.schedules!.items[id]).toMatchObject({ name: `Live schedule ${database.name}`, vehicleCount: 0 });
    expect(change.companyIds[id]).toBe(mapleleaf);
  });

  test("reports: the administrator's reports list hears a report asked for, and finishing; a burst goes in messages its schema allows", async () => {
    const admin = await open(ADMIN);
    await watch(admin, "reports", mapleleaf);
    const created = await owner.request("ReportCreateRequestEvent", {
      source: { list: "vehicles", filter: {} },
      format: "csv",
    });
    expect(created.statusCode, JSON.stringify(created.error)).toBe(200);
    const id = (created.payload as Report).id;
    await until(() => changesIn(admin).find((c) => c.reports?.items[id]), "the report asked for");
    await server.services.jobs.kick();
    await server.services.jobs.settled();
    const done = await until(
      () => changesIn(admin).find((c) => c.reports?.items[id]?.state === "done"),
      "the finished report",
    );
    expect(decoded(done)._tag).toBe("Right");
    expect(done.reports!.items[id]).toMatchObject({
      source: { list: "vehicles" },
      state: "done",
      size: expect.any(Number),
      finishedAt: expect.any(Number),
    });
    expect(done.companyIds[id]).toBe(mapleleaf);

    // ReportsChanged holds at most 100 reports: 150 changed in one flush arrive as two messages the client accepts.
    const report = (await reportsById(server.database.db, mapleleaf, [id]))[id]!;
    const many = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`#99:${i}`, { ...report, id: `#99:${i}` }]));
    const seen = admin.received.length;
    server.services.changes.announce(mapleleaf, "ReportsChangedNotification", many, false);
    server.services.changes.flush();
    await until(
      () =>
        changesIn(admin, seen).reduce((n, c) => n + Object.keys(c.reports?.items ?? {}).length, 0) === 150
          ? true
          : undefined,
      "the burst of reports",
    );
    const burst = changesIn(admin, seen);
    expect(burst.map((c) => Object.keys(c.reports!.items).length)).toEqual([100, 50]);
    for (const change of burst) expect(decoded(change)._tag).toBe("Right");
  });

  test("cards: a card kept or removed reaches the administrator's cards list and the company's office, and no list cache", async () => {
    const admin = await open(ADMIN);
    await watch(admin, "cards");
    const mechanic = await open("mechanic@mapleleaf.localhost");
    const versions = server.services.versions.get(mapleleaf);
    const added = await owner.request("AddCardCommandOperation", { cardToken: await tokenize("4242 4242 4242 4242") });
    expect(added.statusCode, JSON.stringify(added.error)).toBe(200);
    const card = (added.payload as CardList).cards[0]!;
    const kept = await until(() => changesIn(admin).find((c) => c.cards?.items[card.id]), "the kept card");
    expect(decoded(kept)._tag).toBe("Right");
    expect(kept.cards!.items[card.id]).toEqual({ ...card, removed: false });
    expect(kept.companyIds[card.id]).toBe(mapleleaf);
    // Brand, last four and expiry only: nothing of the provider's reference.
    const ref = (
      await server.database.db
        .selectFrom("cards")
        .select("provider_ref")
        .where("id", "=", card.id)
        .executeTakeFirstOrThrow()
    ).provider_ref;
    expect(JSON.stringify(admin.received)).not.toContain(ref);

    const removed = await sendCommand(owner, "RemoveCardCommandOperation", { cardId: card.id });
    expect(removed.reply.statusCode, JSON.stringify(removed.reply.error)).toBe(200);
    await until(() => changesIn(admin).find((c) => c.cards?.items[card.id]?.removed === true), "the removed card");
    // The company's office hears it; its mechanic (no card list) does not; no list of the company recounts.
    await until(
      () => owner.received.find((m) => m.eventName === "CardsChangedNotification"),
      "the owner's notification",
    );
    await quiet();
    expect(mechanic.received.some((m) => m.eventName === "CardsChangedNotification")).toBe(false);
    expect(server.services.versions.get(mapleleaf)).toEqual(versions);
  });

  test("map positions: a unit's change and a new position from an inspection with coordinates reach the positions list as its row", async () => {
    const admin = await open(ADMIN);
    await watch(admin, "mapPositions", mapleleaf);
    await server.database.db
      .updateTable("companies")
      .set({ timesheet_started_before_inspection: false })
      .where("id", "=", mapleleaf)
      .execute();
    const driver = await signedIn(server, "driver1@mapleleaf.localhost", "drive", false);
    opened.push(driver);
    const vehicle = await vehicleId(server, "T-106");
    const schedule = await scheduleFor(driver, vehicle);
    const sent = await sendCommand(
      driver,
      "InspectionSubmitRequestEvent",
      inspectionOf(
        vehicle,
        schedule,
        {},
        { location: "Sudbury ON", coordinates: { latitude: 46.49123, longitude: -80.99345 } },
      ),
    );
    expect(sent.reply.statusCode, JSON.stringify(sent.reply.error)).toBe(200);
    const placed = await until(
      () => changesIn(admin).find((c) => c.mapPositions?.items[vehicle]?.latitude === 46.49123),
      "the new position",
    );
    expect(decoded(placed)._tag).toBe("Right");
    // The inspection reports no defect, so the pin keeps the unit's own status: the demo's fortnight may have left
    // T-106 a minor defect from this morning, depending on the day of the week the demo was seeded.
    const { defect_type } = await server.database.db
      .selectFrom("vehicles")
      .select("defect_type")
      .where("id", "=", vehicle)
      .executeTakeFirstOrThrow();
    expect(placed.mapPositions!.items[vehicle]).toMatchObject({
      name: "T-106",
      status: STATUS_RANK[defect_type] ?? 0,
      latitude: 46.49123,
      longitude: -80.99345,
      at: expect.any(Number),
    });
    expect(placed.companyIds[vehicle]).toBe(mapleleaf);

    // A change of the unit (a save: renamed, and this save names no plate) keeps its position; the row is what the
    // list's window reads.
    await rename(vehicle, `T-106 live ${database.name}`);
    const renamed = await until(
      () => changesIn(admin).find((c) => c.mapPositions?.items[vehicle]?.name === `T-106 live ${database.name}`),
      "the renamed unit",
    );
    const { latitude, longitude, at } = placed.mapPositions!.items[vehicle]!;
    expect(renamed.mapPositions!.items[vehicle]).toMatchObject({ latitude, longitude, at });
    const window = await admin.request("AllCompaniesMapPositionListRequestEvent", {
      companyId: mapleleaf,
      filter: { search: `T-106 live ${database.name}` },
      sort: { column: "name", direction: "asc" },
      offset: 0,
      limit: 10,
    });
    expect(window.statusCode, JSON.stringify(window.error)).toBe(200);
    const columns = (window.payload as { ids: string[]; columns: Record<string, unknown[]> }).columns;
    // As the client reads a window, a null is no value (sync/columnar.ts).
    const row = Object.fromEntries(
      Object.entries(columns).flatMap(([field, values]) => (values[0] === null ? [] : [[field, values[0]]])),
    );
    expect(row).toEqual(renamed.mapPositions!.items[vehicle]);
  });

  test.skipIf(database.name !== "postgres")(
    "a save on another server process reaches this process's watching administrator",
    async () => {
      const second = await startTestServer(database, {
        databaseUrl: server.services.config.databaseUrl,
        databaseSchema: server.database.schema,
      });
      try {
        const admin = await signedIn(second, ADMIN, "portal", false);
        await admin.request("AllCompaniesListWatchRequestEvent", { list: "vehicles", companyId: mapleleaf });
        const id = await someVehicle(mapleleaf);
        const saved = await rename(id, "Relayed rename");
        const change = await until(
          () => changesIn(admin).find((c) => c.vehicles?.items[id]?.name === "Relayed rename"),
          "the relayed change",
        );
        expect(change.vehicles!.items[id]).toEqual(saved);
        expect(change.companyIds[id]).toBe(mapleleaf);
        admin.close();
      } finally {
        await second.stop();
      }
    },
  );

  test.skipIf(database.name !== "postgres")(
    "a card kept and removed on another server process reaches this process's watching administrator",
    async () => {
      const second = await startTestServer(database, {
        databaseUrl: server.services.config.databaseUrl,
        databaseSchema: server.database.schema,
      });
      try {
        const admin = await signedIn(second, ADMIN, "portal", false);
        await admin.request("AllCompaniesListWatchRequestEvent", { list: "cards", companyId: mapleleaf });
        const added = await owner.request("AddCardCommandOperation", {
          cardToken: await tokenize("5555 5555 5555 4444"),
        });
        expect(added.statusCode, JSON.stringify(added.error)).toBe(200);
        const card = (added.payload as CardList).cards[0]!;
        const kept = await until(() => changesIn(admin).find((c) => c.cards?.items[card.id]), "the relayed card");
        expect(kept.cards!.items[card.id]).toEqual({ ...card, removed: false });
        const removed = await sendCommand(owner, "RemoveCardCommandOperation", { cardId: card.id });
        expect(removed.reply.statusCode, JSON.stringify(removed.reply.error)).toBe(200);
        const change = await until(
          () => changesIn(admin).find((c) => c.cards?.items[card.id]?.removed === true),
          "the relayed removal",
        );
        expect(change.companyIds[card.id]).toBe(mapleleaf);
        admin.close();
      } finally {
        await second.stop();
      }
    },
  );
});
