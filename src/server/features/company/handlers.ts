// The session's company details (/company/display, /company/edit, /admin). Billing and admin fields are read and
// written by administrators only: anyone else never receives them, and sending them is refused whole.
// A save reaches the company's open sessions (company-changes.ts), an administrator's save is written to the admin
// audit log, and a new time zone moves vehicle checklists' due days in the same transaction.
import { sql, type Selectable } from "kysely";

import type { FeatureName } from "../../../shared/generated/common";
import type {
  BillingPeriod,
  CompanyAdminFields,
  CompanyDetails,
  CompanyFields,
  DiscountLevel,
} from "../../../shared/generated/company";
import { companyProblems, isAddressComplete } from "../../../shared/rules/people";
import { isKnownTimeZone } from "../../../shared/rules/time-zone";
import { AUDIT_SCOPE, recordAdminAudit } from "../../audit-log";
import { optional } from "../../db/common-fields";
import type { CompaniesTable } from "../../db/tables";
import { atomically } from "../../ws/atomically";
import type { CompanyContext } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { EventError } from "../../ws/event-error";
import { companyPrice } from "../billing/index";
import { loadVehicleChecklists, companyTimeZoneChanged } from "../checklists/index";
import { announceCompany } from "./company-changes";
import { companyFromRow } from "./mappers";

type CompanyHandlers = Pick<Handlers, "CompanyGetRequestEvent" | "CompanySaveRequestEvent">;

/** The default time zone (docs/company.md "Records"). */
export const DEFAULT_TIME_ZONE = "America/Toronto";
const BILLING_PERIODS: readonly BillingPeriod[] = ["monthly", "quarterly", "semi-annually", "annually"];
const DISCOUNTS: readonly DiscountLevel[] = ["none", "full", "half", "third", "quarter", "fifth", "tenth"];

const isAdministrator = (context: CompanyContext) => context.session.roles.includes("administrator");
const nonEmpty = (value: string | null) => (value === null || value === "" ? undefined : value);
const text = (value: string | undefined) => (value === undefined || value.trim() === "" ? null : value.trim());

export function fieldsFromRow(row: Selectable<CompaniesTable>): CompanyFields {
  const company = companyFromRow(row);
  return {
    name: row.name,
    emailInspectionsToDrivers: row.email_inspections_to_drivers,
    timesheetStartedBeforeInspection: row.timesheet_started_before_inspection,
    timeZone: row.time_zone ?? DEFAULT_TIME_ZONE,
    ...optional({
      website: nonEmpty(row.website),
      email: nonEmpty(row.email),
      phone: nonEmpty(row.phone),
      postal: nonEmpty(row.postal),
      country: nonEmpty(row.country),
      jurisdiction: nonEmpty(row.jurisdiction),
      cvor: nonEmpty(row.cvor),
      cmvRegDate: row.cmv_reg_date,
      emailDefects: nonEmpty(row.email_defects),
      emailEquipment: nonEmpty(row.email_equipment),
      emailEquipmentDefects: nonEmpty(row.email_equipment_defects),
      emailInvoice: nonEmpty(row.email_invoice),
      address: company.address,
      hq: company.hq,
    }),
  };
}

export function adminFromRow(row: Selectable<CompaniesTable>): CompanyAdminFields {
  return {
    creditCents: Number(row.credit_cents),
    // An unknown billing period reads as monthly (docs/company.md "Rules").
    billingPeriod: BILLING_PERIODS.includes(row.billing_period as BillingPeriod)
      ? (row.billing_period as BillingPeriod)
      : "monthly",
    discount: DISCOUNTS.includes(row.discount as DiscountLevel) ? (row.discount as DiscountLevel) : "none",
    ...optional({
      bay: nonEmpty(row.bay),
      promoCode: nonEmpty(row.promo_code),
      contractStart: row.contract_start,
      adminSummary: nonEmpty(row.admin_summary),
      adminNotes: nonEmpty(row.admin_notes),
      apiKey: nonEmpty(row.api_key),
    }),
  };
}

async function loadDetails(context: CompanyContext, companyId: string): Promise<CompanyDetails> {
  const row = await context.db
    .selectFrom("companies")
    .selectAll()
    .where("id", "=", companyId)
    .executeTakeFirstOrThrow();
  const catalogue = await context.db.selectFrom("features").selectAll().orderBy("name").execute();
  const fields = fieldsFromRow(row);
  const admin = isAdministrator(context);
  return {
    company: companyFromRow(row),
    fields,
    // The company's own price where the operator set one, as billing charges it.
    features: catalogue
      .filter((f) => row.features.includes(f.name))
      .map((f) => ({
        name: f.name as FeatureName,
        displayName: f.display_name,
        priceCents: companyPrice(row.feature_prices, f.name) ?? f.price_cents,
      })),
    addressComplete: isAddressComplete(fields.address),
    hqComplete: isAddressComplete(fields.hq),
    canEditAdmin: admin,
    ...(admin ? { admin: adminFromRow(row) } : {}),
  };
}

/** An address as stored (jsonb): only the parts that have text, or null when none has. */
function addressJson(address: CompanyFields["address"]): string | null {
  const parts = Object.fromEntries(
    Object.entries(address ?? {})
      .filter(([, value]) => typeof value === "string" && value.trim() !== "")
      .map(([key, value]) => [key, (value as string).trim()]),
  );
  return Object.keys(parts).length > 0 ? JSON.stringify(parts) : null;
}

/**
 * The admin fields as stored. They replace the stored ones whole: absent text clears its column; an absent credit,
 * billing period or discount keeps the stored value. Shared with the operator's company screens (features/operator).
 */
