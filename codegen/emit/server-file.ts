import type { SchemaSet } from "../model";
import { BANNER, docText } from "./banner";

/**
 * The server's handler interface: a handler per event, so a missing one is a type error. Each handler's context is
 * the one its declared access guarantees (the dispatcher authorizes before it runs): anyone's for "public", a signed-in
 * session's for "signedIn", a chosen company's for role- and feature-gated events.
 */
export function emitServerFile(schemas: SchemaSet): string {
  const members = schemas.domains.flatMap((d) =>
    Object.entries(d.events).map(([name, spec]) => {
      const doc = spec.description
        ? `  /** ${docText(spec.description)} May fail with: ${spec.errors.join(", ") || "nothing but the dispatcher's errors"}. */\n`
        : "";
      const access = spec.access === "public" ? "public" : spec.access === "signedIn" ? "signedIn" : "company";
      return `${doc}  ${name}(payload: EventRequests[${JSON.stringify(name)}], context: Contexts[${JSON.stringify(access)}]): Promise<EventResponses[${JSON.stringify(name)}]>;`;
    }),
  );
  return [
    BANNER,
    `import type { EventRequests, EventResponses } from "./events";`,
    "",
    "/** The context a handler gets, by the access its event declares. */",
    "export interface HandlerContexts {",
    "  public: unknown;",
    "  signedIn: unknown;",
    "  company: unknown;",
    "}",
    "",
    "export interface EventHandlers<Contexts extends HandlerContexts> {",
    ...members,
    "}",
    "",
  ].join("\n");
}
