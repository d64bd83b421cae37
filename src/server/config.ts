import { resolve } from "node:path";

import type { LevelWithSilent } from "pino";

import { clockFromEnv, type Clock } from "../shared/clock";
import { logFormatFromEnv, logLevelFromEnv, type LogFormat } from "./logging";
import type { RelayOptions } from "./ws/pg-change-relay";

/** Everything the server reads from its environment, in one place (README "Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data folder and the default mail folder. */
  dataDir: string;
  /** postgres://… switches from the embedded PGlite to a PostgreSQL server. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (created when missing); lets tests and e2e runs share one database. */
  databaseSchema: string | undefined;
  /** smtp://… or smtps://…; without it mail is written as .eml files under dataDir/mail. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Extra origins allowed to open the websocket, besides the server's own. */
  allowedOrigins: string[];
  /** Seed the demo company on an empty database (default: on for the embedded database). */
  seedDemo: boolean;
  /** Fixed password for the seeded demo accounts (tests); random and printed once when unset. */
  demoPassword: string | undefined;
  /**
   * The first administrator's email and password (ADMIN_EMAIL, ADMIN_PASSWORD), used once, on an empty database;
   * unset, admin@fleetportal.localhost with a random password. Either way the first sign-ins are written to
   * `firstSignInsFile`, readable by its owner only (docs/operations.md "The first sign-ins").
   */
  admin?: { email?: string | undefined; password?: string | undefined };
  /** Unset: `first-sign-ins.txt` in dataDir. */
  firstSignInsFile?: string;
  /** Migrate and seed at start (MIGRATE_ON_START, default on); off, `npm run migrate` does it once per release. */
  migrateOnStart?: boolean;
  /**
   * What this process does (--role or ROLE; unset: all): serve the portal, run the jobs, or both
   * (docs/operations.md "Roles").
   */
  role?: ServerRole;
  /** Folder with the built client; the server serves it when present. */
  clientDir: string;
  /**
   * Sign-in must carry a solved bot check. On for `npm start` and the e2e servers; the server tests
   * turn it off by default because their sockets and tools sign in without a widget.
   */
  requireBotCheckOnSignIn: boolean;
  /** Enqueue the recurring jobs (the daily compliance reminders) when they come due; queued jobs run either way. */
  recurringJobs?: boolean;
  limits: ConnectionLimits;
  /**
   * Which proxies in front of the server to believe about the client's address (X-Forwarded-For): unset, none —
   * the address is the connection's; "true", every one; a number, that many hops; else a comma list of addresses or
   * CIDR ranges (fastify's trustProxy). Per-address limits count by it, so set it behind a load balancer.
   */
  trustProxy?: boolean | number | string[];
  /**
   * The operator as the seller on invoices (SELLER_NAME, GST_HST_NUMBER, QST_NUMBER): written to the database at
   * start when set (features/billing/seller.ts). Unset numbers leave the stored ones as they are.
   */
  seller?: SellerConfig;
  /**
   * Online raster tiles under the map's pins: an http(s) XYZ template with {z}, {x} and {y} (optionally
   * {s} for a/b/c subdomains) and the credit to show. Unset: the offline base map only; the CSP allows its host's images.
   */
  mapTiles?: { url: string; attribution: string };
  /** The change relay's reconnect backoff and what it holds meanwhile (ws/pg-change-relay.ts); tests set it. */
  relay?: RelayOptions;
  /**
   * The server's one clock (docs/testing.md "Time"): handlers, jobs, the seed and mail read the time from it. The
   * machine's clock unless FAKE_NOW names another instant; tests pass a fixed or advancing one.
   */
  clock: Clock;
  /**
   * LOG_LEVEL: the least severe entries written (fatal, error, warn, info, debug, trace or silent; docs/operations.md
   * "Logs"). Unset: info, or error for a quiet server (tests, benches).
   */
  logLevel?: LevelWithSilent;
  /**
   * LOG_FORMAT: json (one object a line, for a collector) or text (a readable line, for a terminal). Unset: text when
   * standard output is a terminal (npm start in a shell), json otherwise (a container, a service manager, a pipe).
   */
  logFormat?: LogFormat;
  /**
   * METRICS_TOKEN: serves /metrics to requests that send `Authorization: Bearer <token>` (at least 16 characters).
   * Unset: there is no /metrics (docs/operations.md "Metrics").
   */
  metricsToken?: string;
}

