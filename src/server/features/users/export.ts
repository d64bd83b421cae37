// Export of the company's people as CSV (docs/users.md "CSV export"). A websocket message is capped at
// 64 KB, so the event answers a download address instead of the file: GET /api/v1/exports/employees?token=…, where
// the token is signed (src/server/signed-links.ts: HMAC-SHA256 with a key kept in the database, so every server
// process accepts it) and names the company, the user, the filter and an expiry 5 minutes on. The route streams the
// rows through the shared list export (src/server/lists/export.ts: keyset pages of 1,000, csv-stringify with
// backpressure, UTF-8 with a BOM, ISO dates in the company's time zone) — the same code a users report runs.
import type { FastifyInstance } from "fastify";
import { sql, type RawBuilder } from "kysely";

import type { UserListFilter, UserSort } from "../../../shared/generated/users";
import { NO_DATE } from "../../db/migrations/0003-vehicles";
import { auditViewedDownload, downloadHolder, linkHolder, type LinkHolderClaims } from "../../download-holders";
import { sendCatalogued } from "../../http-errors";
import { cellFormat, csvStream, type CellFormat, type ExportColumn } from "../../lists/export";
import { signLink, verifyLink } from "../../signed-links";
import type { Services } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { CSV_COLUMNS, STATUS_HEADER, capitalized, formatRoles, type CsvKey } from "./csv-columns";
import { userListSpec } from "./list-spec";

export const EXPORT_PATH = "/api/v1/exports/employees";
export const EXPORT_TTL_MS = 5 * 60_000;
/** The signing purpose: its key is the "export-hmac" secret this export has always used. */
const PURPOSE = "export";
/** Roles that may export (the same as the event's access in schema/users.json), checked again when the link is used. */
const EXPORTING_ROLES = ["owner", "manager", "administrator"];
export const DEFAULT_USER_SORT: UserSort = { column: "name", direction: "asc" };

/** The holder (with the viewing session in an operator's read-only view, src/server/download-holders.ts), filter and sort. */
interface ExportClaims extends LinkHolderClaims {
  f: UserListFilter;
  s: UserSort;
}

/** An employees row as the export reads it: the employee's own columns and the address read from users. */
export interface UserExportRow {
  first: string;
  last: string;
  email: string;
  phone: string | null;
  roles: string[];
  employment_id: string | null;
  compliance_type: string;
  start_date: number | string | null;
  end_date: number | string | null;
  license_class: string | null;
  license_expiry: number | string;
  street: string | null;
  city: string | null;
  jurisdiction: string | null;
  postal: string | null;
  country: string | null;
  state: string;
}

/** Columns that live on users only: read through a correlated subquery by the employee's user id. */
const FROM_USERS = ["phone", "street", "city", "jurisdiction", "postal", "country"] as const;
export const USER_EXPORT_COMPUTED: Record<string, RawBuilder<unknown>> = Object.fromEntries(
  FROM_USERS.map((column) => [column, sql.raw(`(select u.${column} from users u where u.id = employees.user_id)`)]),
);

const date = (value: number | string | null, format: CellFormat) =>
  value === null || Number(value) >= NO_DATE ? "" : format.date(Number(value));

