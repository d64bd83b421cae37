// Turns one inbound text message into replies: parse → envelope → event → access → payload codec → handler →
// response codec. Every failure becomes a catalogued {messageId, hint} with its status; nothing reaches a
// handler unless its payload decoded.
import { randomUUID } from "node:crypto";

import type * as t from "io-ts";

import { fieldProblems } from "../../shared/codec/field-problems";
import { formatDecodeErrors } from "../../shared/codec/runtime";
import type { FieldProblem } from "../../shared/generated/common";
import { errorCatalogue, type ErrorId } from "../../shared/generated/errors";
import { eventCatalogue, isEventName, type EventName } from "../../shared/generated/events";
import type { EventHandlers } from "../../shared/generated/server";
import {
  ForbiddenKeyError,
  RequestMessage,
  STATUS_OK,
  parseWireJson,
  type ResponseMessage,
} from "../../shared/protocol/messages";
import { checkEventReferences } from "../references/check-references";
import { authorize, refuseInReadOnlyView } from "./authorize";
import { runCommand } from "./commands";
import type { CompanyContext, HandlerContext, SignedInContext } from "./context";
import { EventError } from "./event-error";
import { scanTopLevelIds } from "./scan-ids";

/** Every event's handler, each with the context its access guarantees (the dispatcher authorizes first). */
export type Handlers = EventHandlers<{ public: HandlerContext; signedIn: SignedInContext; company: CompanyContext }>;

/** The response name for errors on messages whose event could not be read. */
export const UNKNOWN_EVENT_RESPONSE = "ErrorResponse";

export function errorReply(
  eventName: string,
  requestId: string,
  messageId: ErrorId,
  hint: string,
  fields?: readonly FieldProblem[],
): ResponseMessage {
  return {
    eventName,
    requestId,
    status: "complete",
    statusCode: errorCatalogue[messageId].status,
    error: {
      messageId,
      hint: hint.slice(0, 2000),
      ...(fields && fields.length > 0 ? { fields: fields.slice(0, 50) } : {}),
    },
  };
}

/** Reads requestId and eventName from a message that failed to decode, so the client can still correlate. */
function salvageIds(value: unknown): { requestId: string; eventName: string } {
  const record = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const requestId = typeof record.requestId === "string" ? record.requestId.slice(0, 64) : "";
  const name = typeof record.eventName === "string" && isEventName(record.eventName) ? record.eventName : undefined;
  return { requestId, eventName: name ? eventCatalogue[name].response : UNKNOWN_EVENT_RESPONSE };
}

/**
 * The same, from text that was refused before it was read (a forbidden key, the rate limit), so even those
 * replies carry the requestId and the client's pending request settles instead of hanging. Plain JSON.parse is
 * safe here: it makes "__proto__" an own key and never touches a prototype, and only two strings are read.
 */
export function salvageIdsFromText(text: string): { requestId: string; eventName: string } {
  try {
    return salvageIds(JSON.parse(text));
  } catch {
    // Not JSON at all: a one-pass scan for the envelope's top-level strings (scan-ids.ts).
    return salvageIds(scanTopLevelIds(text));
  }
}

/**
 * Builds the handler context for one request, once its requestId is known (progress replies carry it) and its event
 * is one the catalogue has (the connection's log and metrics name it).
 */
export type ContextFactory = (requestId: string, responseName: string, eventName: EventName) => HandlerContext;

export async function dispatch(text: string, handlers: Handlers, contextFor: ContextFactory): Promise<ResponseMessage> {
  let parsed: unknown;
  try {
    parsed = parseWireJson(text);
  } catch (error) {
    // Every refusal carries the requestId when one can be read, so the client's request settles.
    const ids = salvageIdsFromText(text);
    if (error instanceof ForbiddenKeyError)
      return errorReply(ids.eventName, ids.requestId, "BadRequest", error.message);
    // Valid JSON nested past what the parser's checks can walk (thousands of levels) overflows the stack.
    if (error instanceof RangeError)
      return errorReply(ids.eventName, ids.requestId, "BadRequest", "the message is nested too deeply");
    return errorReply(ids.eventName, ids.requestId, "BadRequest", "the message is not valid JSON");
  }
  const envelope = RequestMessage.decode(parsed);
  if (envelope._tag === "Left") {
    const ids = salvageIds(parsed);
    return errorReply(ids.eventName, ids.requestId, "BadRequest", formatDecodeErrors(envelope.left, "message"));
  }
  const { eventName, requestId, payload } = envelope.right;
  if (!isEventName(eventName)) {
    return errorReply(UNKNOWN_EVENT_RESPONSE, requestId, "UnknownEvent", `no event is named "${eventName}"`);
  }
  const spec = eventCatalogue[eventName];
  const context = contextFor(requestId, spec.response, eventName);
  try {
    // Who may send the event is checked before its payload is read: a session refused the event learns nothing of
    // its request format from a validation hint (docs/design/commands.md "How a request is handled").
    authorize(spec.access, context.session);
    refuseInReadOnlyView(spec, context.session);
    const decoded = spec.request.decode(payload);
    if (decoded._tag === "Left") {
      // Each failing field travels by its path too, so the form shows the message under that field.
      return errorReply(
        spec.response,
        requestId,
        "BadRequest",
        formatDecodeErrors(decoded.left),
        fieldProblems(decoded.left),
      );
    }
    // Declared links (schema x-references) are checked here, once, for every event: no handler can forget one.
    const linker = { companyId: context.session?.companyId ?? null, session: context.session, files: context.files };
    await checkEventReferences(context.db, linker, eventName, decoded.right);
    const handler = handlers[eventName] as (payload: unknown, context: HandlerContext) => Promise<unknown>;
    const responseCodec: t.Mixed = spec.responsePayload;
    const run = async (runContext: HandlerContext): Promise<unknown> => {
      const result = await handler.call(handlers, decoded.right, runContext);
      if (!responseCodec.is(result)) {
        // A handler returned something its schema does not allow: a server bug, never the client's fault.
        const check = responseCodec.decode(result);
        throw new Error(
          `${eventName} returned a payload outside its schema: ${check._tag === "Left" ? formatDecodeErrors(check.left) : ""}`,
        );
      }
      return responseCodec.encode(result);
    };
    // A command (schema "command": true) stamped {clientId, seq} is applied once; a resend gets the recorded reply.
    const stamp = envelope.right.command;
    const reply =
      stamp && (spec as { command?: true }).command
        ? await runCommand(context, eventName, stamp, run)
        : await run(context);
    return { eventName: spec.response, requestId, status: "complete", statusCode: STATUS_OK, payload: reply };
  } catch (error) {
    if (error instanceof EventError) {
      if (!(spec.errors as readonly string[]).includes(error.messageId) && !DISPATCHER_ERRORS.has(error.messageId)) {
        context.log.warn(
          { eventName, messageId: error.messageId },
          "handler failed with an error its schema does not declare",
        );
      }
      return errorReply(spec.response, requestId, error.messageId, error.hint, error.fields);
    }
    const reference = randomUUID();
    context.log.error({ err: error, eventName: eventName as EventName, reference }, "handler crashed");
    return errorReply(spec.response, requestId, "InternalError", `Reference ${reference}.`);
  }
}

/** Errors any event may return, raised by the dispatcher itself rather than declared per event. */
const DISPATCHER_ERRORS: ReadonlySet<string> = new Set([
  "BadRequest",
  "UnknownEvent",
  "NotSignedIn",
  "UnauthorizedException",
  "FeatureDisabled",
  "RateLimited",
  "InternalError",
  "NotFound",
  "ReferenceNotFound",
  "ReadOnlyView",
]);
