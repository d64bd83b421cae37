import { TransformContext } from "../context";
import type { AccessSpec, SchemaSet } from "../model";
import { transformRef } from "../transforms/ref";
import { referencesOf } from "../transforms/references";
import { BANNER } from "./banner";

function accessLiteral(access: AccessSpec, where: string): string {
  if (access === "public") return `{ kind: "public" }`;
  if (access === "signedIn") return `{ kind: "signedIn" }`;
  if (typeof access !== "object" || access === null)
    throw new Error(`${where}: access must be "public", "signedIn" or {roles, features}`);
  const roles = access.roles ?? [];
  const features = access.features ?? [];
  return `{ kind: "company", roles: ${JSON.stringify(roles)}, features: ${JSON.stringify(features)} }`;
}

/** A notification's readers, resolved: a `list` becomes that event's roles (model.ts NotificationAudience). */
function audienceLiteral(audience: unknown, schemas: SchemaSet, where: string): string {
  if (audience === "company" || audience === "watchers") return `{ kind: ${JSON.stringify(audience)} }`;
  if (typeof audience === "object" && audience !== null && "roles" in audience) {
    const roles = (audience as { roles: unknown }).roles;
    if (!Array.isArray(roles) || roles.length === 0) throw new Error(`${where}: roles must name at least one role`);
    return `{ kind: "roles", roles: ${JSON.stringify(roles)} }`;
  }
  if (typeof audience === "object" && audience !== null && "list" in audience) {
    const list = (audience as { list: string }).list;
    const event = schemas.domains.map((domain) => domain.events[list]).find((found) => found !== undefined);
    if (!event) throw new Error(`${where}: list names no event (${list})`);
    const roles = typeof event.access === "object" ? (event.access.roles ?? []) : [];
    return roles.length > 0 ? `{ kind: "roles", roles: ${JSON.stringify(roles)} }` : `{ kind: "company" }`;
  }
  throw new Error(`${where}: audience is "company", "watchers", {"list": event} or {"roles": [...]} (who may hear it)`);
}

/** `command: true` marks a write applied exactly once (src/server/ws/commands.ts); other events get no line. */
function commandLine(command: unknown, where: string): string[] {
  if (command === undefined || command === false) return [];
  if (command !== true) throw new Error(`${where}: command must be true or false`);
  return [`    command: true,`];
}

/** `effect: "read" | "session"` (model.ts EventSpec.effect); an event that may change data gets no line. */
function effectLine(effect: unknown, where: string): string[] {
  if (effect === undefined) return [];
  if (effect !== "read" && effect !== "session") throw new Error(`${where}: effect must be "read" or "session"`);
  return [`    effect: ${JSON.stringify(effect)},`];
}

/**
 * The event table: for every event its request codec, response name and codec, declared errors, access and the
 * links its request carries (x-references).
 * The dispatcher, the client and the bad-input test all read this one table.
 */
