import type { FieldProblem } from "../../shared/generated/common";

/**
 * A failed reply as the client sees it: the catalogued messageId and hint from the server, or one of the
 * client's own ids (ConnectionLost, BadResponse) whose text is the hint.
 */
export class ServerError extends Error {
  constructor(
    readonly messageId: string,
    readonly hint: string,
    readonly statusCode: number,
    /** The fields the error is about (the wire's Error.fields), for forms to show under each field. */
    readonly fields?: readonly FieldProblem[],
  ) {
    super(`${messageId}: ${hint}`);
    this.name = "ServerError";
  }
}

export function toServerError(error: unknown): ServerError {
  if (error instanceof ServerError) return error;
  return new ServerError("ClientError", error instanceof Error ? error.message : String(error), 0);
}
