// The envelope every websocket message travels in. Payloads inside it are decoded
// with the generated codec of the event the envelope names.
import * as t from "io-ts";

import { FORBIDDEN_KEYS, boundedNumber, boundedString, closedObject, stringEnum } from "../codec/runtime";
import { Error as WireError } from "../generated/common";

export { API_PATH } from "./api-path";
/** OWASP WebSocket cheat sheet: cap message size; ws closes larger frames with 1009. */
export const MAX_MESSAGE_BYTES = 64 * 1024;

/**
 * The stamp of a command (an event the schema declares `"command": true`): the sending client's id and its
 * sequence number. The server applies a (clientId, seq) once and answers a resend with the recorded reply
 * (src/server/ws/commands.ts). The client id is random and unguessable, so it also keeps one client's replies
 * from another.
 */
export const CommandStamp = closedObject(
  "CommandStamp",
  {
    clientId: boundedString({ minLength: 16, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" }),
    seq: boundedNumber({ integer: true, minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  },
  {},
);
export type CommandStamp = t.TypeOf<typeof CommandStamp>;

export const RequestMessage = closedObject(
  "RequestMessage",
  {
    eventName: boundedString({ minLength: 1, maxLength: 100 }),
    requestId: boundedString({ minLength: 1, maxLength: 64 }),
    payload: t.unknown,
  },
  { command: CommandStamp },
);
export type RequestMessage = t.TypeOf<typeof RequestMessage>;

export const ResponseStatus = stringEnum(["intermediate", "complete"] as const);

export const ResponseMessage = closedObject(
  "ResponseMessage",
  {
    eventName: boundedString({ maxLength: 100 }),
    requestId: boundedString({ maxLength: 64 }),
    status: ResponseStatus,
    statusCode: boundedNumber({ integer: true, minimum: 100, maximum: 599 }),
  },
  { payload: t.unknown, error: WireError, progressMessage: boundedString({ maxLength: 2000 }) },
);
export type ResponseMessage = t.TypeOf<typeof ResponseMessage>;

/** Server-pushed entity changes; they carry no requestId. */
export const NotificationMessage = closedObject(
  "NotificationMessage",
  {
    eventName: boundedString({ maxLength: 100 }),
    status: stringEnum(["complete"] as const),
    statusCode: boundedNumber({ integer: true }),
    payload: t.unknown,
  },
  {},
);
export type NotificationMessage = t.TypeOf<typeof NotificationMessage>;

export const STATUS_OK = 200;

export class ForbiddenKeyError extends Error {
  constructor(readonly key: string) {
    super(`the key "${key}" is not allowed anywhere in a message`);
  }
}

/**
 * JSON.parse that refuses prototype-reaching keys at any depth. Codecs build fresh objects, but refusing
 * these keys at the door means no later code (logging, spreading) ever meets them.
 */
export function parseWireJson(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) => {
    if (FORBIDDEN_KEYS.has(key)) throw new ForbiddenKeyError(key);
    return value;
  });
}
