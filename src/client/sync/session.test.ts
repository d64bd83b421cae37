// After a sign-out the tab stays on the public screens (sign-in with its bot check, "Forgot your password?"), which
// must still reach the server without a reload (docs/design/client-shell.md "After a sign-out").
import { firstValueFrom } from "rxjs";
import { beforeEach, expect, test } from "vitest";

import { initialAppState, type AppState } from "./app-state";
import { completePayload } from "./complete-payload";
import { createConnection } from "./connection";
import { FakeSocket } from "./fake-socket";
import { CLOSE_SIGNED_OUT, createSessionController } from "./session";
import { createSocket } from "./socket";
import { Store } from "./store";

const user = { id: "#13:1", first: "Olivia", last: "Tremblay", email: "o@x.ca" };
const company = { id: "#12:1", name: "Demo", features: [] };
const signedIn = { token: "tok", user, company, companies: { "#12:1": company } };
const challenge = {
  parameters: { algorithm: "SHA-256", nonce: "n", salt: "s", cost: 1, keyLength: 32, keyPrefix: "00" },
  signature: "x",
};

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
    removeItem: (k: string) => void values.delete(k),
    values,
  };
}

function setup() {
  const socket = createSocket({
    url: "ws://x",
    factory: (url) => new FakeSocket(url),
    terminalCloseCodes: [CLOSE_SIGNED_OUT],
    setTimer: () => 0,
    clearTimer: () => {},
  });
  const connection = createConnection(socket, "t");
  const store = new Store<AppState>(initialAppState(), () => {});
  const local = memoryStorage();
  const session = createSessionController(connection, store, local, memoryStorage());
  return { socket, session, store, local };
}

/** Answers the newest request of `fake` named `eventName` with `payload`. */
function answer(fake: FakeSocket, eventName: string, payload: unknown) {
  const request = fake
    .requests()
    .filter((r) => r.eventName === eventName)
    .at(-1);
  if (!request) throw new Error(`no ${eventName} was sent on this socket`);
  fake.serverSend({
    eventName: eventName.replace("RequestEvent", "Response"),
    requestId: request.requestId,
    status: "complete",
    statusCode: 200,
    payload,
  });
}

async function signIn(session: ReturnType<typeof setup>["session"]) {
  session.start();
  FakeSocket.latest().serverOpen();
  const done = session.signIn("o@x.ca", "p", true);
  answer(FakeSocket.latest(), "UserSignInRequestEvent", signedIn);
  await done;
}

beforeEach(() => FakeSocket.reset());

test("signing out opens a fresh socket, so the sign-in screen's bot check and sign-in work without a reload", async () => {
  const { session, store, local } = setup();
  await signIn(session);
  const first = FakeSocket.latest();
  const out = session.signOut();
  answer(first, "UserSignOutRequestEvent", {});
  await out;
  expect(store.getState().session.status).toBe("signedOut");
  expect(local.values.size).toBe(0);
  expect(first.readyState).toBe(3);
  const fresh = FakeSocket.latest();
  expect(fresh).not.toBe(first);

  // The sign-in screen mounts and asks for a bot-check challenge: it goes out on the new socket once it opens.
  const botCheck = completePayload(session.api.altchaChallenge({}));
  fresh.serverOpen();
  answer(fresh, "AltchaChallengeRequestEvent", challenge);
  expect(await botCheck).toEqual(challenge);

  // The new socket is anonymous: it resumes nothing, and signing in again works.
  expect(fresh.requests().map((r) => r.eventName)).not.toContain("UserSessionResumeRequestEvent");
  const again = session.signIn("o@x.ca", "p", true);
  answer(fresh, "UserSignInRequestEvent", signedIn);
  await again;
  expect(store.getState().session.status).toBe("signedIn");
});

test('after signing out, "Forgot your password?" reaches the server', async () => {
  const { session } = setup();
  await signIn(session);
  const out = session.signOut();
  answer(FakeSocket.latest(), "UserSignOutRequestEvent", {});
  await out;
  FakeSocket.latest().serverOpen();
  const lost = completePayload(session.api.credentialsLost({ email: "o@x.ca", locale: "en-CA" }));
  answer(FakeSocket.latest(), "CredentialsLostRequestEvent", {});
  await expect(lost).resolves.toEqual({});
});

test("a sign-out from another tab (close 4001) forgets the session and reopens an anonymous socket", async () => {
  const { session, store, local } = setup();
  await signIn(session);
  const first = FakeSocket.latest();
  const pending = firstValueFrom(session.api.userProfile({}));
  first.serverClose(CLOSE_SIGNED_OUT, "signed out");
  await expect(pending).rejects.toMatchObject({ messageId: "ConnectionLost" });
  expect(store.getState().session.status).toBe("signedOut");
  expect(local.values.size).toBe(0);
  const fresh = FakeSocket.latest();
  expect(fresh).not.toBe(first);
  fresh.serverOpen();
  const botCheck = completePayload(session.api.altchaChallenge({}));
  answer(fresh, "AltchaChallengeRequestEvent", challenge);
  expect(await botCheck).toEqual(challenge);
});

test("a request made on a socket closed for good reopens it instead of waiting forever", async () => {
  const { socket, session } = setup();
  session.start();
  FakeSocket.latest().serverOpen();
  socket.disconnect();
  expect(socket.state).toBe("closed");
  const count = FakeSocket.instances.length;
  const botCheck = completePayload(session.api.altchaChallenge({}));
  expect(FakeSocket.instances).toHaveLength(count + 1);
  FakeSocket.latest().serverOpen();
  answer(FakeSocket.latest(), "AltchaChallengeRequestEvent", challenge);
  expect(await botCheck).toEqual(challenge);
});

test("the driver app's controller names its app on sign-in and resume and keeps its session under its own keys", async () => {
  const socket = createSocket({
    url: "ws://x",
    factory: (url) => new FakeSocket(url),
    terminalCloseCodes: [CLOSE_SIGNED_OUT],
    setTimer: () => 0,
    clearTimer: () => {},
  });
  const local = memoryStorage();
  const keys = { session: "fleet.drive.session", token: "fleet.drive.session.token" };
  const session = createSessionController(
    createConnection(socket, "d"),
    new Store<AppState>(initialAppState(), () => {}),
    local,
    memoryStorage(),
    { app: "drive", keys },
  );
  await signIn(session);
  expect(
    FakeSocket.latest()
      .requests()
      .find((r) => r.eventName === "UserSignInRequestEvent")?.payload,
  ).toMatchObject({ app: "drive" });
  expect([...local.values.keys()]).toEqual(["fleet.drive.session"]);
  // A reconnect resumes the stored session as the driver app.
  FakeSocket.latest().serverClose(1006);
  socket.reconnectNow();
  FakeSocket.latest().serverOpen();
  expect(
    FakeSocket.latest()
      .requests()
      .find((r) => r.eventName === "UserSessionResumeRequestEvent")?.payload,
  ).toMatchObject({ token: "tok", app: "drive" });
});
