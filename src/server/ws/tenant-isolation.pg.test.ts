// Tenant isolation, enumerated: every event in the schema × every role (owner, manager, mechanic, driver,
// administrator, signed out) × every id of another company (and an id that does not exist), substituted into each
// id field of a valid payload one at a time. Each reply must be a catalogued refusal or an answer with nothing of
// the other company in it, no reply may be a 500, and the other company's rows must be byte-identical afterwards.
// Payloads come from the schema (a sample per event, its id fields found through $refs to Id and x-references), so
// a later event is covered by adding it to schema/. Prints attempts / leaks per database.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { JsonSchema } from "../../../codegen/model";
import type { SignedInSession } from "../../shared/generated/accounts";
import { errorCatalogue, isErrorId } from "../../shared/generated/errors";
import {
  eventCatalogue,
  eventNames,
  type EventAccess,
  type EventName,
  type EventSpec,
} from "../../shared/generated/events";
import type { ResponseMessage } from "../../shared/protocol/messages";
import { DEFAULT_LIMITS } from "../config";
import { requestSchema, resolveRef, schemaSet, validRequest, type Located } from "../testing/event-schemas";
import { OTHER_COMPANY_MARKER, createOtherCompany, dumpCompany, type OtherCompany } from "../testing/other-company";
import { testDatabases } from "../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../testing/test-server";
import { openTestSocket } from "../testing/ws-client";

type RoleName = "owner" | "manager" | "mechanic" | "driver" | "administrator" | "signedOut";
const ROLES: readonly { role: RoleName; email?: string }[] = [
  { role: "owner", email: "owner@mapleleaf.localhost" },
  { role: "manager", email: "manager@mapleleaf.localhost" },
  { role: "mechanic", email: "mechanic@mapleleaf.localhost" },
  // Drivers use the driver app; the portal refuses their sign-in (docs/accounts.md "Who may do what"), so they sign in
  // as the driver app (app: "drive").
  { role: "driver", email: "driver1@mapleleaf.localhost" },
  { role: "administrator", email: "admin@fleetportal.localhost" },
  { role: "signedOut" },
];
const NO_SUCH_ID = "#30:987654321";
/** Events whose random sample is almost never accepted by the rules behind the codec get a plain example. */
const EXAMPLES: Partial<Record<EventName, unknown>> = {
  VehicleSaveRequestEvent: { vehicle: { name: "Isolation probe", categoryId: "#23:5", brakingType: "abs" } },
};
/**
 * The operator's cross-company reads (schema: the AllCompanies… events) answer an administrator with every company's
 * records by design; every other role must still be refused them (expectedRefusal), and they write nothing.
 */
const CROSS_COMPANY_READS: ReadonlySet<string> = new Set([
  ...eventNames.filter((name) => name.startsWith("AllCompanies")),
  "PlatformCompanySearchRequestEvent",
  ...operatorEvents("read"),
]);
/** Their replies, which the received-messages scan below likewise lets carry the other company for an administrator. */
const CROSS_COMPANY_RESPONSES: ReadonlySet<string> = new Set(
  [...CROSS_COMPANY_READS].map((name) => eventCatalogue[name as EventName].response),
);
/**
 * The operator opening another company read-only (schema/operator.json's Platform… events; audited, and every write refused while it
 * lasts: features/operator/view-as.pg.test.ts) is cross-company by design, and it turns the session into the view
 * the later probes would then read through. The administrator skips it here; every other role is still refused it.
 */
const OPENS_ANOTHER_COMPANY: ReadonlySet<string> = new Set(["PlatformViewAsStartRequestEvent"]);
/**
 * The operator's company management (schema/operator.json's Admin… events) names any company by its id: its reads answer an
 * administrator across companies, and its writes would change the other company by design, so the administrator
 * does not send those here (features/operator/admin.pg.test.ts covers them, audit entries included). Every other role
 * still sends all of them and must be refused.
 */
function operatorEvents(effect: "read" | "write"): EventName[] {
  return eventNames.filter(
    (name) =>
      requestSchema(name).domain === "operator" &&
      name.startsWith("Admin") &&
      ((eventCatalogue[name] as EventSpec).effect === "read") === (effect === "read"),
  );
}
const OPERATOR_WRITES: ReadonlySet<string> = new Set(operatorEvents("write"));
/** Signing out ends the session the later events need: it goes last. */
const ORDERED_EVENTS = [
  ...eventNames.filter((e) => e !== "UserSignOutRequestEvent"),
  "UserSignOutRequestEvent" as const,
];

interface IdSite {
  path: string[];
  target: string | undefined;
  required: boolean;
}

const commonId = schemaSet.domains.find((d) => d.name === "common")!.definitions.Id!;

