// The probes and the scrape (docs/operations.md "Health endpoints", "Metrics"): /livez says the process answers,
// /readyz whether it can serve — its database answers, its schema is the code's, its change relay listens — and
// /metrics gives the counters to a scraper that presents METRICS_TOKEN. None of them ever answers with the portal's
// page, and none tells a stranger more than which check failed: the reasons go to the log.
import { createHash, timingSafeEqual } from "node:crypto";

import type { FastifyInstance } from "fastify";
import { sql } from "kysely";

import { pendingMigrations } from "./db/migrate";
import type { Services } from "./ws/context";

/** The change relay as the probes see it (ws/pg-change-relay.ts). */
export interface ListeningRelay {
  readonly origin: string;
  isListening(): boolean;
}

/** Whether the relay's LISTEN connection is up. */
export const relayListening = (relay: ListeningRelay): boolean => relay.isListening();

/** What /readyz asks besides the database; startServer knows them, a bare buildApp (tests) has defaults. */
export interface ReadinessProbes {
  /** The change relay, where one runs (PostgreSQL with several processes): its LISTEN connection must be up. */
  relay?: ListeningRelay;
  /** True once the server is stopping: a load balancer should send its traffic elsewhere. */
  stopping?: () => boolean;
}

/** A check that has not answered by then fails: a probe must answer, and a database this slow cannot serve. */
const CHECK_TIMEOUT_MS = 3_000;

interface CheckResult {
  ok: boolean;
  [detail: string]: unknown;
}

export interface Readiness {
  ready: boolean;
  checks: Record<string, CheckResult>;
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Runs every readiness check; `log` gets why a check failed (the answer only says which). */
export async function checkReadiness(
  services: Pick<Services, "db" | "config" | "log">,
  probes: ReadinessProbes,
): Promise<Readiness> {
  const checks: Record<string, CheckResult> = {};
  const started = performance.now();
  try {
    await withTimeout(sql`select 1`.execute(services.db), "the database");
    checks.database = { ok: true, ms: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    services.log.warn({ err: error }, "readiness: the database does not answer");
    checks.database = { ok: false };
  }
  if (checks.database.ok) {
    try {
      const pending = await withTimeout(
        pendingMigrations(services.db, services.config.databaseSchema),
        "the migrations table",
      );
      checks.migrations = { ok: pending.length === 0, pending };
      if (pending.length > 0) services.log.warn({ pending }, "readiness: migrations not applied");
    } catch (error) {
      services.log.warn({ err: error }, "readiness: the applied migrations could not be read");
      checks.migrations = { ok: false };
    }
  } else checks.migrations = { ok: false, unknown: true };
  if (probes.relay) {
    const listening = relayListening(probes.relay);
    checks.relay = { ok: listening, listening };
    if (!listening) services.log.warn({}, "readiness: the change relay is not listening");
  }
  if (probes.stopping?.()) checks.stopping = { ok: false };
  return { ready: Object.values(checks).every((check) => check.ok), checks };
}

/** Whether `header` is `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1];
  if (presented === undefined) return false;
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(presented), digest(token));
}

export function registerHealthRoutes(app: FastifyInstance, services: Services, probes: ReadinessProbes): void {
  app.get("/livez", async (_request, reply) => reply.header("cache-control", "no-store").send({ ok: true }));

  app.get("/readyz", async (_request, reply) => {
    const readiness = await checkReadiness(services, probes);
    return reply
      .code(readiness.ready ? 200 : 503)
      .header("cache-control", "no-store")
      .send(readiness);
  });

  // Only with METRICS_TOKEN set: without it /metrics does not exist (404), so a server on the internet never shows
  // its counters to whoever asks.
  const token = services.config.metricsToken;
  if (!token) return;
  app.get("/metrics", async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      // 401 with a challenge, as HTTP asks of a missing or wrong credential; the body is the catalogue's shape.
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .type("application/json; charset=utf-8")
        .send({ messageId: "UnauthorizedException", hint: "Send Authorization: Bearer METRICS_TOKEN." });
    }
    const { text, contentType } = await services.metrics.scrape();
    return reply.header("cache-control", "no-store").type(contentType).send(text);
  });
}
