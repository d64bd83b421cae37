// The shape of schema/*.json as the generator reads it. Payloads are standard JSON Schema (the subset listed in
// JsonSchema); events add what JSON Schema has no words for: response names, error ids and who may call.

export interface JsonSchema {
  $ref?: string;
  description?: string;
  type?: "object" | "array" | "string" | "number" | "integer" | "boolean" | "null" | JsonSchemaTypeName[];
  enum?: string[];
  const?: string | number | boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  maxProperties?: number;
  items?: JsonSchema;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  /** "epoch-ms" is checked (a date from 1900 to 2200 in epoch milliseconds, on integers and strings); others document. */
  format?: string;
  minimum?: number;
  maximum?: number;
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  $comment?: string;
  /**
   * On an id property: the kind of record it links to (a key of REFERENCE_TARGETS). Codegen lists these per event
   * and the server checks every one on each request, scoped to the session's company (src/server/references/).
   */
  "x-references"?: string;
  /** On a link to files: what the file is to the record (src/server/file-purposes.ts). */
  "x-file-purpose"?: string;
}

export type JsonSchemaTypeName = "object" | "array" | "string" | "number" | "integer" | "boolean" | "null";

/** Who may call an event; enforced once, in the server's dispatcher. */
export type AccessSpec = "public" | "signedIn" | { roles?: string[]; features?: string[] };

export interface EventSpec {
  description?: string;
  request: JsonSchema;
  response: string;
  responsePayload: JsonSchema;
  errors: string[];
  access: AccessSpec;
  /**
   * A write applied exactly once: the client stamps it with its client id and a sequence number, and the server
   * records the reply in the write's transaction and answers a resend with it (src/server/ws/commands.ts).
   */
  command?: boolean;
  /**
   * What the event does besides answering: "read" changes nothing; "session" acts only on the caller's own sign-in
   * session (sign in, resume, sign out, start or leave a read-only view). Absent: it may change data. While a
   * platform administrator views a company read-only, the dispatcher runs only "read" and "session" events.
   */
  effect?: EventEffect;
}

export type EventEffect = "read" | "session";

/**
 * Who a notification reaches among the company's signed-in sockets (docs/design/change-feed.md "Who hears what"):
 * every one ("company"); the roles that may read a list it patches (`list`: that event's roles); those roles given
 * (`roles`: a list whose other readers see only their own rows); or only the sockets that watch a cross-company list
 * ("watchers", the operator's lists).
 */
export type NotificationAudience = "company" | "watchers" | { list: string } | { roles: string[] };

/** A server-pushed message: no request, one payload, sent to the sockets it concerns. */
export interface NotificationSpec {
  description?: string;
  payload: JsonSchema;
  /** Required: a notification that forgot its readers would reach every role of the company. */
  audience: NotificationAudience;
  /**
   * False for records no cached windowed list shows (a report's progress, saved cards, the company): their changes
   * leave the company's list caches as they are.
   */
  listRows?: boolean;
}

export interface DomainFile {
  $comment?: string;
  definitions?: Record<string, JsonSchema>;
  events?: Record<string, EventSpec>;
  notifications?: Record<string, NotificationSpec>;
}

export interface ErrorSpec {
  status: number;
  text: string;
}

export interface ErrorsFile {
  $comment?: string;
  errors: Record<string, ErrorSpec>;
}

export interface Domain {
  /** File name without .json: "users" for schema/users.json. */
  name: string;
  definitions: Record<string, JsonSchema>;
  events: Record<string, EventSpec>;
  notifications: Record<string, NotificationSpec>;
}

export interface SchemaSet {
  domains: Domain[];
  errors: Record<string, ErrorSpec>;
}

/** Strings without maxLength still get a cap, so no wire string is unbounded. */
export const DEFAULT_MAX_LENGTH = 4096;
/** Arrays without maxItems still get a cap. */
export const DEFAULT_MAX_ITEMS = 1000;
/** Maps without maxProperties still get a cap. */
export const DEFAULT_MAX_PROPERTIES = 1000;

export class SchemaError extends Error {
  constructor(where: string, problem: string) {
    super(`${where}: ${problem}`);
    this.name = "SchemaError";
  }
}