/** The id fields of a request: properties that are a $ref to Id or declare x-references, at any object depth. */
function idSites(at: Located, path: string[] = []): IdSite[] {
  const { schema, domain } = at;
  if (schema.$ref) return idSites(resolveRef(schema.$ref, domain), path);
  const parts = (schema.allOf ?? []).flatMap((part) => idSites({ schema: part, domain }, path));
  const required = new Set(schema.required ?? []);
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const isId = (s: JsonSchema): boolean =>
      s["x-references"] !== undefined || (s.$ref !== undefined && resolveRef(s.$ref, domain).schema === commonId);
    if (isId(property))
      parts.push({ path: [...path, key], target: property["x-references"], required: required.has(key) });
    else parts.push(...idSites({ schema: property, domain }, [...path, key]));
  }
  return parts;
}

function setAt(payload: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(payload) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== "object" || node[key] === null) return undefined; // the parent is absent in this sample
    node = node[key] as Record<string, unknown>;
  }
  if (value === undefined) delete node[path.at(-1)!];
  else node[path.at(-1)!] = value;
  return copy;
}

/** What access declares for a role that cannot call the event, or undefined when access lets it through. */
function expectedRefusal(
  access: EventAccess,
  role: RoleName,
  signedIn: boolean,
  roles: readonly string[],
): string | undefined {
  if (access.kind === "public") return undefined;
  if (!signedIn) return "NotSignedIn";
  if (access.kind === "company" && access.roles.length > 0 && !access.roles.some((r) => roles.includes(r)))
    return "UnauthorizedException";
  return role === "signedOut" ? "NotSignedIn" : undefined;
}

