// Export of the company's people as CSV (SPEC §7 ExportEmployeesQueryOperation). A websocket message is capped at
// 64 KB, so the event answers a download address instead of the file: GET /api/v1/exports/employees?token=…, where
// the token is signed (HMAC-SHA256 with a key kept in the database, so every server process accepts it) and names the
// company, the user, the filter and an expiry 5 minutes on. The route streams the rows 1,000 at a time through
// csv-stringify, with backpressure, so 10⁵ people never sit whole in memory. UTF-8 with a BOM (Excel reads the
// accents right), ISO dates in the company's time zone.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { once } from "node:events";
import { stringify } from "csv-stringify";
import type { FastifyInstance } from "fastify";
import { sql, type Kysely } from "kysely";
import type { UserListFilter, UserSort } from "../../../shared/generated/users";
import type { Database } from "../../db/tables";
import { sendCatalogued } from "../../http-errors";
import type { Handlers } from "../../ws/dispatch";
import type { Services } from "../../ws/context";
import { CSV_COLUMNS, STATUS_HEADER, formatIsoDate } from "./csv-columns";
import { userListSpec } from "./list-spec";
import { companyOf } from "./people";

export const EXPORT_PATH = "/api/v1/exports/employees";
export const EXPORT_TTL_MS = 5 * 60_000;
const SECRET_NAME = "export-hmac";
const PAGE = 1000;
/** Roles that may export (the same as the event's access in schema/users.json), checked again when the link is used. */
const EXPORTING_ROLES = ["owner", "manager", "administrator"];
const DEFAULT_SORT: UserSort = { column: "name", direction: "asc" };

interface ExportClaims {
  c: string;
  u: string;
  f: UserListFilter;
  s: UserSort;
  e: number;
}

async function secret(db: Kysely<Database>): Promise<string> {
  await db.insertInto("server_secrets").values({ name: SECRET_NAME, value: randomBytes(32).toString("base64url") }).onConflict((oc) => oc.column("name").doNothing()).execute();
  return (await db.selectFrom("server_secrets").select("value").where("name", "=", SECRET_NAME).executeTakeFirstOrThrow()).value;
}

const mac = (key: string, body: string) => createHmac("sha256", key).update(body).digest("base64url");

export async function signExportToken(db: Kysely<Database>, claims: ExportClaims): Promise<string> {
  const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${body}.${mac(await secret(db), body)}`;
}

export async function verifyExportToken(db: Kysely<Database>, token: string, nowMs = Date.now()): Promise<ExportClaims | undefined> {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(mac(await secret(db), body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as ExportClaims;
    return typeof claims.e === "number" && claims.e > nowMs ? claims : undefined;
  } catch {
    return undefined;
  }
}

export const exportHandlers: Pick<Handlers, "ExportEmployeesQueryOperation"> = {
  async ExportEmployeesQueryOperation(payload, context) {
    const companyId = companyOf(context);
    const sort = payload.sort ?? DEFAULT_SORT;
    const count = await context.lists.count(userListSpec(context.db, companyId, payload.filter, sort, Date.now()));
    const expiresAt = Date.now() + EXPORT_TTL_MS;
    const token = await signExportToken(context.db, { c: companyId, u: context.session!.userId, f: payload.filter, s: sort, e: expiresAt });
    const day = new Date().toISOString().slice(0, 10);
    return { url: `${EXPORT_PATH}?token=${token}`, expiresAt, count, fileName: `employees-${day}.csv` };
  },
};

/** The CSV's rows for one company and filter, a page at a time in the list's order (keyset, not OFFSET). */
async function* exportRows(db: Kysely<Database>, claims: ExportClaims, timeZone: string): AsyncGenerator<string[]> {
  const spec = userListSpec(db, claims.c, claims.f, claims.s, Date.now());
  const column = spec.sortColumn;
  const after = spec.direction === "asc" ? ">" : "<";
  let last: { key: unknown; id: string } | undefined;
  for (;;) {
    let query = spec.filtered().select(["id", "user_id", "roles", "employment_id", "compliance_type", "start_date", "end_date", "state", sql.ref(column).as("sort_key")]);
    if (last) query = query.where(sql<boolean>`(${sql.ref(column)}, id) ${sql.raw(after)} (${last.key}, ${last.id})`);
    const page = (await query.orderBy(column, spec.direction).orderBy("id", spec.direction).limit(PAGE).execute()) as {
      id: string; user_id: string; roles: string[]; employment_id: string | null; compliance_type: string; start_date: number | null; end_date: number | null; state: string; sort_key: unknown;
    }[];
    if (page.length === 0) return;
    const users = await db.selectFrom("users").selectAll().where("id", "in", page.map((p) => p.user_id)).execute();
    const byId = new Map(users.map((u) => [u.id, u]));
    for (const employee of page) {
      const u = byId.get(employee.user_id);
      if (!u) continue;
      const values: Record<(typeof CSV_COLUMNS)[number]["key"], string> = {
        first: u.first,
        last: u.last,
        email: u.email,
        phone: u.phone ?? "",
        roles: employee.roles.join("; "),
        employmentId: employee.employment_id ?? "",
        complianceType: employee.compliance_type,
        startDate: formatIsoDate(employee.start_date === null ? null : Number(employee.start_date), timeZone),
        endDate: formatIsoDate(employee.end_date === null ? null : Number(employee.end_date), timeZone),
        licenseClass: u.license_class ?? "",
        licenseExpiry: formatIsoDate(u.license_expiry === null ? null : Number(u.license_expiry), timeZone),
        street: u.street ?? "",
        city: u.city ?? "",
        jurisdiction: u.jurisdiction ?? "",
        postal: u.postal ?? "",
        country: u.country ?? "",
      };
      yield [...CSV_COLUMNS.map((c) => values[c.key]), employee.state];
    }
    const tail = page[page.length - 1]!;
    last = { key: tail.sort_key, id: tail.id };
  }
}

export function registerExportRoute(app: FastifyInstance, services: Services): void {
  // The token rides in the query: fastify caps path parameters at 100 characters.
  app.get<{ Querystring: { token?: string } }>(EXPORT_PATH, async (request, reply) => {
    const claims = await verifyExportToken(services.db, String(request.query.token ?? ""));
    if (!claims) return sendCatalogued(reply, "LinkExpired", "Export links work for 5 minutes. Export again from the users list.");
    // The link outlives nothing: the user must still be a live manager of that company when it is used.
    const employee = await services.db.selectFrom("employees").select("roles").where("user_id", "=", claims.u).where("company_id", "=", claims.c).where("live", "=", true).executeTakeFirst();
    if (!employee || !employee.roles.some((role) => EXPORTING_ROLES.includes(role))) return sendCatalogued(reply, "UnauthorizedException", "You no longer manage this company's users.");
    const company = await services.db.selectFrom("companies").select(["name", "time_zone"]).where("id", "=", claims.c).executeTakeFirstOrThrow();
    const csv = stringify({ bom: true, header: true, columns: [...CSV_COLUMNS.map((c) => c.header), STATUS_HEADER] });
    const day = new Date().toISOString().slice(0, 10);
    void reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="employees-${day}.csv"`)
      .header("cache-control", "no-store")
      .send(csv);
    try {
      for await (const row of exportRows(services.db, claims, company.time_zone ?? "America/Toronto")) {
        if (!csv.write(row)) await once(csv, "drain");
      }
      csv.end();
    } catch (error) {
      services.log.error({ err: error, company: claims.c }, "employees export failed");
      csv.destroy(error instanceof Error ? error : new Error(String(error)));
    }
    return reply;
  });
}