export function emitEventsFile(schemas: SchemaSet): string {
  const ctx = new TransformContext(schemas, "events", "schema");
  const rows: string[] = [];
  const requestTypes: string[] = [];
  const responseTypes: string[] = [];
  const responseNames: string[] = [];
  const allEvents = schemas.domains.flatMap((d) =>
    Object.entries(d.events).map(([name, spec]) => ({ domain: d.name, name, spec })),
  );
  const seen = new Set<string>();
  const targets = new Set<string>();
  for (const { domain, name, spec } of allEvents) {
    const where = `schema/${domain}.json#/events/${name}`;
    if (seen.has(name)) throw new Error(`${where}: event name is used twice`);
    seen.add(name);
    const local = new TransformContext(schemas, domain, where);
    if (!spec.request?.$ref || !spec.responsePayload?.$ref)
      throw new Error(`${where}: request and responsePayload must be $refs to definitions`);
    for (const id of spec.errors)
      if (!schemas.errors[id]) throw new Error(`${where}: error "${id}" is not in schema/errors.json`);
    if (!/Response$|Notification$/.test(spec.response))
      throw new Error(`${where}: response name must end in Response or Notification`);
    const request = transformRef(spec.request, local);
    const response = transformRef(spec.responsePayload, local);
    for (const target of [local.parseRef(spec.request.$ref), local.parseRef(spec.responsePayload.$ref)])
      ctx.use(target);
    const references = referencesOf(spec.request, local.at("request"));
    for (const site of references) targets.add(site.target);
    const referenceRows = references.map(
      (site) =>
        `{ path: ${JSON.stringify(site.path)}, target: ${JSON.stringify(site.target)}${
          site.purpose === undefined ? "" : `, purpose: ${JSON.stringify(site.purpose)}`
        } }`,
    );
    rows.push(
      `  ${name}: {`,
      `    request: ${request.codec},`,
      `    response: ${JSON.stringify(spec.response)},`,
      `    responsePayload: ${response.codec},`,
      `    errors: ${JSON.stringify(spec.errors)},`,
      `    access: ${accessLiteral(spec.access, where)},`,
      `    references: [${referenceRows.join(", ")}],`,
      ...commandLine(spec.command, where),
      ...effectLine(spec.effect, where),
      `  },`,
    );
    requestTypes.push(`  ${name}: ${request.type};`);
    responseTypes.push(`  ${name}: ${response.type};`);
    responseNames.push(`  ${name}: ${JSON.stringify(spec.response)};`);
  }
  const notificationRows: string[] = [];
  const notificationTypes: string[] = [];
  for (const domain of schemas.domains) {
    for (const [name, spec] of Object.entries(domain.notifications ?? {})) {
      const where = `schema/${domain.name}.json#/notifications/${name}`;
      if (seen.has(name)) throw new Error(`${where}: name is used twice`);
      seen.add(name);
      if (!name.endsWith("Notification")) throw new Error(`${where}: notification names must end in Notification`);
      if (!spec.payload?.$ref) throw new Error(`${where}: payload must be a $ref to a definition`);
      const local = new TransformContext(schemas, domain.name, where);
      const payload = transformRef(spec.payload, local);
      ctx.use(local.parseRef(spec.payload.$ref));
      const audience = audienceLiteral(spec.audience, schemas, `${where}/audience`);
      if (spec.listRows !== undefined && spec.listRows !== false)
        throw new Error(`${where}/listRows: listRows is false or left out`);
      const listRows = spec.listRows === false ? ", listRows: false" : "";
      notificationRows.push(`  ${name}: { payload: ${payload.codec}, audience: ${audience}${listRows} },`);
      notificationTypes.push(`  ${name}: ${payload.type};`);
    }
  }
  const imports = [...ctx.imports]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([domain, names]) => `import { ${[...names].sort().join(", ")} } from "./${domain}";`);
  return [
    BANNER,
    `import type * as t from "io-ts";`,
    `import type { ErrorId } from "./errors";`,
    ...imports,
    "",
    "export type EventAccess =",
    `  | { readonly kind: "public" }`,
    `  | { readonly kind: "signedIn" }`,
    `  | { readonly kind: "company"; readonly roles: readonly string[]; readonly features: readonly string[] };`,
    "",
    "/** The kinds of record request payloads link to (schema `x-references`); the server checks each kind. */",
    `export type ReferenceTarget = ${
      targets.size
        ? [...targets]
            .sort()
            .map((t) => JSON.stringify(t))
            .join(" | ")
        : "never"
    };`,
    "",
    '/** A link in a request payload: the property\'s path ("*" = every item of a list or map) and what it names. */',
    "export interface ReferenceSite {",
    "  readonly path: readonly string[];",
    "  readonly target: ReferenceTarget;",
    "  /** On a link to files: what the file is to the record (schema `x-file-purpose`). */",
    "  readonly purpose?: string;",
    "}",
    "",
    "export interface EventSpec {",
    "  readonly request: t.Mixed;",
    "  readonly response: string;",
    "  readonly responsePayload: t.Mixed;",
    "  readonly errors: readonly ErrorId[];",
    "  readonly access: EventAccess;",
    "  readonly references: readonly ReferenceSite[];",
    "  /** A write applied exactly once: stamped with a client id and a sequence number (docs/design/commands.md). */",
    "  readonly command?: true;",
    "  /**",
    '   * "read": changes nothing; "session": acts only on the caller\'s own sign-in session. Absent: may change data.',
    "   * Only these run while a platform administrator views a company read-only (src/server/ws/authorize.ts).",
    "   */",
    '  readonly effect?: "read" | "session";',
    "}",
    "",
    "export const eventCatalogue = {",
    ...rows,
    "} as const satisfies Record<string, EventSpec>;",
    "",
    "export type EventName = keyof typeof eventCatalogue;",
    "",
    "export const eventNames = Object.keys(eventCatalogue) as EventName[];",
    "",
    "export function isEventName(name: string): name is EventName {",
    "  return Object.prototype.hasOwnProperty.call(eventCatalogue, name);",
    "}",
    "",
    "/** The request payload of each event. */",
    "export interface EventRequests {",
    ...requestTypes,
    "}",
    "",
    "/** The payload of each event's complete, successful response. */",
    "export interface EventResponses {",
    ...responseTypes,
    "}",
    "",
    "/** The response name of each event. */",
    "export interface EventResponseNames {",
    ...responseNames,
    "}",
    "",
    "/** Who hears a notification among the company's signed-in sockets (schema `audience`, a list's resolved). */",
    "export type NotificationAudience =",
    `  | { readonly kind: "company" }`,
    `  | { readonly kind: "watchers" }`,
    `  | { readonly kind: "roles"; readonly roles: readonly string[] };`,
    "",
    "/** Server-pushed notifications: their payload codecs, who hears them, and whether list caches hold their rows. */",
    "export const notificationCatalogue = {",
    ...notificationRows,
    "} as const satisfies Record<string, { readonly payload: t.Mixed; readonly audience: NotificationAudience; readonly listRows?: false }>;",
    "",
    "export type NotificationName = keyof typeof notificationCatalogue;",
    "",
    "export function isNotificationName(name: string): name is NotificationName {",
    "  return Object.prototype.hasOwnProperty.call(notificationCatalogue, name);",
    "}",
    "",
    "/** The payload of each notification. */",
    "export interface NotificationPayloads {",
    ...notificationTypes,
    "}",
    "",
    "/** The error ids each event may answer with. */",
    'export type EventErrors<E extends EventName> = (typeof eventCatalogue)[E]["errors"][number];',
    "",
  ].join("\n");
}
