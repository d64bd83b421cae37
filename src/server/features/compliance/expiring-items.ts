// What expires, per company (docs/compliance.md "Records"): vehicle plates and annual safeties, driver
// licences, documents on employee files, and the company's CVOR renewal (cmvRegDate). One list for the daily
// reminder digest; each query reads an index on (company_id, …, expiry).
import { sql, type Kysely } from "kysely";

import { NO_DATE } from "../../db/migrations/0003-vehicles";
import type { Database } from "../../db/tables";

export type ExpiringKind = "plate" | "safety" | "licence" | "document" | "cvor" | "checklist";

export interface ExpiringItem {
  kind: ExpiringKind;
  /** The vehicle, employee or company id the item belongs to (a checklist: its vehicle). */
  ownerId: string;
  /** What the item is about: a vehicle name and plate, a person's name, a document title. */
  label: string;
  expiresAt: number;
}

/**
 * Items of `companyId` that expired, or expire before `untilMs`, soonest first. `since` bounds how far back. With
 * `overdueAtMs`, checklists attached to vehicles whose due day had ended by then too (only overdue ones: one due later
 * is routine work, as on the compliance screen).
 */
export async function expiringItems(
  db: Kysely<Database>,
  companyId: string,
  untilMs: number,
  sinceMs = 0,
  overdueAtMs?: number,
): Promise<ExpiringItem[]> {
  const vehicles = await db
    .selectFrom("vehicles")
    .select(["id", "name", "plate", "plate_expiry", "safety_expiry"])
    .where("company_id", "=", companyId)
    .where("deleted", "=", false)
    .where((eb) =>
      eb.or([
        eb.and([eb("plate_expiry", "<", untilMs), eb("plate_expiry", ">=", sinceMs)]),
        eb.and([eb("safety_expiry", "<", untilMs), eb("safety_expiry", ">=", sinceMs)]),
      ]),
    )
    .execute();
  const licences = await db
    .selectFrom("employees")
    .select(["id", "first", "last", "license_expiry"])
    .where("company_id", "=", companyId)
    .where("live", "=", true)
    .where("compliance_type", "=", "included")
    .where("license_expiry", "<", untilMs)
    .where("license_expiry", ">=", sinceMs)
    .execute();
  const documents = await db
    .selectFrom("employee_documents as d")
    .innerJoin("employees as e", "e.id", "d.employee_id")
    .select(["d.id", "d.employee_id", "d.title", "d.kind", "d.expires_at", "e.first", "e.last"])
    .where("d.company_id", "=", companyId)
    .where("d.state", "<>", "removed")
    .where("e.live", "=", true)
    .where("d.expires_at", "<", untilMs)
    .where("d.expires_at", ">=", sinceMs)
    .execute();
  const company = await db
    .selectFrom("companies")
    .select(["id", "name", "cmv_reg_date", "features"])
    .where("id", "=", companyId)
    .executeTakeFirst();
  const checklists =
    overdueAtMs !== undefined && company?.features.includes("checklistsVehicles")
      ? await db
          .selectFrom("vehicle_checklists as vc")
          .innerJoin("vehicles as v", "v.id", "vc.vehicle_id")
          .innerJoin("checklists as c", "c.id", "vc.checklist_id")
          .select(["vc.vehicle_id", "vc.due_at", "v.name as vehicle_name", "c.name as checklist_name"])
          .where("vc.company_id", "=", companyId)
          .where("vc.detached_at", "is", null)
          .where("vc.due_at", "<", overdueAtMs)
          .where("vc.due_at", ">=", sinceMs)
          .where("v.deleted", "=", false)
          .where("c.deleted", "=", false)
          .execute()
      : [];

  const items: ExpiringItem[] = [];
  const within = (at: number) => at !== NO_DATE && at < untilMs && at >= sinceMs;
  for (const v of vehicles) {
    const plateExpiry = Number(v.plate_expiry);
    const safetyExpiry = Number(v.safety_expiry);
    if (within(plateExpiry))
      items.push({ kind: "plate", ownerId: v.id, label: `${v.name} (${v.plate})`, expiresAt: plateExpiry });
    if (within(safetyExpiry)) items.push({ kind: "safety", ownerId: v.id, label: v.name, expiresAt: safetyExpiry });
  }
  for (const e of licences)
    items.push({ kind: "licence", ownerId: e.id, label: `${e.first} ${e.last}`, expiresAt: Number(e.license_expiry) });
  for (const d of documents)
    items.push({
      kind: "document",
      ownerId: d.employee_id,
      label: `${d.first} ${d.last}: ${d.title || d.kind}`,
      expiresAt: Number(d.expires_at),
    });
  for (const c of checklists)
    items.push({
      kind: "checklist",
      ownerId: c.vehicle_id,
      label: `${c.vehicle_name}: ${c.checklist_name}`,
      expiresAt: Number(c.due_at),
    });
  // CVOR (Ontario): the registration is renewed yearly; cmvRegDate is the renewal date.
  if (company?.cmv_reg_date != null && within(Number(company.cmv_reg_date)))
    items.push({ kind: "cvor", ownerId: company.id, label: company.name, expiresAt: Number(company.cmv_reg_date) });
  return items.sort((a, b) => a.expiresAt - b.expiresAt || a.label.localeCompare(b.label));
}

/** Owners and managers of a company who can be mailed (live, with an address), with their language. */
export async function companyManagers(db: Kysely<Database>, companyId: string) {
  return db
    .selectFrom("employees as e")
    .innerJoin("users as u", "u.id", "e.user_id")
    .select(["u.email", "u.first", "u.locale"])
    .where("e.company_id", "=", companyId)
    .where("e.live", "=", true)
    .where(sql<boolean>`e.roles && array['owner', 'manager']::text[]`)
    .execute();
}