/** Each CSV column (csv-columns.ts, shared with the import) with the SQL it reads and its cell. */
const CELLS: Record<CsvKey, { sql: readonly string[]; value: (row: UserExportRow, format: CellFormat) => string }> = {
  first: { sql: ["first"], value: (r) => r.first },
  last: { sql: ["last"], value: (r) => r.last },
  email: { sql: ["email"], value: (r) => r.email },
  phone: { sql: ["phone"], value: (r) => r.phone ?? "" },
  roles: { sql: ["roles"], value: (r) => formatRoles(r.roles) },
  employmentId: { sql: ["employment_id"], value: (r) => r.employment_id ?? "" },
  complianceType: { sql: ["compliance_type"], value: (r) => capitalized(r.compliance_type) },
  startDate: { sql: ["start_date"], value: (r, f) => date(r.start_date, f) },
  endDate: { sql: ["end_date"], value: (r, f) => date(r.end_date, f) },
  licenseClass: { sql: ["license_class"], value: (r) => r.license_class ?? "" },
  licenseExpiry: { sql: ["license_expiry"], value: (r, f) => date(r.license_expiry, f) },
  street: { sql: ["street"], value: (r) => r.street ?? "" },
  city: { sql: ["city"], value: (r) => r.city ?? "" },
  jurisdiction: { sql: ["jurisdiction"], value: (r) => r.jurisdiction ?? "" },
  postal: { sql: ["postal"], value: (r) => r.postal ?? "" },
  country: { sql: ["country"], value: (r) => r.country ?? "" },
};

/** The export's columns: the import's, in its order, plus Status (the employee state). */
export const USER_EXPORT_COLUMNS: readonly ExportColumn<UserExportRow>[] = [
  ...CSV_COLUMNS.map((column) => ({
    header: column.header,
    ...CELLS[column.key],
    width: column.key === "email" || column.key === "street" ? 2 : 1,
  })),
  { header: STATUS_HEADER, sql: ["state"], value: (row: UserExportRow) => capitalized(row.state), width: 0.8 },
];

export const exportHandlers: Pick<Handlers, "ExportEmployeesQueryOperation"> = {
  async ExportEmployeesQueryOperation(payload, context) {
    const companyId = context.session.companyId;
    const sort = payload.sort ?? DEFAULT_USER_SORT;
    const nowMs = context.clock.now();
    const count = await context.lists.count(userListSpec(context.db, companyId, payload.filter, sort, nowMs));
    const expiresAt = nowMs + EXPORT_TTL_MS;
    const token = await signLink<ExportClaims>(
      context.db,
      PURPOSE,
      { ...linkHolder(context.session), c: companyId, f: payload.filter, s: sort },
      expiresAt,
    );
    const day = new Date(nowMs).toISOString().slice(0, 10);
    return { url: `${EXPORT_PATH}?token=${token}`, expiresAt, count, fileName: `employees-${day}.csv` };
  },
};

export function registerExportRoute(app: FastifyInstance, services: Services): void {
  // The token rides in the query: fastify caps path parameters at 100 characters.
  app.get<{ Querystring: { token?: string } }>(EXPORT_PATH, async (request, reply) => {
    const nowMs = services.clock.now();
    const claims = await verifyLink<ExportClaims>(services.db, PURPOSE, String(request.query.token ?? ""), nowMs);
    if (!claims)
      return sendCatalogued(reply, "LinkExpired", "Export links work for 5 minutes. Export again from the users list.");
    // The link outlives nothing: the user must still be a live manager of that company when it is used.
    const holder = await downloadHolder(services.db, claims, new Date(nowMs));
    if (!holder || !holder.roles.some((role) => EXPORTING_ROLES.includes(role)))
      return sendCatalogued(
        reply,
        "UnauthorizedException",
        "This link has ended: you signed out, or no longer manage this company's users.",
      );
    const company = await services.db
      .selectFrom("companies")
      .select("time_zone")
      .where("id", "=", claims.c)
      .executeTakeFirstOrThrow();
    if (holder.viewing)
      await auditViewedDownload(services, claims, "employeesExport", { filter: claims.f, sort: claims.s });
    const plan = {
      spec: userListSpec(services.db, claims.c, claims.f, claims.s, nowMs),
      columns: USER_EXPORT_COLUMNS,
      computed: USER_EXPORT_COMPUTED,
    };
    const csv = csvStream(plan, cellFormat(company.time_zone ?? "America/Toronto"));
    csv.on("error", (error) => services.log.error({ err: error, company: claims.c }, "employees export failed"));
    const day = new Date(nowMs).toISOString().slice(0, 10);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="employees-${day}.csv"`)
      .header("cache-control", "no-store")
      .send(csv);
  });
}
