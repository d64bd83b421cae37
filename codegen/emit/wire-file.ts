import { TransformContext } from "../context";
import type { SchemaSet } from "../model";
import { transformRef } from "../transforms/ref";
import { BANNER } from "./banner";

/** `wire-<domain>.ts`: the wire name of one domain's per-event module (domains are kebab-free names). */
export const wireModule = (domain: string) => `wire-${domain}`;

function accessLiteral(access: unknown): string {
  if (access === "public") return `{ kind: "public" }`;
  if (access === "signedIn") return `{ kind: "signedIn" }`;
  const { roles = [], features = [] } = access as { roles?: string[]; features?: string[] };
  return `{ kind: "company", roles: ${JSON.stringify(roles)}, features: ${JSON.stringify(features)} }`;
}

/**
 * The client's view of the event table, without a codec in it (the start-up JavaScript must not grow with every
 * domain: docs/design/cold-loads.md "Codecs per domain"): for each event its domain, access, command flag and read
 * effect, for each notification its domain, and a loader per domain of the module with that domain's codecs
 * (`wire-<domain>.ts`). The connection loads a domain's codecs with its first request; the server keeps using
 * `eventCatalogue` (events.ts).
 */
export function emitWireFile(schemas: SchemaSet): string {
  const domains = schemas.domains
    .filter((d) => Object.keys(d.events).length > 0 || Object.keys(d.notifications ?? {}).length > 0)
    .map((d) => d.name);
  const eventRows = schemas.domains.flatMap((d) =>
    Object.entries(d.events).map(
      ([name, spec]) =>
        `  ${name}: { domain: ${JSON.stringify(d.name)}, access: ${accessLiteral(spec.access)}${spec.command === true ? ", command: true" : ""}${spec.effect === "read" ? ', effect: "read"' : ""} },`,
    ),
  );
  const notificationRows = schemas.domains.flatMap((d) =>
    Object.keys(d.notifications ?? {}).map((name) => `  ${name}: ${JSON.stringify(d.name)},`),
  );
  return [
    BANNER,
    `import type * as t from "io-ts";`,
    `import type { EventAccess, EventName, NotificationName } from "./events";`,
    "",
    `export type WireDomain = ${domains.length ? domains.map((d) => JSON.stringify(d)).join(" | ") : "never"};`,
    "",
    "/** One domain's codecs: each event's request and response payload, each notification's payload. */",
    "export interface WireCodecs {",
    "  readonly events: { readonly [E in EventName]?: { readonly request: t.Mixed; readonly responsePayload: t.Mixed } };",
    "  readonly notifications: { readonly [N in NotificationName]?: t.Mixed };",
    "}",
    "",
    "export interface EventWire {",
    "  readonly domain: WireDomain;",
    "  readonly access: EventAccess;",
    "  /** A write applied exactly once: stamped with a client id and a sequence number (docs/design/commands.md). */",
    "  readonly command?: true;",
    "  /** Changes nothing (schema `effect`): the boot script may send it ahead of the app (src/client/boot/). */",
    '  readonly effect?: "read";',
    "}",
    "",
    "export const eventWire = {",
    ...eventRows,
    "} as const satisfies Record<EventName, EventWire>;",
    "",
    "export const notificationWire = {",
    ...notificationRows,
    "} as const satisfies Record<NotificationName, WireDomain>;",
    "",
    "export function isWireNotification(name: string): name is NotificationName {",
    "  return Object.prototype.hasOwnProperty.call(notificationWire, name);",
    "}",
    "",
    "/** Each domain's codecs, loaded on first use. */",
    "export const wireCodecs: Record<WireDomain, () => Promise<WireCodecs>> = {",
    ...domains.map((d) => `  ${JSON.stringify(d)}: () => import("./${wireModule(d)}"),`),
    "};",
    "",
  ].join("\n");
}

/** `wire-<domain>.ts`: the codecs of one domain's events and notifications (a `WireCodecs`). */
export function emitWireDomainFile(schemas: SchemaSet, domainName: string): string {
  const domain = schemas.domains.find((d) => d.name === domainName)!;
  const ctx = new TransformContext(schemas, wireModule(domainName), `schema/${domainName}.json`);
  const events: string[] = [];
  for (const [name, spec] of Object.entries(domain.events)) {
    const local = new TransformContext(schemas, domainName, `schema/${domainName}.json#/events/${name}`);
    const request = transformRef(spec.request, local);
    const response = transformRef(spec.responsePayload, local);
    // events-file.ts has already refused an event whose request or response is not a $ref.
    for (const target of [local.parseRef(spec.request.$ref!), local.parseRef(spec.responsePayload.$ref!)])
      ctx.use(target);
    events.push(`  ${name}: { request: ${request.codec}, responsePayload: ${response.codec} },`);
  }
  const notifications: string[] = [];
  for (const [name, spec] of Object.entries(domain.notifications ?? {})) {
    const local = new TransformContext(schemas, domainName, `schema/${domainName}.json#/notifications/${name}`);
    const payload = transformRef(spec.payload, local);
    ctx.use(local.parseRef(spec.payload.$ref!));
    notifications.push(`  ${name}: ${payload.codec},`);
  }
  const imports = [...ctx.imports]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([from, names]) => `import { ${[...names].sort().join(", ")} } from "./${from}";`);
  return [
    BANNER,
    ...imports,
    "",
    `export const events = {`,
    ...events,
    "};",
    "",
    `export const notifications = {`,
    ...notifications,
    "};",
    "",
  ].join("\n");
}
