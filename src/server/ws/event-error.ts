import type { FieldProblem } from "../../shared/generated/common";
import type { ErrorId } from "../../shared/generated/errors";

/** How a handler fails: a catalogued id and a hint for people. The dispatcher turns it into the wire error. */
export class EventError extends Error {
  constructor(
    readonly messageId: ErrorId,
    readonly hint: string,
    /** The fields the failure is about (Error.fields), so a form shows each message under its field. */
    readonly fields?: readonly FieldProblem[],
  ) {
    super(`${messageId}: ${hint}`);
    this.name = "EventError";
  }
}
