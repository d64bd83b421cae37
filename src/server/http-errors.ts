// Every HTTP error under /api/* (and any other route) answers the catalogue's `{messageId, hint}` with the
// catalogue's status, never fastify's own `{statusCode, error, message}`: the client reads one shape.
import { randomUUID } from "node:crypto";

import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

import { errorCatalogue, type ErrorId } from "../shared/generated/errors";
import { loggableUrl, type Logger } from "./logging";

/** Fastify's own 4xx (body too large, unsupported media type, bad JSON, …) mapped to catalogued ids. */
function idForStatus(status: number): ErrorId {
  if (status === 413) return "FileTooLarge";
  if (status === 415) return "UnsupportedMediaType";
  if (status === 404) return "NotFound";
  if (status === 429) return "RateLimited";
  if (status === 401 || status === 403) return "UnauthorizedException";
  return "BadRequest";
}

const HINTS: Partial<Record<ErrorId, string>> = {
  FileTooLarge: "The request body is larger than this address accepts (uploads: up to 2 MB).",
  UnsupportedMediaType:
    "This address does not accept that content type (images: PNG, JPEG, GIF or WebP; imports: CSV).",
};

export function sendCatalogued(
  reply: FastifyReply,
  messageId: ErrorId,
  hint: string,
  extra: Record<string, unknown> = {},
): FastifyReply {
  return reply
    .code(errorCatalogue[messageId].status)
    .type("application/json; charset=utf-8")
    .send({ messageId, hint: hint.slice(0, 2000), ...extra });
}

export function cataloguedErrorHandler(log: Logger) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      // As on the websocket: a reference the log carries, never a stack trace or an internal message.
      const reference = randomUUID();
      log.error(
        { err: error, reqId: request.id, method: request.method, url: loggableUrl(request.url), reference },
        "HTTP request failed",
      );
      return sendCatalogued(reply, "InternalError", `Reference ${reference}.`);
    }
    const messageId = idForStatus(status);
    return sendCatalogued(reply, messageId, HINTS[messageId] ?? error.message);
  };
}

export function notFoundUnderApi(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendCatalogued(
    reply,
    "NotFound",
    `${request.method} ${request.url.split("?")[0]!.slice(0, 200)} does not exist.`,
  );
}
