import type { SchemaSet } from "../model";
import { BANNER, docText } from "./banner";

/** The server's handler interface: a handler per event, so a missing one is a type error. */
export function emitServerFile(schemas: SchemaSet): string {
  const members = schemas.domains.flatMap((d) =>
    Object.entries(d.events).map(([name, spec]) => {
      const doc = spec.description
        ? `  /** ${docText(spec.description)} May fail with: ${spec.errors.join(", ") || "nothing but the dispatcher's errors"}. */\n`
        : "";
      return `${doc}  ${name}(payload: EventRequests[${JSON.stringify(name)}], context: Context): Promise<EventResponses[${JSON.stringify(name)}]>;`;
    }),
  );
  return [
    BANNER,
    `import type { EventRequests, EventResponses } from "./events";`,
    "",
    "export interface EventHandlers<Context> {",
    ...members,
    "}",
    "",
  ].join("\n");
}
