import type { SchemaSet } from "../model";
import { BANNER, docText, methodName } from "./banner";

/**
 * Typed request functions for the client: one method per event, each returning an Observable of replies. The
 * methods are typed one by one (`Api`) but made at run time from the event table the client loads anyway (wire.ts),
 * each named from its event as `methodName` names it here: the start-up code does not grow with every event
 * (docs/design/cold-loads.md "Size budgets").
 */
export function emitClientFile(schemas: SchemaSet): string {
  const events = schemas.domains.flatMap((d) => Object.entries(d.events));
  const taken = new Map<string, string>();
  for (const [name] of events) {
    const method = methodName(name);
    if (taken.has(method))
      throw new Error(`events ${taken.get(method)} and ${name} would both be the client's method ${method}`);
    taken.set(method, name);
  }
  const methods = events.map(([name, spec]) => {
    const doc = spec.description ? `  /** ${docText(spec.description)} */\n` : "";
    const event = JSON.stringify(name);
    return `${doc}  ${methodName(name)}(payload: EventRequests[${event}]): Observable<Reply<EventResponses[${event}]>>;`;
  });
  return [
    BANNER,
    `import type { Observable } from "rxjs";`,
    `import type { EventName, EventRequests, EventResponses } from "./events";`,
    `import { eventWire } from "./wire";`,
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
    "/** One method per event, named by `methodName`. */",
    "export interface Api {",
    ...methods,
    "}",
    "",
    '/** An event\'s method: its name without "RequestEvent" (or "Event"), first letter lowered (VehicleListRequestEvent → vehicleList). */',
    "export function methodName(eventName: string): string {",
    `  const base = eventName.replace(/RequestEvent$/, "").replace(/Event$/, "");`,
    "  return base.charAt(0).toLowerCase() + base.slice(1);",
    "}",
    "",
    "export function createApi(requester: Requester): Api {",
    "  const api: Record<string, (payload: never) => unknown> = {};",
    "  for (const eventName of Object.keys(eventWire) as EventName[]) api[methodName(eventName)] = (payload: never) => requester.request(eventName, payload);",
    "  return api as unknown as Api;",
    "}",
    "",
  ].join("\n");
}
