import { join } from "node:path";

import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { DestinationStream } from "pino";

import { machineNow } from "../shared/machine-time";
import { CrossCompanyListFeed } from "./all-companies/live-feed";
import { mergeLiveLists } from "./all-companies/live-lists";
import { buildApp } from "./app";
import type { ServerConfig } from "./config";
import { connectDatabase, type DatabaseHandle } from "./db/connect";
import { prepareDatabase } from "./db/prepare";
import { createHandlers, serverDomains } from "./features/index";
import { FilePurposes } from "./file-purposes";
import { relayListening } from "./health";
import { queuedJobs } from "./jobs/queue";
import { jobsRunElsewhere, startJobs } from "./jobs/registry";
import { ScopeVersions } from "./lists/scope-versions";
import { WindowedList } from "./lists/windowed-list";
import { createLogger } from "./logging";
import { startMailSender } from "./mail/sender";
import { fileTransport, smtpTransport } from "./mail/transport";
import { ServerMetrics } from "./metrics";
import { formatDemoAccounts, type DemoAccount } from "./seed/demo";
import { ChangeFeed } from "./ws/change-feed";
import { CLOSE_SIGNED_OUT } from "./ws/close-codes";
import { startCommandReplySweep } from "./ws/commands";
import type { Services } from "./ws/context";
import { PgChangeRelay } from "./ws/pg-change-relay";
import { catchUpAfterRelayGap } from "./ws/relay-catch-up";
import { SocketRegistry } from "./ws/socket-registry";

export interface RunningServer {
  app: FastifyInstance;
  services: Services;
  database: DatabaseHandle;
  /** The sign-ins created by this start (empty unless the database was empty). */
  demoAccounts: DemoAccount[];
  url: string;
  stop(): Promise<void>;
}