export type ServerRole = "web" | "worker" | "all";

/** `--role web|worker|all` on the command line, else ROLE, else all. */
export function roleFrom(argv: readonly string[], env: NodeJS.ProcessEnv): ServerRole {
  const at = argv.indexOf("--role");
  const value = at >= 0 ? argv[at + 1] : (argv.find((arg) => arg.startsWith("--role="))?.slice(7) ?? env.ROLE);
  if (value === undefined || value === "") return "all";
  if (value === "web" || value === "worker" || value === "all") return value;
  throw new Error(`--role must be web, worker or all (got ${value})`);
}

export interface ConnectionLimits {
  /** Sustained requests per second per socket, and the burst allowed above it. */
  messagesPerSecond: number;
  messageBurst: number;
  /** Ping interval; a socket that has not answered the previous ping by then is closed. */
  heartbeatMs: number;
  /**
   * Replies and notifications a socket may have waiting to be sent (ws bufferedAmount) before it is closed with
   * 4002: a client that stops reading must not make the server hold its output without bound.
   */
  maxBufferedBytes: number;
  /** Per source address (docs/design/commands.md "The HTTP side"): HTTP requests to /api/* per minute, */
  httpRequestsPerMinute: number;
  /** new websocket connections per minute, */
  connectionsPerMinute: number;
  /** and websockets open at once. */
  socketsPerAddress: number;
}

/** 4 MiB: eight of the largest list windows (500 rows) in flight, far above what a reading client ever queues. */
export const DEFAULT_LIMITS: ConnectionLimits = {
  messagesPerSecond: 50,
  messageBurst: 200,
  heartbeatMs: 30_000,
  maxBufferedBytes: 4 * 1024 * 1024,
  httpRequestsPerMinute: 600,
  connectionsPerMinute: 120,
  socketsPerAddress: 200,
};

/**
 * The per-address limits lifted, for the test and bench servers: all their clients — hundreds of sockets, every
 * browser of the e2e suite — come from 127.0.0.1. The limits themselves are tested with their defaults
 * (src/server/address-limits.pg.test.ts).
 */
export const ONE_ADDRESS_FOR_ALL: Pick<
  ConnectionLimits,
  "httpRequestsPerMinute" | "connectionsPerMinute" | "socketsPerAddress"
> = { httpRequestsPerMinute: 1e9, connectionsPerMinute: 1e9, socketsPerAddress: 1e9 };

export interface SellerConfig {
  name?: string;
  /** The Business Number's GST/HST program account: 9 digits, RT, 4 digits ("123456789 RT0001"). */
  gstHstNumber?: string;
  /** Quebec's QST registration: 10 digits, TQ, 4 digits ("1234567890 TQ0001"). */
  qstNumber?: string;
}

/** SELLER_NAME, GST_HST_NUMBER, QST_NUMBER; a number not of its form stops the start (it would print on invoices). */
export function sellerFromEnv(env: NodeJS.ProcessEnv): SellerConfig {
  const number = (value: string | undefined, form: RegExp, name: string, example: string) => {
    if (!value) return undefined;
    const compact = value.replace(/\s+/g, "").toUpperCase();
    if (!form.test(compact)) throw new Error(`${name} must look like ${example} (got ${value})`);
    return compact.replace(/^(\d+)([A-Z]{2})(\d{4})$/, "$1 $2$3");
  };
  return {
    ...(env.SELLER_NAME ? { name: env.SELLER_NAME } : {}),
    ...(env.GST_HST_NUMBER
      ? { gstHstNumber: number(env.GST_HST_NUMBER, /^\d{9}RT\d{4}$/, "GST_HST_NUMBER", "123456789 RT0001") }
      : {}),
    ...(env.QST_NUMBER
      ? { qstNumber: number(env.QST_NUMBER, /^\d{10}TQ\d{4}$/, "QST_NUMBER", "1234567890 TQ0001") }
      : {}),
  };
}