export function adminColumns(a: CompanyAdminFields) {
  return {
    ...(a.creditCents !== undefined ? { credit_cents: a.creditCents } : {}),
    ...(a.billingPeriod !== undefined ? { billing_period: a.billingPeriod } : {}),
    ...(a.discount !== undefined ? { discount: a.discount } : {}),
    bay: text(a.bay),
    promo_code: text(a.promoCode),
    contract_start: a.contractStart ?? null,
    admin_summary: text(a.adminSummary),
    admin_notes: text(a.adminNotes),
    api_key: text(a.apiKey),
  };
}

/** Comma-separated list as stored: items trimmed, joined with ", ". */
const emailList = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "")
    .join(", ");

export const companyHandlers: CompanyHandlers = {
  async CompanyGetRequestEvent(_payload, context) {
    return loadDetails(context, context.session.companyId);
  },

  async CompanySaveRequestEvent(payload, outer) {
    const companyId = outer.session.companyId;
    if (payload.admin && !isAdministrator(outer))
      throw new EventError("UnauthorizedException", "Billing and admin fields are changed by administrators only.");
    const f = payload.fields;
    const problems = Object.entries(companyProblems(f, isKnownTimeZone)).map(([field, problem]) => ({
      path: `fields.${field}`,
      problem,
    }));
    if (problems.length > 0)
      throw new EventError("ValidationFailed", problems.map((p) => `${p.path}: ${p.problem}`).join("; "), problems);
    const website = text(f.website);
    if (website !== null) {
      // companies_website_key: a website names one company (CompanyExists).
      const taken = await outer.db
        .selectFrom("companies")
        .select("id")
        .where(sql`lower(website)`, "=", website.toLowerCase())
        .where("id", "<>", companyId)
        .executeTakeFirst();
      if (taken)
        throw new EventError("CompanyExists", `${website} is another company's website.`, [
          { path: "fields.website", problem: "companyExists" },
        ]);
    }
    const a = payload.admin;
    const timeZone = f.timeZone ?? DEFAULT_TIME_ZONE;
    const { details, dueMoved } = await atomically(outer, async (context) => {
      // Locked until commit: the audit's before and after, and the time zone the due days move from, are this write's.
      const before = await context.db
        .selectFrom("companies")
        .selectAll()
        .where("id", "=", companyId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      await context.db
        .updateTable("companies")
        .set({
          name: f.name.trim(),
          website,
          email: text(f.email),
          phone: text(f.phone),
          postal: text(f.postal),
          country: text(f.country),
          jurisdiction: text(f.jurisdiction),
          cvor: text(f.cvor),
          cmv_reg_date: f.cmvRegDate ?? null,
          email_defects: emailList(f.emailDefects),
          email_equipment: emailList(f.emailEquipment),
          email_equipment_defects: emailList(f.emailEquipmentDefects),
          email_invoice: emailList(f.emailInvoice),
          address: addressJson(f.address),
          hq: addressJson(f.hq),
          time_zone: timeZone,
          ...(f.emailInspectionsToDrivers !== undefined
            ? { email_inspections_to_drivers: f.emailInspectionsToDrivers }
            : {}),
          ...(f.timesheetStartedBeforeInspection !== undefined
            ? { timesheet_started_before_inspection: f.timesheetStartedBeforeInspection }
            : {}),
          ...(a ? adminColumns(a) : {}),
          modified_by: context.session.userId,
          modified_date: context.clock.date(),
        })
        .where("id", "=", companyId)
        .execute();
      // Vehicle checklists' due days are days of the company's time zone (migration 0019): they move with it, in
      // this transaction, so no screen or reminder reads a due day counted in the old zone.
      const zoneBefore = before.time_zone && isKnownTimeZone(before.time_zone) ? before.time_zone : DEFAULT_TIME_ZONE;
      const moved = zoneBefore === timeZone ? [] : await companyTimeZoneChanged(context.db, companyId, timeZone);
      if (isAdministrator(context)) {
        // Every administrator's write goes to the audit log: the company's fields and admin fields before and after.
        const after = await context.db
          .selectFrom("companies")
          .selectAll()
          .where("id", "=", companyId)
          .executeTakeFirstOrThrow();
        await recordAdminAudit(context.db, {
          actorId: context.session.userId,
          companyId,
          event: "CompanySaveRequestEvent",
          before: companyAuditSnapshot(before),
          after: companyAuditSnapshot(after),
        });
        context.afterReply(() => context.versions.membershipChanged(AUDIT_SCOPE));
      }
      const announced =
        moved.length <= MAX_ANNOUNCED_ATTACHMENTS
          ? await loadVehicleChecklists(context.db, companyId, moved, context.clock.now())
          : undefined;
      return { details: await loadDetails(context, companyId), dueMoved: { count: moved.length, announced } };
    });
    announceCompany(outer, details.company);
    if (dueMoved.announced && dueMoved.count > 0)
      outer.changes.announce(companyId, "VehicleChecklistsChangedNotification", dueMoved.announced, true);
    // Too many to send as one notification: the lists that show due days ask again (their caches are invalidated).
    else if (dueMoved.count > 0) outer.afterReply(() => outer.versions.membershipChanged(companyId));
    return details;
  },
};

/** More moved attachments than one VehicleChecklistsChanged carries (schema/checklists.json maxProperties). */
const MAX_ANNOUNCED_ATTACHMENTS = 5000;

/**
 * What the audit log keeps of a company saved here: its fields and admin fields, one top-level field each so an entry
 * diffs field by field; the API key by its last four characters only (as features/operator/company-details.ts does).
 */
function companyAuditSnapshot(row: Selectable<CompaniesTable>): Record<string, unknown> {
  const { apiKey, ...admin } = adminFromRow(row);
  return { ...fieldsFromRow(row), ...admin, ...(apiKey ? { apiKey: `…${apiKey.slice(-4)}` } : {}) };
}
