// One company as the operator sees it (/portal/admin/companys/{id}/details and /billing, docs/operator.md "Screens"),
// and the snapshot of it that the audit log keeps before and after each write.
import type { Kysely, Transaction } from "kysely";

import type { FeatureName } from "../../../shared/generated/common";
import type { AdminCompanyDetails } from "../../../shared/generated/operator";
import { priceBasis } from "../../../shared/rules/billing/index";
import type { Database } from "../../db/tables";
import { companyPrice } from "../billing/index";
import { adminFromRow, fieldsFromRow, companyFromRow } from "../company/index";
type Db = Kysely<Database> | Transaction<Database>;

/** The company, or undefined when no company has this id. `lock` holds its row until the transaction ends. */
export async function loadAdminCompany(
  db: Db,
  companyId: string,
  lock = false,
): Promise<AdminCompanyDetails | undefined> {
  const query = db.selectFrom("companies").selectAll().where("id", "=", companyId);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row) return undefined;
  const [catalogue, owner, vehicles, employees] = await Promise.all([
    db.selectFrom("features").select(["name", "display_name", "price_cents"]).orderBy("name").execute(),
    db
      .selectFrom("employees")
      .select(["user_id", "email", "first", "last"])
      .where("company_id", "=", companyId)
      .where("live", "=", true)
      .where((eb) => eb(eb.val("owner"), "=", eb.fn.any("roles")))
      .orderBy("created_date")
      .orderBy("id")
      .executeTakeFirst(),
    db
      .selectFrom("vehicles")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("company_id", "=", companyId)
      .where("deleted", "=", false)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("employees")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("company_id", "=", companyId)
      .where("live", "=", true)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    company: companyFromRow(row),
    fields: fieldsFromRow(row),
    admin: adminFromRow(row),
    state: row.state === "inactive" ? "inactive" : "active",
    features: catalogue.map((f) => ({
      name: f.name as FeatureName,
      displayName: f.display_name,
      on: row.features.includes(f.name),
      priceCents: companyPrice(row.feature_prices, f.name) ?? f.price_cents,
      listPriceCents: f.price_cents,
      basis: priceBasis(f.name as FeatureName),
    })),
    ...(owner ? { owner: { userId: owner.user_id, email: owner.email, first: owner.first, last: owner.last } } : {}),
    vehicleCount: Number(vehicles.n),
    employeeCount: Number(employees.n),
    createdDate: row.created_date.getTime(),
  };
}

/** An API key as the audit log names it: its last four characters, never the key. */
export const maskedKey = (key: string | undefined) => (key ? `…${key.slice(-4)}` : undefined);

/**
 * What the audit log keeps of a company before and after an admin write: its state, admin fields (the API key
 * masked) and each feature switched on with its price, one top-level field each, so an entry diffs field by field.
 */
export function auditSnapshot(details: AdminCompanyDetails): Record<string, unknown> {
  const { apiKey, ...admin } = details.admin;
  return {
    state: details.state,
    ...admin,
    ...(apiKey ? { apiKey: maskedKey(apiKey) } : {}),
    ...Object.fromEntries(details.features.filter((f) => f.on).map((f) => [`feature.${f.name}`, f.priceCents])),
  };
}
