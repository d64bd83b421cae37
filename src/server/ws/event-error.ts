import type { ErrorId } from "../../shared/generated/errors";

/** How a handler fails: a catalogued id and a hint for people. The dispatcher turns it into the wire error. */
export class EventError extends Error {
  constructor(
    readonly messageId: ErrorId,
    readonly hint: string,
  ) {
    super(`${messageId}: ${hint}`);
    this.name = "EventError";
  }
}
