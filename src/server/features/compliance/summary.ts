// The summary counts (docs/compliance.md "Records"): one round of indexed aggregate queries per company — vehicles by
// defect and expiry (index vehicles (company_id, deleted, …)), licences on the employee rows, documents by expiry,
// overdue vehicle checklists by due_at.
import { sql, type Kysely } from "kysely";

import type { ComplianceSummary } from "../../../shared/generated/compliance";
import { NO_DATE } from "../../db/migrations/0003-vehicles";
import type { Database } from "../../db/tables";
import { DEFAULT_COMPLIANCE_WEEKS } from "./list-spec";

const WEEK_MS = 7 * 24 * 3600_000;

/** Expired: past the expiry (its last valid millisecond, docs/compliance.md "Rules"); expiring: due by the horizon. */
const expiredAndExpiring = (column: string, key: string, nowMs: number, horizonMs: number) => [
  sql<number>`count(*) filter (where ${sql.ref(column)} < ${nowMs})::int`.as(`expired_${key}`),
  sql<number>`count(*) filter (where ${sql.ref(column)} >= ${nowMs} and ${sql.ref(column)} <= ${horizonMs})::int`.as(
    `expiring_${key}`,
  ),
];

export async function complianceSummary(
  db: Kysely<Database>,
  companyId: string,
  userId: string,
  weeks: number | undefined,
  nowMs: number,
): Promise<ComplianceSummary> {
  const expiringWeeks = weeks ?? DEFAULT_COMPLIANCE_WEEKS;
  const horizon = nowMs + expiringWeeks * WEEK_MS;
  const vehicles = await db
    .selectFrom("vehicles")
    .select([
      sql<number>`count(*)::int`.as("count"),
      sql<number>`count(*) filter (where defect_type = 'minor')::int`.as("minor"),
      sql<number>`count(*) filter (where defect_type = 'major')::int`.as("major"),
      ...expiredAndExpiring("plate_expiry", "plate", nowMs, horizon),
      ...expiredAndExpiring("safety_expiry", "safety", nowMs, horizon),
    ])
    .where("company_id", "=", companyId)
    .where("deleted", "=", false)
    .executeTakeFirstOrThrow();
  const licences = await db
    .selectFrom("employees")
    .select(expiredAndExpiring("license_expiry", "licence", nowMs, horizon))
    .where("company_id", "=", companyId)
    .where("live", "=", true)
    .where("compliance_type", "=", "included")
    .where("license_expiry", "<=", horizon)
    .executeTakeFirstOrThrow();
  const documents = await db
    .selectFrom("employee_documents as d")
    .innerJoin("employees as e", "e.id", "d.employee_id")
    .select(expiredAndExpiring("d.expires_at", "document", nowMs, horizon))
    .where("d.company_id", "=", companyId)
    .where("d.state", "<>", "removed")
    .where("e.live", "=", true)
    .where("d.expires_at", "<=", horizon)
    .executeTakeFirstOrThrow();
  const company = await db
    .selectFrom("companies")
    .select(["cmv_reg_date", "features"])
    .where("id", "=", companyId)
    .executeTakeFirst();
  // Overdue vehicle checklists, as the compliance list counts them (list-spec.ts): only with the feature.
  const checklists = company?.features.includes("checklistsVehicles")
    ? await db
        .selectFrom("vehicle_checklists as vc")
        .innerJoin("vehicles as v", "v.id", "vc.vehicle_id")
        .innerJoin("checklists as c", "c.id", "vc.checklist_id")
        .select(sql<number>`count(*)::int`.as("overdue"))
        .where("vc.company_id", "=", companyId)
        .where("vc.detached_at", "is", null)
        .where("vc.due_at", "<", nowMs)
        .where("v.deleted", "=", false)
        .where("c.deleted", "=", false)
        .executeTakeFirstOrThrow()
    : { overdue: 0 };
  const companies = await db
    .selectFrom("employees")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("user_id", "=", userId)
    .where("live", "=", true)
    .executeTakeFirstOrThrow();

  const n = (row: object, key: string) => Number((row as Record<string, unknown>)[key] ?? 0);
  const cmv = company?.cmv_reg_date == null ? 0 : Number(company.cmv_reg_date);
  const cvorDue = cmv > 0 && cmv < NO_DATE && cmv <= horizon ? cmv : undefined;
  const summary: ComplianceSummary = {
    count: n(vehicles, "count"),
    minorCount: n(vehicles, "minor"),
    majorCount: n(vehicles, "major"),
    expiringPlatesCount: n(vehicles, "expiring_plate"),
    expiredPlatesCount: n(vehicles, "expired_plate"),
    expiringSafetiesCount: n(vehicles, "expiring_safety"),
    expiredSafetiesCount: n(vehicles, "expired_safety"),
    expiringLicensesCount: n(licences, "expiring_licence"),
    expiredLicensesCount: n(licences, "expired_licence"),
    expiringDocumentsCount: n(documents, "expiring_document"),
    expiredDocumentsCount: n(documents, "expired_document"),
    overdueChecklistsCount: n(checklists, "overdue"),
    total: 0,
    multicompany: n(companies, "n") > 1,
    expiringWeeks,
    ...(cvorDue === undefined ? {} : { cvorDue }),
  };
  summary.total =
    summary.expiringPlatesCount +
    summary.expiredPlatesCount +
    summary.expiringSafetiesCount +
    summary.expiredSafetiesCount +
    summary.expiringLicensesCount +
    summary.expiredLicensesCount +
    summary.expiringDocumentsCount +
    summary.expiredDocumentsCount +
    summary.overdueChecklistsCount +
    (cvorDue === undefined ? 0 : 1);
  return summary;
}
