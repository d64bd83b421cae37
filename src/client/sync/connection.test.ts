import { firstValueFrom, lastValueFrom, toArray } from "rxjs";
import { beforeEach, expect, test } from "vitest";

import type { Reply } from "../../shared/generated/client";
import { createConnection } from "./connection";
import { FakeSocket } from "./fake-socket";
import { ServerError } from "./server-error";
import { createSocket } from "./socket";

const user = { id: "#13:1", first: "Olivia", last: "Tremblay", email: "o@x.ca" };
const company = { id: "#12:1", name: "Demo", features: [] };
const signedIn = { token: "tok", user, company, companies: { "#12:1": company } };

function setup() {
  const socket = createSocket({
    url: "ws://x",
    factory: (url) => new FakeSocket(url),
    setTimer: () => 0,
    clearTimer: () => {},
  });
  const connection = createConnection(socket, "t");
  socket.connect();
  return { socket, connection, fake: FakeSocket.latest() };
}

beforeEach(() => FakeSocket.reset());

test("a reply is matched to its request by requestId, decoded and completes the Observable", async () => {
  const { connection, fake } = setup();
  fake.serverOpen();
  const replies = lastValueFrom(
    connection.request("UserSignInRequestEvent", { email: "o@x.ca", password: "p" }).pipe(toArray()),
  );
  const [sent] = fake.requests();
  expect(sent).toMatchObject({ eventName: "UserSignInRequestEvent", payload: { email: "o@x.ca", password: "p" } });
  fake.serverSend({
    eventName: "UserSignInResponse",
    requestId: "someone-else",
    status: "complete",
    statusCode: 200,
    payload: signedIn,
  });
  fake.serverSend({
    eventName: "UserSignInResponse",
    requestId: sent!.requestId,
    status: "intermediate",
    statusCode: 200,
    progressMessage: "checking",
  });
  fake.serverSend({
    eventName: "UserSignInResponse",
    requestId: sent!.requestId,
    status: "complete",
    statusCode: 200,
    payload: signedIn,
  });
  expect(await replies).toEqual([
    { status: "intermediate", progressMessage: "checking" },
    { status: "complete", payload: signedIn },
  ] satisfies Reply<unknown>[]);
});

test("an error reply fails the request with the catalogued messageId and hint", async () => {
  const { connection, fake } = setup();
  fake.serverOpen();
  const reply = firstValueFrom(connection.request("UserSignInRequestEvent", { email: "o@x.ca", password: "bad" }));
  const [sent] = fake.requests();
  fake.serverSend({
    eventName: "UserSignInResponse",
    requestId: sent!.requestId,
    status: "complete",
    statusCode: 404,
    error: { messageId: "UserNotFound", hint: "check" },
  });
  await expect(reply).rejects.toEqual(new ServerError("UserNotFound", "check", 404));
});

test("a complete reply whose payload breaks the schema is refused, not applied", async () => {
  const { connection, fake } = setup();
  fake.serverOpen();
  const reply = firstValueFrom(connection.request("UserSignInRequestEvent", { email: "o@x.ca", password: "p" }));
  const [sent] = fake.requests();
  fake.serverSend({
    eventName: "UserSignInResponse",
    requestId: sent!.requestId,
    status: "complete",
    statusCode: 200,
    payload: { token: 5 },
  });
  await expect(reply).rejects.toMatchObject({ messageId: "BadResponse" });
});

test("a request sent before the socket opens waits in the queue and is answered after it opens", async () => {
  const { connection, fake } = setup();
  const reply = firstValueFrom(connection.request("UserSignOutRequestEvent", {}));
  expect(fake.sent).toEqual([]);
  fake.serverOpen();
  const [sent] = fake.requests();
  fake.serverSend({
    eventName: "UserSignOutResponse",
    requestId: sent!.requestId,
    status: "complete",
    statusCode: 200,
    payload: {},
  });
  expect(await reply).toEqual({ status: "complete", payload: {} });
});

test("a request already on the wire when the connection drops fails with ConnectionLost", async () => {
  const { connection, fake } = setup();
  fake.serverOpen();
  const reply = firstValueFrom(connection.request("UserSignOutRequestEvent", {}));
  fake.serverClose(1006);
  await expect(reply).rejects.toMatchObject({ messageId: "ConnectionLost" });
});

test("server-pushed notifications arrive on notifications$", async () => {
  const { connection, fake } = setup();
  fake.serverOpen();
  const next = firstValueFrom(connection.notifications$);
  fake.serverSend({
    eventName: "VehicleChangedNotification",
    status: "complete",
    statusCode: 200,
    payload: { ids: ["#30:1"] },
  });
  expect(await next).toMatchObject({ eventName: "VehicleChangedNotification", payload: { ids: ["#30:1"] } });
});

test("unsubscribing forgets the request, so a late reply is ignored", () => {
  const { connection, fake } = setup();
  fake.serverOpen();
  const seen: unknown[] = [];
  const subscription = connection.request("UserSignOutRequestEvent", {}).subscribe((r) => seen.push(r));
  subscription.unsubscribe();
  const [sent] = fake.requests();
  fake.serverSend({
    eventName: "UserSignOutResponse",
    requestId: sent!.requestId,
    status: "complete",
    statusCode: 200,
    payload: {},
  });
  expect(seen).toEqual([]);
});