describe.each(testDatabases())("tenant isolation on $name", (database) => {
  let server: TestServer;
  let other: OtherCompany;
  let before: string;
  const own = { files: "", vehicleSchedules: "", vehicleCategories: "#23:5" } as Record<string, string>;
  const tally = { attempts: 0, leaks: [] as string[], crashes: [] as string[] };

  beforeAll(async () => {
    server = await startTestServer(database, {
      limits: { ...DEFAULT_LIMITS, messagesPerSecond: 1e9, messageBurst: 1e9 },
    });
    const db = server.database.db;
    other = await createOtherCompany(db, "victim");
    // The attackers' own records, so a payload's other links are valid and only the substituted one is foreign.
    const demo = await db
      .selectFrom("companies")
      .select("id")
      .where("website", "=", "mapleleaf.localhost")
      .executeTakeFirstOrThrow();
    own.vehicleSchedules = (
      await db
        .selectFrom("vehicle_schedules")
        .select("id")
        .where("company_id", "=", demo.id)
        .orderBy("id")
        .executeTakeFirstOrThrow()
    ).id;
    own.vehicles = (
      await db
        .selectFrom("vehicles")
        .select("id")
        .where("company_id", "=", demo.id)
        .where("deleted", "=", false)
        .orderBy("id")
        .executeTakeFirstOrThrow()
    ).id;
    own.files = (
      await db
        .insertInto("files")
        .values({
          company_id: demo.id,
          content_type: "image/png",
          name: "own.png",
          bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
          size: 4,
          created_by: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    before = await dumpCompany(db, other);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  /** Whether a reply carries anything of the other company that the request did not send. */
  function leakIn(reply: ResponseMessage, sentText: string): string | undefined {
    const text = JSON.stringify(reply);
    if (text.toLowerCase().includes(OTHER_COMPANY_MARKER.toLowerCase())) return "the other company's text";
    const shown = other.allIds.filter(
      (id) => text.includes(JSON.stringify(id).slice(0, -1)) && new RegExp(`${id}(?!\\d)`).test(text),
    );
    // A refusal may name the id it refuses; an answer may name nothing of the other company at all.
    const leaked = reply.statusCode === 200 ? shown : shown.filter((id) => !new RegExp(`${id}(?!\\d)`).test(sentText));
    return leaked.length > 0 ? `the other company's ids ${leaked.join(", ")}` : undefined;
  }

  test.each(ROLES)(
    "$role: every event × every id of the other company",
    async ({ role, email }) => {
      let socket = await openTestSocket(server.wsUrl);
      let token: string | undefined;
      let roles: readonly string[] = [];
      const app: Record<string, "drive"> = role === "driver" ? { app: "drive" } : {};
      if (email) {
        const reply = await socket.request("UserSignInRequestEvent", { email, password: TEST_PASSWORD, ...app });
        if (reply.statusCode === 200) {
          const session = reply.payload as SignedInSession;
          token = session.token;
          roles = session.employee?.roles ?? [];
        } else {
          expect(role).toBe("driver");
          expect(reply.error?.messageId).toBe("UnauthorizedException");
        }
      }
      const credentials: Record<string, string> = {
        ...(email ? { email, password: TEST_PASSWORD, ...app } : {}),
        ...(token ? { token } : {}),
      };
      let attempts = 0;
      for (const eventName of ORDERED_EVENTS) {
        if (role === "administrator" && (OPENS_ANOTHER_COMPANY.has(eventName) || OPERATOR_WRITES.has(eventName)))
          continue;
        const at = requestSchema(eventName);
        const sites = idSites(at);
        let base = EXAMPLES[eventName] ?? fc.sample(validRequest(eventName), { seed: 4242, numRuns: 1 })[0];
        // The acting user's own credentials where the payload asks for them (sign-in, resume), so the probe is about
        // the other company's ids rather than a wrong password.
        const top = new Set(
          Object.keys((at.schema.$ref ? resolveRef(at.schema.$ref, at.domain).schema : at.schema).properties ?? {}),
        );
        for (const [key, value] of Object.entries(credentials)) if (top.has(key)) base = setAt(base, [key], value);
        // Links point at the attacker's own records; other optional ids are left out (a save adds, a sign-in picks
        // the default company), so the one substituted id is the only foreign thing in each message.
        for (const site of sites) {
          const value = site.target ? own[site.target] : site.required ? undefined : null;
          if (value === null) base = setAt(base, site.path, undefined) ?? base;
          else if (value !== undefined) base = setAt(base, site.path, value) ?? base;
        }
        const payloads =
          sites.length === 0
            ? [base]
            : sites.flatMap((site) =>
                [...other.allIds, NO_SUCH_ID].map((id) => setAt(base, site.path, id)).filter((p) => p !== undefined),
              );
        const access = eventCatalogue[eventName].access;
        for (const payload of payloads) {
          const text = JSON.stringify(payload);
          const reply = await socket.request(eventName, payload as never);
          attempts += 1;
          const label = `${role} ${eventName} ${text.slice(0, 200)} → ${reply.statusCode} ${reply.error?.messageId ?? ""}`;
          if (reply.statusCode >= 500) tally.crashes.push(label);
          const catalogued =
            reply.statusCode === 200 ||
            (reply.error !== undefined &&
              isErrorId(reply.error.messageId) &&
              errorCatalogue[reply.error.messageId].status === reply.statusCode);
          const leak = role === "administrator" && CROSS_COMPANY_READS.has(eventName) ? undefined : leakIn(reply, text);
          if (!catalogued || leak) tally.leaks.push(`${label}${leak ? `: ${leak}` : ": not a catalogued reply"}`);
          const refusal = expectedRefusal(access, role, token !== undefined, roles);
          if (refusal && reply.error?.messageId !== refusal) tally.leaks.push(`${label}: access declares ${refusal}`);
        }
        // A refused sign-in or resume may leave the socket signed out; the session token puts it back as it was.
        if (token && eventName !== "UserSignOutRequestEvent") {
          const resumed = await socket.request("UserSessionResumeRequestEvent", { token, ...app });
          if (resumed.statusCode !== 200) {
            socket.close();
            socket = await openTestSocket(server.wsUrl);
            expect((await socket.request("UserSessionResumeRequestEvent", { token, ...app })).statusCode).toBe(200);
          }
        }
      }
      // Notifications count too: nothing the socket received may carry the other company.
      // The administrator's answers to the cross-company reads name the other company by design (checked above).
      const crossCompanyAnswers = new Set(
        [...CROSS_COMPANY_READS].map((name) => eventCatalogue[name as EventName].response as string),
      );
      for (const message of socket.received) {
        if (role === "administrator" && CROSS_COMPANY_RESPONSES.has(message.eventName)) continue;
        if (role === "administrator" && crossCompanyAnswers.has(message.eventName)) continue;
        if (JSON.stringify(message).toLowerCase().includes(OTHER_COMPANY_MARKER.toLowerCase()))
          tally.leaks.push(`${role}: a pushed ${message.eventName} carried the other company's text`);
      }
      socket.close();
      tally.attempts += attempts;
      expect(attempts).toBeGreaterThan(eventNames.length);
      expect(tally.crashes.slice(0, 5)).toEqual([]);
      expect(tally.leaks.slice(0, 5)).toEqual([]);
    },
    120_000,
  );

  test("the other company's rows are byte-identical afterwards", async () => {
    console.log(
      `tenant isolation on ${database.name}: ${tally.attempts} attempts / ${tally.leaks.length} leaks, ${tally.crashes.length} 500s (${eventNames.length} events × ${ROLES.length} roles × ${other.allIds.length + 1} ids)`,
    );
    expect(await dumpCompany(server.database.db, other)).toBe(before);
    expect(tally.leaks).toEqual([]);
  });
});
