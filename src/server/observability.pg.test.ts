// What an operator sees of a running server (docs/operations.md): its log — JSON lines with a level, a time and the
// request id, and never a password, a token, a cookie or an email address —, its metrics behind METRICS_TOKEN, the
// probes /livez and /readyz, and a plain 404 for any address that is not one of the portal's pages.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { SignedInSession } from "../shared/generated/accounts";
import type { Vehicle } from "../shared/generated/vehicles";
import { buildApp } from "./app";
import { connectDatabase } from "./db/connect";
import { INVOICE_JOB } from "./features/billing/invoice-job";
import { createHandlers } from "./features/index";
import { enqueueJob } from "./jobs/queue";
import { testDatabases } from "./testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "./testing/test-server";
import { openTestSocket } from "./testing/ws-client";
import type { Services } from "./ws/context";

const OWNER = "owner@mapleleaf.localhost";
const METRICS_TOKEN = "test-metrics-token-0123456789";
const NEW_PASSWORD = "Another-Secret-Passphrase-77";
const COOKIE_VALUE = "cookie-value-9f8e7d6c5b4a";
const RECOVERY_TOKEN = "recovery-token-1a2b3c4d5e6f";

interface LogLine {
  level: string;
  time: string;
  msg: string;
  reqId?: string;
  [field: string]: unknown;
}

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition. */
function parseExposition(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      const labels = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

const sampleOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;

const until = async (done: () => boolean | Promise<boolean>, ms = 5_000) => {
  const deadline = performance.now() + ms;
  while (!(await done()) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe.each(testDatabases())("logs, metrics and probes on $name", (database) => {
  let server: TestServer;
  let clientDir: string;
  const written: string[] = [];
  const lines = () => written.map((line) => JSON.parse(line) as LogLine);
  const scrape = async (url = server.url) => {
    const response = await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    return parseExposition(await response.text());
  };
  /** A bare HTTP side over these services (another database handle, other settings), on a port of its own. */
  const bareApp = async (services: Services, readiness = {}) => {
    const app = await buildApp(services, createHandlers(), [], { readiness });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    return { app, url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` };
  };

  beforeAll(async () => {
    clientDir = join(process.env.TMPDIR ?? "/tmp", `fleet-ops-${process.pid}-${Math.random().toString(36).slice(2)}`);
    mkdirSync(clientDir, { recursive: true });
    writeFileSync(join(clientDir, "index.html"), "<!doctype html><title>Fleet Portal</title>");
    writeFileSync(join(clientDir, "drive.html"), "<!doctype html><title>Fleet Portal driver app</title>");
    server = await startTestServer(
      database,
      { clientDir, logLevel: "debug", metricsToken: METRICS_TOKEN },
      { logStream: { write: (line: string) => void written.push(line) } },
    );
  });
  afterAll(async () => {
    await server?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  test("the log is JSON lines with level, time and request ids, and holds no password, token, cookie or email", async () => {
    const socket = await openTestSocket(server.wsUrl, { headers: { "X-Request-Id": "ws-probe-1" } });
    const signedIn = await socket.request("UserSignInRequestEvent", { email: OWNER, password: TEST_PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    const { token } = signedIn.payload as SignedInSession;
    expect(
      (
        await socket.request("UserPasswordChangeRequestEvent", {
          currentPassword: `${TEST_PASSWORD}-wrong`,
          newPassword: NEW_PASSWORD,
        })
      ).error?.messageId,
    ).toBe("WrongPassword");
    const resumed = await openTestSocket(server.wsUrl);
    expect((await resumed.request("UserSessionResumeRequestEvent", { token })).statusCode).toBe(200);
    await resumed.sendRaw(
      JSON.stringify({ eventName: "NoSuchEvent", requestId: "u1", payload: { email: OWNER } }),
      "u1",
    );
    const stranger = await openTestSocket(server.wsUrl);
    expect(
      (await stranger.request("UserSignInRequestEvent", { email: OWNER, password: NEW_PASSWORD })).statusCode,
    ).toBeGreaterThanOrEqual(400);

    const page = await fetch(`${server.url}/portal/home`, {
      headers: {
        "X-Request-Id": "http-probe-1",
        Cookie: `fleet_session=${COOKIE_VALUE}`,
        Authorization: `Bearer ${token}`,
      },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get("x-request-id")).toBe("http-probe-1");
    // An id that is not one (too long, or with characters a log line should not carry) is replaced by our own.
    const insane = await fetch(`${server.url}/signin`, { headers: { "X-Request-Id": "x".repeat(300) } });
    expect(insane.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect((await fetch(`${server.url}/api/v1/reports/download?token=${token}`)).status).toBeGreaterThanOrEqual(400);
    expect((await fetch(`${server.url}/recovery/${RECOVERY_TOKEN}`)).status).toBe(200);
    await fetch(`${server.url}/api/v1/files`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ email: OWNER, password: TEST_PASSWORD }),
    });

    // A job that fails: its lines name the job.
    await enqueueJob(server.services.db, {
      kind: INVOICE_JOB,
      payload: { companyId: "#1:1", email: OWNER },
      runAt: server.services.clock.date(),
      maxAttempts: 1,
    });
    await server.services.jobs.kick();

    for (const open of [socket, resumed, stranger]) open.close();
    await until(() => lines().filter((line) => line.msg === "websocket closed").length >= 3);

    const text = written.join("");
    for (const secret of [
      TEST_PASSWORD,
      NEW_PASSWORD,
      token,
      COOKIE_VALUE,
      RECOVERY_TOKEN,
      OWNER,
      "mapleleaf.localhost",
    ])
      expect(text, `the log holds ${secret}`).not.toContain(secret);

    const all = lines();
    expect(all.length).toBeGreaterThan(10);
    for (const line of all) {
      expect(["trace", "debug", "info", "warn", "error", "fatal"]).toContain(line.level);
      expect(Number.isNaN(Date.parse(line.time))).toBe(false);
      expect(typeof line.msg).toBe("string");
    }
    // Every request line and every line about a socket carries its request id.
    const requestLines = all.filter((line) => ["request", "websocket closed", "event handled"].includes(line.msg));
    expect(requestLines.every((line) => typeof line.reqId === "string" && line.reqId.length > 0)).toBe(true);
    expect(all).toContainEqual(
      expect.objectContaining({ msg: "request", reqId: "http-probe-1", url: "/portal/home", status: 200 }),
    );
    expect(all.some((line) => line.reqId?.startsWith("xxxx"))).toBe(false);
    expect(all).toContainEqual(expect.objectContaining({ msg: "request", url: "/api/v1/reports/download?token=…" }));
    expect(all).toContainEqual(expect.objectContaining({ msg: "request", url: "/recovery/[redacted]", status: 200 }));

    // Each event handled: the connection's request id, the event, its outcome and how long it took.
    expect(all).toContainEqual(
      expect.objectContaining({
        level: "debug",
        msg: "event handled",
        reqId: "ws-probe-1",
        event: "UserSignInRequestEvent",
        outcome: "ok",
        ms: expect.any(Number),
      }),
    );
    expect(all).toContainEqual(
      expect.objectContaining({
        level: "info",
        msg: "event refused",
        reqId: "ws-probe-1",
        event: "UserPasswordChangeRequestEvent",
        outcome: "WrongPassword",
      }),
    );
    expect(all).toContainEqual(
      expect.objectContaining({ msg: "event refused", event: "unknown", outcome: "UnknownEvent" }),
    );
    expect(all).toContainEqual(
      expect.objectContaining({ msg: "websocket closed", reqId: "ws-probe-1", events: 2, code: expect.any(Number) }),
    );
    expect(all).toContainEqual(
      expect.objectContaining({
        level: "warn",
        msg: "job failed for good",
        job: INVOICE_JOB,
        jobId: expect.any(String),
      }),
    );
  });

  test("/metrics answers only with the token, in Prometheus's text format, and its counters move", async () => {
    const bare = await fetch(`${server.url}/metrics`);
    expect(bare.status).toBe(401);
    expect(bare.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(
      (await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}x` } })).status,
    ).toBe(401);
    const response = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const before = parseExposition(await response.text());
    const signIns = { event: "UserSignInRequestEvent", outcome: "ok" };

    const socket = await openTestSocket(server.wsUrl);
    expect((await socket.request("UserSignInRequestEvent", { email: OWNER, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
    const stranger = await openTestSocket(server.wsUrl);
    expect((await stranger.request("UserSignOutRequestEvent", {})).error?.messageId).toBe("NotSignedIn");
    stranger.close();
    await enqueueJob(server.services.db, {
      kind: INVOICE_JOB,
      payload: {},
      runAt: server.services.clock.date(),
      maxAttempts: 1,
    });
    await server.services.jobs.kick();
    await enqueueJob(server.services.db, {
      kind: INVOICE_JOB,
      payload: {},
      runAt: new Date(server.services.clock.now() + 86_400_000),
    });

    const during = await scrape();
    expect(sampleOf(during, "fleet_events_handled_total", signIns)).toBe(
      (sampleOf(before, "fleet_events_handled_total", signIns) ?? 0) + 1,
    );
    expect(
      sampleOf(during, "fleet_events_handled_total", { event: "UserSignOutRequestEvent", outcome: "NotSignedIn" }),
    ).toBeGreaterThanOrEqual(1);
    expect(sampleOf(during, "fleet_event_duration_seconds_count", { event: "UserSignInRequestEvent" })).toBe(
      (sampleOf(before, "fleet_event_duration_seconds_count", { event: "UserSignInRequestEvent" }) ?? 0) + 1,
    );
    expect(
      sampleOf(during, "fleet_event_duration_seconds_bucket", { event: "UserSignInRequestEvent", le: "+Inf" }),
    ).toBeGreaterThanOrEqual(1);
    expect(sampleOf(during, "fleet_websockets_open")).toBeGreaterThanOrEqual(1);
    expect(sampleOf(during, "fleet_jobs_total", { kind: INVOICE_JOB, outcome: "failed" })).toBe(
      (sampleOf(before, "fleet_jobs_total", { kind: INVOICE_JOB, outcome: "failed" }) ?? 0) + 1,
    );
    expect(sampleOf(during, "fleet_job_queue_depth", { kind: INVOICE_JOB, state: "scheduled" })).toBe(1);
    expect(sampleOf(during, "fleet_db_pool_max")).toBe(database.name === "pglite" ? 1 : 10);
    expect(sampleOf(during, "fleet_db_pool_connections", { state: "idle" })).toBeGreaterThanOrEqual(0);
    expect(sampleOf(during, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
    expect(sampleOf(during, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    if (database.name === "postgres") expect(sampleOf(during, "fleet_relay_listening")).toBe(1);
    else expect(sampleOf(during, "fleet_relay_listening")).toBeUndefined();

    socket.close();
    let after: Sample[] = [];
    await until(async () => {
      after = await scrape();
      return sampleOf(after, "fleet_websockets_open") === 0;
    });
    expect(sampleOf(after, "fleet_websockets_open")).toBe(0);
  });

  test("without METRICS_TOKEN there is no /metrics", async () => {
    const { app, url } = await bareApp({
      ...server.services,
      config: { ...server.services.config, metricsToken: undefined },
    });
    try {
      const response = await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ messageId: "NotFound" });
    } finally {
      await app.close();
    }
  });

  test("/livez says the process answers; /readyz that the database, the migrations and the relay are ready", async () => {
    const live = await fetch(`${server.url}/livez`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ ok: true });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await ready.json()).toEqual({
      ready: true,
      checks: {
        database: { ok: true, ms: expect.any(Number) },
        migrations: { ok: true, pending: [] },
        // The relay runs where processes share a PostgreSQL (start-server.ts).
        ...(database.name === "postgres" ? { relay: { ok: true, listening: true } } : {}),
      },
    });
  });

  test("/readyz is 503 while a migration of the code is not applied", async () => {
    const schema = server.services.config.databaseSchema;
    const table = sql.table(schema ? `${schema}.kysely_migration` : "kysely_migration");
    const { rows } = await sql<{ name: string; timestamp: string }>`
      select name, timestamp from ${table} order by name desc limit 1`.execute(server.services.db);
    const newest = rows[0]!;
    await sql`delete from ${table} where name = ${newest.name}`.execute(server.services.db);
    try {
      const response = await fetch(`${server.url}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        ready: false,
        checks: { database: { ok: true }, migrations: { ok: false, pending: [newest.name] } },
      });
    } finally {
      await sql`insert into ${table} (name, timestamp) values (${newest.name}, ${newest.timestamp})`.execute(
        server.services.db,
      );
    }
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  test("/readyz is 503 when the database does not answer, and /livez still 200", async () => {
    // A database handle that cannot reach its server: a closed PGlite, or a PostgreSQL port nobody listens on.
    const broken =
      database.name === "pglite"
        ? await connectDatabase({ dataDir: "memory://" })
        : await connectDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:9/nowhere" });
    if (database.name === "pglite") await broken.close();
    const { app, url } = await bareApp({ ...server.services, db: broken.db });
    try {
      const response = await fetch(`${url}/readyz`);
      expect(response.status).toBe(503);
      const body = (await response.json()) as { ready: boolean; checks: Record<string, { ok: boolean }> };
      expect(body).toMatchObject({ ready: false, checks: { database: { ok: false }, migrations: { ok: false } } });
      // Which check failed, never why: the reason (an address, a driver's message) is in the log only.
      expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|closed/i);
      expect((await fetch(`${url}/livez`)).status).toBe(200);
    } finally {
      await app.close();
      if (database.name === "postgres") await broken.close();
    }
  });

  test("/readyz is 503 while the change relay does not listen", async () => {
    const { app, url } = await bareApp(server.services, { relay: { origin: "stub", isListening: () => false } });
    try {
      const response = await fetch(`${url}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ ready: false, checks: { relay: { ok: false, listening: false } } });
    } finally {
      await app.close();
    }
  });

  test.each(["/foo.php", "/wp-admin", "/wp-admin/setup-config.php", "/.env", "/nope", "/portalx", "/api/v1/nothing"])(
    "%s is a plain 404, not the portal's page",
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({ messageId: "NotFound" });
    },
  );

  test("a browser's navigation to an unknown address gets the portal's page under a 404, never cached", async () => {
    for (const path of ["/no/such/page", "/wp-admin"]) {
      const response = await fetch(`${server.url}${path}`, {
        headers: { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" },
      });
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("etag")).toBeNull();
      expect(await response.text()).toBe("<!doctype html><title>Fleet Portal</title>");
    }
    // …and an API address stays the catalogued 404 whatever it asks for.
    const api = await fetch(`${server.url}/api/v1/nothing`, { headers: { accept: "text/html" } });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ messageId: "NotFound" });
  });

  test.each([
    "/",
    "/signin",
    "/register",
    "/about",
    "/recovery/abc",
    "/isFleetRight4Me",
    "/portal",
    "/portal/home",
    "/portal/operator/vehicles",
  ])("the page %s is the portal", async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<!doctype html><title>Fleet Portal</title>");
  });

  test("the driver app's addresses are its page", async () => {
    const response = await fetch(`${server.url}/drive/inspect`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("driver app");
  });
});

