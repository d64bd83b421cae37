// The server's log (docs/operations.md "Logs"): one pino logger per server, handed to fastify, whose children carry
// the request id of an HTTP request or websocket (reqId), the event a socket is handling, or the job being run.
// What must never be written — passwords, tokens, cookies, authorization headers, session ids, email addresses,
// credentials inside URLs — is kept out three ways: the code logs ids and outcomes rather than payloads, pino's
// `redact` blanks those keys wherever they appear, and every finished line is scrubbed of email addresses and URL
// credentials that reached it inside a message or an error's text.
import type { IncomingMessage } from "node:http";

import pino, { type DestinationStream, type LevelWithSilent } from "pino";

import type { Clock } from "../shared/clock";

/**
 * What the server logs through: pino's own methods, narrowed to what the code uses. `child` adds fields to every
 * line of the logger it returns (reqId, event, job).
 */
export interface Logger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  child(bindings: Record<string, unknown>): Logger;
}

/** A logger that writes nothing (unit tests that build services by hand). */
export const silentLogger: Logger = {
  debug() {},
  info() {},
  warn() {},
  error() {},
  child: () => silentLogger,
};

/** json: one JSON object a line, for a log collector; text: one readable line per entry, for a terminal. */
export type LogFormat = "json" | "text";

export const LOG_LEVELS: readonly LevelWithSilent[] = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/** LOG_LEVEL: one of pino's levels; anything else stops the start rather than logging at a level nobody chose. */
export function logLevelFromEnv(value: string | undefined): LevelWithSilent | undefined {
  if (value === undefined || value === "") return undefined;
  const level = value.trim().toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (got ${value})`);
  return level as LevelWithSilent;
}

/** LOG_FORMAT: json or text; unset, the server picks by whether its output is a terminal (startServer). */
export function logFormatFromEnv(value: string | undefined): LogFormat | undefined {
  if (value === undefined || value === "") return undefined;
  if (value === "json" || value === "text") return value;
  throw new Error(`LOG_FORMAT must be json or text (got ${value})`);
}

/**
 * Keys whose values are blanked wherever a logged object carries them, at the top or one level down (pino's redact
 * paths; `*.x` is one level). The code does not log them on purpose; this is the net under a mistake.
 */
const SECRET_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "oldPassword",
  "token",
  "refreshToken",
  "accessToken",
  "secret",
  "sessionId",
  "email",
  "cookie",
  "authorization",
  "smtpUrl",
  "databaseUrl",
];
export const REDACTED_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers["set-cookie"]',
];

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** user:password@ (or a bare user@) after a scheme: smtp://user:pass@host, postgres://user:pass@host. */
const URL_CREDENTIALS = /([a-z][a-z0-9+.-]*:\/\/)[^/\s"@]+@/gi;

/**
 * Scrubs one finished JSON line (pino's streamWrite hook). The replacements hold no quote or backslash, and the
 * patterns match none, so the line stays valid JSON.
 */
export function scrubLine(line: string): string {
  return line.replace(URL_CREDENTIALS, "$1[redacted]@").replace(EMAIL, "[email]");
}

/**
 * Pages whose address carries a secret in its path (a password-reset token, a registration's key): logged with the
 * secret blanked. Query strings (signed download links carry ?token=…) are logged by their names only.
 */
const SECRET_IN_PATH = /^\/(recovery|verify)\/[^/?]+/;

/** An address fit for the log: no query values, no secret path segment. */
export function loggableUrl(url: string): string {
  const at = url.indexOf("?");
  const path = (at === -1 ? url : url.slice(0, at)).replace(SECRET_IN_PATH, "/$1/[redacted]").slice(0, 300);
  if (at === -1) return path;
  const names = url
    .slice(at + 1)
    .split("&")
    .filter(Boolean)
    .map((part) => `${part.split("=")[0]!.slice(0, 40)}=…`);
  return `${path}?${names.join("&")}`;
}

/** What an HTTP request is logged as, wherever pino or fastify log one (`req`): never its headers. */
function requestFields(request: IncomingMessage & { ip?: string }) {
  return {
    method: request.method,
    url: loggableUrl(request.url ?? ""),
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
  };
}

/**
 * An incoming X-Request-Id is kept when it looks like an id (a proxy or load balancer set it, so its log and ours
 * line up); anything else — too long, or characters a log line or a header should not carry — is replaced.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
export function saneRequestId(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && SANE_REQUEST_ID.test(value) ? value : undefined;
}

export interface LoggerOptions {
  level: LevelWithSilent;
  format: LogFormat;
  /** Lines are stamped by the server's clock (docs/testing.md "Time"), like everything else it dates. */
  clock: Clock;
  /** Where lines go; default standard output. */
  stream?: DestinationStream;
}

/** The server's pino logger. */
export function createLogger(options: LoggerOptions): pino.Logger {
  const out: DestinationStream = options.stream ?? process.stdout;
  const destination = options.format === "text" ? textDestination(out) : out;
  return pino(
    {
      level: options.level,
      // Labels ("info"), not pino's numbers: what a reader and most collectors expect.
      formatters: { level: (label) => ({ level: label }) },
      timestamp: () => `,"time":"${new Date(options.clock.now()).toISOString()}"`,
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      serializers: { req: requestFields, err: pino.stdSerializers.err },
      hooks: { streamWrite: scrubLine },
    },
    destination,
  );
}

const FIXED_FIELDS = new Set(["level", "time", "msg", "pid", "hostname"]);

/** One JSON line as a terminal line: `12:04:05.120 INFO  message {other fields}`. */
export function textLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = typeof entry.time === "string" ? entry.time.slice(11, 23) : "";
  const level = String(entry.level ?? "")
    .toUpperCase()
    .padEnd(5);
  const rest = Object.fromEntries(Object.entries(entry).filter(([key]) => !FIXED_FIELDS.has(key)));
  const err = rest.err as { stack?: string } | undefined;
  if (err?.stack) delete rest.err;
  const extra = Object.keys(rest).length > 0 ? ` ${JSON.stringify(rest)}` : "";
  return `${time} ${level} ${String(entry.msg ?? "")}${extra}${err?.stack ? `\n${err.stack}` : ""}\n`;
}

/** The text format: pino still builds (and redacts, and scrubs) each JSON line; this only re-renders it. */
function textDestination(out: DestinationStream): DestinationStream {
  return { write: (line: string) => out.write(textLine(line)) };
}
