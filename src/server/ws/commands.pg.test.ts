// Exactly-once commands (docs/design/commands.md) over real websockets: a resend gets the recorded reply and changes
// nothing, a concurrent duplicate applies once, a stamp cannot fetch another request's reply, and old replies are
// pruned.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { Vehicle, VehicleFields } from "../../shared/generated/vehicles";
import type { ResponseMessage } from "../../shared/protocol/messages";
import { testDatabases } from "../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../testing/test-server";
import { openTestSocket, type TestSocket } from "../testing/ws-client";
import { REPLIES_KEPT_PER_CLIENT, pruneCommandReplies } from "./commands";

const TRUCK: VehicleFields = { name: "Once 1", categoryId: "#23:5", brakingType: "abs" };
let requestCounter = 0;

async function signedIn(server: TestServer, email = "owner@mapleleaf.localhost"): Promise<TestSocket> {
  const socket = await openTestSocket(server.wsUrl);
  expect((await socket.request("UserSignInRequestEvent", { email, password: TEST_PASSWORD })).statusCode).toBe(200);
  return socket;
}

function command(
  socket: TestSocket,
  eventName: string,
  payload: unknown,
  clientId: string,
  seq: number,
): Promise<ResponseMessage> {
  const requestId = `c${++requestCounter}`;
  return socket.sendRaw(JSON.stringify({ eventName, requestId, payload, command: { clientId, seq } }), requestId);
}

const clientIdOf = (n: number) => `client${String(n).padStart(12, "0")}x${Math.random().toString(36).slice(2, 10)}`;