/** TRUST_PROXY as fastify's trustProxy (ServerConfig.trustProxy). */
export function trustProxyFromEnv(value: string | undefined): ServerConfig["trustProxy"] {
  if (value === undefined || value === "" || value === "false") return undefined;
  if (value === "true") return true;
  if (/^[0-9]+$/.test(value)) return Number(value);
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = []): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? "./data");
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "127.0.0.1",
    dataDir,
    databaseUrl,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Fleet Portal <no-reply@fleetportal.localhost>",
    allowedOrigins: (env.ALLOWED_ORIGINS ?? "")
      .split(",")
      .map((o) => o.trim())
      .filter(Boolean),
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === "true" : databaseUrl === undefined,
    demoPassword: env.DEMO_PASSWORD || undefined,
    admin: { email: env.ADMIN_EMAIL || undefined, password: env.ADMIN_PASSWORD || undefined },
    firstSignInsFile: resolve(env.FIRST_SIGN_INS_FILE ?? `${dataDir}/first-sign-ins.txt`),
    migrateOnStart: (env.MIGRATE_ON_START ?? "true") !== "false",
    role: roleFrom(argv, env),
    clientDir: resolve(env.CLIENT_DIR ?? "./dist/client"),
    requireBotCheckOnSignIn: (env.REQUIRE_BOT_CHECK_ON_SIGN_IN ?? "true") !== "false",
    recurringJobs: (env.RECURRING_JOBS ?? "true") !== "false",
    clock: clockFromEnv(env),
    mapTiles: env.MAP_TILE_URL
      ? { url: checkTileUrl(env.MAP_TILE_URL), attribution: env.MAP_TILE_ATTRIBUTION ?? "" }
      : undefined,
    limits: {
      messagesPerSecond: Number(env.WS_MESSAGES_PER_SECOND ?? DEFAULT_LIMITS.messagesPerSecond),
      messageBurst: Number(env.WS_MESSAGE_BURST ?? DEFAULT_LIMITS.messageBurst),
      heartbeatMs: Number(env.WS_HEARTBEAT_MS ?? DEFAULT_LIMITS.heartbeatMs),
      maxBufferedBytes: Number(env.WS_MAX_BUFFERED_BYTES ?? DEFAULT_LIMITS.maxBufferedBytes),
      httpRequestsPerMinute: Number(env.HTTP_REQUESTS_PER_MINUTE ?? DEFAULT_LIMITS.httpRequestsPerMinute),
      connectionsPerMinute: Number(env.WS_CONNECTIONS_PER_MINUTE ?? DEFAULT_LIMITS.connectionsPerMinute),
      socketsPerAddress: Number(env.WS_SOCKETS_PER_ADDRESS ?? DEFAULT_LIMITS.socketsPerAddress),
    },
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    seller: sellerFromEnv(env),
    logLevel: logLevelFromEnv(env.LOG_LEVEL),
    logFormat: logFormatFromEnv(env.LOG_FORMAT),
    metricsToken: metricsTokenFromEnv(env.METRICS_TOKEN),
  };
}

/** A short token is guessable by whoever can reach /metrics: refuse to start with one. */
export function metricsTokenFromEnv(value: string | undefined): string | undefined {
  if (value === undefined || value === "") return undefined;
  if (value.length < 16 || /\s/.test(value))
    throw new Error("METRICS_TOKEN must be at least 16 characters without spaces (e.g. openssl rand -hex 24)");
  return value;
}

/** MAP_TILE_URL must be an absolute http(s) template naming {z}, {x} and {y}: a typo stops the start, not the map. */
export function checkTileUrl(template: string): string {
  const ok = /^https?:\/\//.test(template) && ["{z}", "{x}", "{y}"].every((part) => template.includes(part));
  if (!ok)
    throw new Error(
      `MAP_TILE_URL must be an http(s) address with {z}, {x} and {y}, e.g. https://tile.example.org/{z}/{x}/{y}.png (got ${template})`,
    );
  return template;
}

/** The CSP img-src source for the tile template's host (a {s} subdomain becomes a wildcard). */
export function tileImageSource(template: string): string {
  const url = new URL(template.replace("{s}", "tiles-subdomain").replace(/\{[zxy]\}/g, "0"));
  return `${url.protocol}//${url.host.replace("tiles-subdomain", "*")}`;
}
