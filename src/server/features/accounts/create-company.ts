// A company comes into being with its owner in one place, whoever asks: the applicant following their /verify link,
// the operator approving a waiting registration, or the operator's "new company" form. Run it inside the
// caller's transaction, so the company, its schedules, the owner's account and membership commit together.
import type { Kysely } from "kysely";

import type { FeatureName } from "../../../shared/generated/common";
import type { BillingPeriod, DiscountLevel } from "../../../shared/generated/company";
import { copyScheduleTemplatesToCompany } from "../../db/schedule-templates";
import type { Database } from "../../db/tables";

export interface NewCompany {
  name: string;
  website: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  jurisdiction: string;
  country: string | null;
  features: readonly FeatureName[];
  /** Set by the operator; a sign-up gets the defaults (monthly, no discount, catalogue prices). */
  billingPeriod?: BillingPeriod;
  discount?: DiscountLevel;
  /** feature → cents, only where the price differs from the catalogue's. */
  featurePrices?: Readonly<Record<string, number>>;
}

export interface NewOwner {
  email: string;
  first: string;
  last: string;
  phone: string | null;
  locale: string | null;
  /** Null until the owner chooses one through a mailed set-password link. */
  passwordHash: string | null;
}

/**
 * Inserts the company (with copies of the inspection schedule templates), the owner's account and their owner
 * membership. `createdBy` is "registration" for a sign-up (the owner then creates their own membership) or the
 * administrator's user id. The owner's membership starts at `nowMs` (the server clock).
 */
export async function createCompanyWithOwner(
  trx: Kysely<Database>,
  company: NewCompany,
  owner: NewOwner,
  createdBy: string,
  nowMs: number,
): Promise<{ companyId: string; userId: string }> {
  const created = await trx
    .insertInto("companies")
    .values({
      name: company.name,
      website: company.website,
      email: company.email,
      phone: company.phone,
      postal: null,
      country: company.country,
      jurisdiction: company.jurisdiction,
      cvor: null,
      features: [...company.features],
      address: JSON.stringify({
        ...(company.city ? { city: company.city } : {}),
        jurisdiction: company.jurisdiction,
        ...(company.country ? { country: company.country } : {}),
      }),
      hq: null,
      created_by: createdBy,
      modified_by: createdBy,
      time_zone: null,
      ...(company.billingPeriod ? { billing_period: company.billingPeriod } : {}),
      ...(company.discount ? { discount: company.discount } : {}),
      ...(company.featurePrices ? { feature_prices: JSON.stringify(company.featurePrices) } : {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await copyScheduleTemplatesToCompany(trx, created.id, createdBy);
  const user = await trx
    .insertInto("users")
    .values({
      email: owner.email,
      first: owner.first,
      last: owner.last,
      phone: owner.phone,
      city: company.city,
      postal: null,
      jurisdiction: company.jurisdiction,
      country: company.country,
      street: null,
      license_class: null,
      license_expiry: null,
      password_hash: owner.passwordHash,
      last_sign_in: null,
      locale: owner.locale,
      created_by: createdBy,
      modified_by: createdBy,
      time_zone: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const memberBy = createdBy === "registration" ? user.id : createdBy;
  await trx
    .insertInto("employees")
    .values({
      user_id: user.id,
      company_id: created.id,
      roles: ["owner"],
      employment_id: null,
      start_date: nowMs,
      end_date: null,
      created_by: memberBy,
      modified_by: memberBy,
      time_zone: null,
    })
    .execute();
  return { companyId: created.id, userId: user.id };
}
