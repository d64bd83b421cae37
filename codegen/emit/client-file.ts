import type { SchemaSet } from "../model";
import { BANNER, docText, methodName } from "./banner";

/** Typed request functions for the client: one method per event, each returning an Observable of replies. */
export function emitClientFile(schemas: SchemaSet): string {
  const methods = schemas.domains.flatMap((d) =>
    Object.entries(d.events).map(([name, spec]) => {
      const doc = spec.description ? `    /** ${docText(spec.description)} */\n` : "";
      return `${doc}    ${methodName(name)}: (payload: EventRequests[${JSON.stringify(name)}]) => requester.request(${JSON.stringify(name)}, payload),`;
    }),
  );
  return [
    BANNER,
    `import type { Observable } from "rxjs";`,
    `import type { EventName, EventRequests, EventResponses } from "./events";`,
    "",
    "/** A reply as the client sees it: progress while the server works, then the decoded payload. */",
    "export type Reply<P> =",
    `  | { readonly status: "intermediate"; readonly progressMessage: string }`,
    `  | { readonly status: "complete"; readonly payload: P };`,
    "",
    "/** What the generated API needs: the connection's request function. */",
    "export interface Requester {",
    "  request<E extends EventName>(eventName: E, payload: EventRequests[E]): Observable<Reply<EventResponses[E]>>;",
    "}",
    "",
    "export function createApi(requester: Requester) {",
    "  return {",
    ...methods,
    "  };",
    "}",
    "",
    "export type Api = ReturnType<typeof createApi>;",
    "",
  ].join("\n");
}