/** Connects, migrates, seeds an empty database, starts mail and listens. Used by main.ts and by tests. */
export interface StartOptions {
  /** Where the log's lines go instead of standard output (a test's captured stream, a bench's standard error). */
  logStream?: DestinationStream;
  /**
   * No first-start sign-ins printed, and a log of errors only unless config.logLevel (LOG_LEVEL) says otherwise: the
   * test and bench servers, dozens to a process.
   */
  quiet?: boolean;
  /** Awaited after the database is ready and before the HTTP side starts (npm start builds the client meanwhile). */
  beforeListen?: Promise<void>;
  /** Runs after migrations and the first-start seed, before listening (the e2e server seeds a large fleet). */
  prepare?: (db: DatabaseHandle["db"]) => Promise<void>;
  /**
   * Print the first sign-ins created by this start, besides writing them to their file: `npm start` in a terminal
   * (a person reads it). A production process never does; its output is collected as logs.
   */
  printFirstSignIns?: boolean;
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  // docs/operations.md "Logs": JSON for a collector, a readable line on a terminal.
  const format = config.logFormat ?? (options.logStream === undefined && process.stdout.isTTY ? "text" : "json");
  const log = createLogger({
    level: config.logLevel ?? (options.quiet ? "error" : "info"),
    format,
    clock: config.clock,
    stream: options.logStream,
  });
  const metrics = new ServerMetrics({ processMetrics: config.metricsToken !== undefined });
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    schema: config.databaseSchema,
  });
  const role = config.role ?? "all";
  if (role !== "all" && database.kind === "pglite") {
    await database.close();
    throw new Error(
      `--role ${role} needs DATABASE_URL: the embedded database belongs to one process, which has every role`,
    );
  }
  const prepared =
    config.migrateOnStart === false ? { created: [], file: undefined } : await prepareDatabase(database, config);
  await options.prepare?.(database.db);
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl)
    : fileTransport(join(config.dataDir, "mail"), config.clock);
  const mail = startMailSender(database.db, transport, config.mailFrom, log, config.clock);
  const sockets = new SocketRegistry();
  const versions = new ScopeVersions();
  const changes = new ChangeFeed(sockets, versions);
  // The operator's cross-company lists hear every company's flushes, for the sockets that show one.
  const liveLists = mergeLiveLists(serverDomains.map((domain) => domain.liveLists));
  changes.listen(new CrossCompanyListFeed(database.db, sockets.watches, log, liveLists));
  let relay: PgChangeRelay | undefined;
  const services: Services = {
    config,
    clock: config.clock,
    db: database.db,
    mail,
    sockets,
    changes,
    versions,
    lists: new WindowedList(database.db, versions),
    // A web process leaves the jobs to the worker processes and tells them when it queued one (docs/operations.md
    // "Roles").
    jobs:
      role === "web"
        ? jobsRunElsewhere(() => relay)
        : startJobs(database.db, config, mail, log, serverDomains, { changes, metrics }),
    files: new FilePurposes(serverDomains.flatMap((domain) => domain.files ?? [])),
    log,
    metrics,
  };
  const stopCommandSweep = startCommandReplySweep(database.db, config.clock, log);
  if (database.kind === "postgres" && config.databaseUrl) {
    relay = new PgChangeRelay(
      config.databaseUrl,
      database.schema,
      (change) => {
        if (change.sentAt !== undefined) metrics.relayReceived((machineNow() - change.sentAt) / 1000);
        void services.changes.receive(change).catch(() => undefined);
      },
      log,
      config.relay,
    );
    const started = relay;
    // A sign-out on another process closes this process's sockets of the session (docs/design/change-feed.md
    // "Sessions and sockets").
    started.onRevocation(({ sessionIds, reason }) => {
      for (const id of sessionIds) sockets.closeSession(id, CLOSE_SIGNED_OUT, reason);
    });
    sockets.onRevoked = (sessionIds, reason) => started.announceRevoked(sessionIds, reason);
    // Notifications missed while the relay was disconnected: re-check sessions, refetch every list
    // (docs/design/change-feed.md "When the relay reconnects").
    started.onCatchUp(() => void catchUpAfterRelayGap(services));
    if (role !== "web") started.onJobsQueued(() => void services.jobs.kick());
    await relay.start();
    services.changes.connectRelay(
      relay,
      Object.assign({}, ...serverDomains.map((domain) => domain.changeLoaders?.(database.db, config.clock) ?? {})),
    );
  }
  metrics.observe({
    pool: database.poolUse,
    jobQueue: () => queuedJobs(database.db, config.clock.date()),
    ...(relay ? { relayListening: () => relayListening(relay) } : {}),
  });
  let stopping = false;
  await options.beforeListen;
  const app = await buildApp(services, createHandlers(), serverDomains, {
    logger: log,
    readiness: { relay, stopping: () => stopping },
    pages: role !== "worker",
  });
  await app.listen({ port: config.port, host: config.host });
  if (database.kind === "pglite") {
    // PGlite has no autovacuum: refresh planner statistics once per start, after the portal is already serving.
    setTimeout(() => void sql`analyze`.execute(database.db).catch(() => undefined), 2000).unref();
  }
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = `http://${config.host === "0.0.0.0" ? "127.0.0.1" : config.host}:${port}`;
  log.info(
    { url, database: database.kind, role, metrics: config.metricsToken !== undefined },
    `Fleet portal listening on ${url} (role: ${role}; database: ${database.kind}${database.kind === "pglite" ? ` in ${config.dataDir}` : ""}; mail: ${transport.description})`,
  );
  // The first start's sign-ins never enter the log: their passwords must not reach a log collector
  // (docs/operations.md "The first sign-ins"). They are in their file; `npm start` in a terminal also shows them, on
  // standard error when standard output carries JSON lines.
  if (prepared.file) {
    log.info({ file: prepared.file }, `First start: the first sign-ins are in ${prepared.file}`);
    if (options.printFirstSignIns && !options.quiet)
      (format === "text" ? process.stdout : process.stderr).write(`${formatDemoAccounts(prepared.created)}\n`);
  }
  return {
    app,
    services,
    database,
    demoAccounts: prepared.created,
    url,
    async stop() {
      // /readyz answers 503 from now on: a load balancer stops sending new requests while the rest shuts down.
      stopping = true;
      log.info({}, "stopping");
      mail.stop();
      await services.jobs.stop();
      stopCommandSweep();
      services.changes.stop();
      await relay?.stop();
      await app.close();
      await database.close();
    },
  };
}