const postgres = testDatabases().filter((d) => d.name === "postgres");

describe.skipIf(postgres.length === 0)("relay lag between two servers on PostgreSQL", () => {
  test("a change saved on one server is counted in the other's relay-lag histogram", async () => {
    const first = await startTestServer(postgres[0]!);
    const second = await startTestServer(postgres[0]!, {
      databaseUrl: first.services.config.databaseUrl,
      databaseSchema: first.database.schema,
      metricsToken: METRICS_TOKEN,
    });
    try {
      const owner = await openTestSocket(first.wsUrl);
      expect(
        (await owner.request("UserSignInRequestEvent", { email: OWNER, password: TEST_PASSWORD })).statusCode,
      ).toBe(200);
      const saved = await owner.request("VehicleSaveRequestEvent", {
        vehicle: { name: "Lag 1", categoryId: "#23:9", brakingType: "abs" },
      });
      expect((saved.payload as Vehicle).id).toBeDefined();
      owner.close();
      const lagCount = async () => {
        const response = await fetch(`${second.url}/metrics`, {
          headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
        });
        return sampleOf(parseExposition(await response.text()), "fleet_relay_lag_seconds_count") ?? 0;
      };
      await until(async () => (await lagCount()) > 0);
      expect(await lagCount()).toBeGreaterThan(0);
    } finally {
      // The second server shares the first one's schema; only the first one drops it.
      await second.stop();
      await first.close();
    }
  });
});