describe.each(testDatabases())("exactly-once commands on $name", (database) => {
  let server: TestServer;
  let owner: TestSocket;
  const countNamed = async (name: string) =>
    (await server.database.db.selectFrom("vehicles").select("id").where("name", "=", name).execute()).length;

  beforeAll(async () => {
    server = await startTestServer(database);
    owner = await signedIn(server);
  });
  afterAll(async () => {
    owner?.close();
    await server?.close();
  });

  test("a resend of an applied command gets the recorded reply and saves nothing more", async () => {
    const clientId = clientIdOf(1);
    const vehicle = { ...TRUCK, name: "Once resend" };
    const first = await command(owner, "VehicleSaveRequestEvent", { vehicle }, clientId, 1);
    expect(first.statusCode).toBe(200);
    // The same stamp again, on another socket as after a reconnect.
    const other = await signedIn(server);
    const again = await command(other, "VehicleSaveRequestEvent", { vehicle }, clientId, 1);
    expect(again).toMatchObject({ statusCode: 200, eventName: "VehicleSaveResponse" });
    expect(again.payload).toEqual(first.payload);
    expect(await countNamed("Once resend")).toBe(1);
    // A new sequence number is a new command.
    await command(other, "VehicleSaveRequestEvent", { vehicle }, clientId, 2);
    expect(await countNamed("Once resend")).toBe(2);
    other.close();
  });

  test("duplicates sent at the same time on two sockets apply once and both get the same reply", async () => {
    const clientId = clientIdOf(2);
    const vehicle = { ...TRUCK, name: "Once concurrent" };
    const sockets = await Promise.all([signedIn(server), signedIn(server), signedIn(server)]);
    const replies = await Promise.all(
      sockets.map((socket) => command(socket, "VehicleSaveRequestEvent", { vehicle }, clientId, 1)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(replies.map((r) => (r.payload as Vehicle).id));
    expect(ids.size).toBe(1);
    expect(await countNamed("Once concurrent")).toBe(1);
    for (const socket of sockets) socket.close();
  });

  test("a command that fails is not recorded: nothing was applied, and a resend runs it again", async () => {
    const clientId = clientIdOf(3);
    const refused = await command(owner, "VehicleRemoveRequestEvent", { id: "#30:999999" }, clientId, 1);
    expect(refused).toMatchObject({ statusCode: 404, error: { messageId: "NotFound" } });
    const rows = await server.database.db
      .selectFrom("command_replies")
      .select("seq")
      .where("client_id", "=", clientId)
      .execute();
    expect(rows).toEqual([]);
  });

  test("a stamp reused for another event, or by another user, never returns the recorded reply", async () => {
    const clientId = clientIdOf(4);
    const saved = await command(
      owner,
      "VehicleSaveRequestEvent",
      { vehicle: { ...TRUCK, name: "Once private" } },
      clientId,
      1,
    );
    expect(saved.statusCode).toBe(200);
    const otherEvent = await command(
      owner,
      "VehicleRemoveRequestEvent",
      { id: (saved.payload as Vehicle).id },
      clientId,
      1,
    );
    expect(otherEvent).toMatchObject({ statusCode: 400, error: { messageId: "BadRequest" } });
    const manager = await signedIn(server, "manager@mapleleaf.localhost");
    const otherUser = await command(
      manager,
      "VehicleSaveRequestEvent",
      { vehicle: { ...TRUCK, name: "Once private" } },
      clientId,
      1,
    );
    expect(otherUser).toMatchObject({ statusCode: 400, error: { messageId: "BadRequest" } });
    expect(otherUser.payload).toBeUndefined();
    manager.close();
  });

  test("a malformed stamp is a 400 naming the field, and nothing is saved", async () => {
    for (const stamp of [
      { clientId: "short", seq: 1 },
      { clientId: clientIdOf(8), seq: 0 },
      { clientId: clientIdOf(8), seq: 1, extra: true },
    ]) {
      const requestId = `bad${++requestCounter}`;
      const reply = await owner.sendRaw(
        JSON.stringify({
          eventName: "VehicleSaveRequestEvent",
          requestId,
          payload: { vehicle: { ...TRUCK, name: "Once malformed" } },
          command: stamp,
        }),
        requestId,
      );
      expect(reply).toMatchObject({ statusCode: 400, error: { messageId: "BadRequest" } });
      expect(reply.error?.hint).toContain("command");
    }
    expect(await countNamed("Once malformed")).toBe(0);
  });

  test("a stamp on a read, or a read without a stamp, is simply answered", async () => {
    const reply = await command(owner, "VehicleReferenceDataRequestEvent", {}, clientIdOf(5), 1);
    expect(reply.statusCode).toBe(200);
    const unstamped = await owner.request("VehicleSaveRequestEvent", { vehicle: { ...TRUCK, name: "Once unstamped" } });
    expect(unstamped.statusCode).toBe(200);
  });

  test("pruning drops replies older than 7 days and all but the newest 1,000 per client", async () => {
    const db = server.database.db;
    const busy = clientIdOf(6);
    const old = clientIdOf(7);
    // Stamped by the server's clock, as runCommand stamps them (the column's default is the database's time).
    const now = server.services.clock.now();
    const rows = Array.from({ length: REPLIES_KEPT_PER_CLIENT + 5 }, (_, i) => ({
      client_id: busy,
      seq: i + 1,
      event_name: "VehicleSaveRequestEvent",
      user_id: null,
      reply: "{}",
      created_at: new Date(now),
    }));
    await db.insertInto("command_replies").values(rows).execute();
    await db
      .insertInto("command_replies")
      .values({
        client_id: old,
        seq: 1,
        event_name: "VehicleSaveRequestEvent",
        user_id: null,
        reply: "{}",
        created_at: new Date(now - 8 * 24 * 3600 * 1000),
      })
      .execute();
    await pruneCommandReplies(db, server.services.clock.date());
    const kept = await db
      .selectFrom("command_replies")
      .select(["seq"])
      .where("client_id", "=", busy)
      .orderBy("seq")
      .execute();
    expect(kept.length).toBe(REPLIES_KEPT_PER_CLIENT);
    expect(Number(kept[0]!.seq)).toBe(6);
    expect(await db.selectFrom("command_replies").select("seq").where("client_id", "=", old).execute()).toEqual([]);
  });
});
