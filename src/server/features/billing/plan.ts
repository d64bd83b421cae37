// A company's plan as the billing rules need it (shared/rules/billing): its priced features, the units they are
// counted on, discount, promotion, credit, contract start and the province its taxes follow. Read in the caller's
// transaction, so an invoice is computed from one consistent picture.
import type { Kysely, Transaction } from "kysely";

import type { FeatureName } from "../../../shared/generated/common";
import {
  normalizeBillingPeriod,
  normalizeDiscount,
  taxesFor,
  type BillingPeriod,
  type InvoiceInput,
  type LocalDate,
  type Period,
  type PricedFeature,
  type Promotion,
} from "../../../shared/rules/billing";
import { isKnownTimeZone, wallClockAt } from "../../../shared/rules/time-zone";
import type { Database } from "../../db/tables";

type Db = Kysely<Database> | Transaction<Database>;

export const DEFAULT_TIME_ZONE = "America/Toronto";

export interface CompanyPlan {
  companyId: string;
  companyName: string;
  timeZone: string;
  billingPeriod: BillingPeriod;
  discount: InvoiceInput["discount"];
  creditCents: number;
  promoCode: string | null;
  promotion?: Promotion;
  contractStartMs: number | null;
  contractStart?: LocalDate;
  features: PricedFeature[];
  activeVehicles: number;
  activeEmployees: number;
  /** The province taxes follow: the invoice settings' billing address, else the company's. */
  jurisdiction: string | null;
  country: string | null;
  settings: {
    billToName: string | null;
    poNumber: string | null;
    note: string | null;
    address: Record<string, string> | null;
  };
}

export function zoneOf(timeZone: string | null | undefined): string {
  return timeZone && isKnownTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

export function localDate(ms: number, timeZone: string): LocalDate {
  const clock = wallClockAt(ms, timeZone);
  return { year: clock.year, month: clock.month, day: clock.day };
}

/**
 * The operator's price of a feature for this company (docs/billing.md "Records", migration 0021), where it differs
 * from the catalogue's.
 */
export function companyPrice(prices: unknown, feature: string): number | undefined {
  const price =
    typeof prices === "object" && prices !== null ? (prices as Record<string, unknown>)[feature] : undefined;
  return Number.isSafeInteger(price) && (price as number) >= 0 ? (price as number) : undefined;
}

export async function loadPlan(db: Db, companyId: string): Promise<CompanyPlan | undefined> {
  const company = await db
    .selectFrom("companies")
    .select([
      "id",
      "name",
      "time_zone",
      "billing_period",
      "discount",
      "credit_cents",
      "promo_code",
      "contract_start",
      "features",
      "feature_prices",
      "jurisdiction",
      "country",
      "address",
    ])
    .where("id", "=", companyId)
    .executeTakeFirst();
  if (!company) return undefined;
  const [catalogue, vehicles, employees, settings, promo] = await Promise.all([
    db
      .selectFrom("features")
      .select(["name", "display_name", "price_cents"])
      .where("name", "in", company.features.length > 0 ? company.features : [""])
      .execute(),
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
    db.selectFrom("invoice_settings").selectAll().where("company_id", "=", companyId).executeTakeFirst(),
    company.promo_code
      ? db
          .selectFrom("promo_codes")
          .selectAll()
          .where("code", "=", company.promo_code.trim().toUpperCase())
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  const timeZone = zoneOf(company.time_zone);
  const billingAddress = (settings?.address ?? null) as Record<string, string> | null;
  const companyAddress = (company.address ?? null) as Record<string, string> | null;
  return {
    companyId,
    companyName: company.name,
    timeZone,
    billingPeriod: normalizeBillingPeriod(company.billing_period),
    discount: normalizeDiscount(company.discount),
    creditCents: Number(company.credit_cents),
    promoCode: company.promo_code,
    ...(promo ? { promotion: { code: promo.code, rate: promo.rate, months: promo.months } } : {}),
    contractStartMs: company.contract_start === null ? null : Number(company.contract_start),
    ...(company.contract_start === null ? {} : { contractStart: localDate(Number(company.contract_start), timeZone) }),
    features: catalogue
      .map((f) => ({
        name: f.name as FeatureName,
        displayName: f.display_name,
        priceCents: companyPrice(company.feature_prices, f.name) ?? f.price_cents,
      }))
      .sort((a, b) => company.features.indexOf(a.name) - company.features.indexOf(b.name)),
    activeVehicles: Number(vehicles.n),
    activeEmployees: Number(employees.n),
    jurisdiction: billingAddress?.jurisdiction || companyAddress?.jurisdiction || company.jurisdiction,
    country: billingAddress?.country || companyAddress?.country || company.country,
    settings: {
      billToName: settings?.bill_to_name ?? null,
      poNumber: settings?.po_number ?? null,
      note: settings?.note ?? null,
      address: billingAddress ?? companyAddress,
    },
  };
}

export function invoiceInput(plan: CompanyPlan, period: Period): InvoiceInput {
  return {
    features: plan.features,
    activeVehicles: plan.activeVehicles,
    activeEmployees: plan.activeEmployees,
    period,
    ...(plan.contractStart ? { contractStart: plan.contractStart } : {}),
    discount: plan.discount,
    ...(plan.promotion ? { promotion: plan.promotion } : {}),
    creditCents: plan.creditCents,
    taxes: taxesFor(plan.jurisdiction, plan.country),
  };
}
