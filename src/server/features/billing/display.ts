// The billing display (docs/billing.md "Screens"): a company's plan and an estimate of its next invoice. The
// company's own screen asks for its session's company (BillingDisplayRequestEvent); the operator asks for any company
// by id (AdminCompanyBillingRequestEvent) — one function, so both see the same figures.
import type { Kysely, Transaction } from "kysely";

import type { BillingDisplay } from "../../../shared/generated/billing";
import { computeInvoice, isoDate, periodContaining, periodLabel, priceBasis } from "../../../shared/rules/billing";
import type { Database } from "../../db/tables";
import { invoiceInput, loadPlan, localDate } from "./plan";

/** The display of `companyId` at `nowMs` (the server clock), or undefined when no such company exists. */
export async function billingDisplayOf(
  db: Kysely<Database> | Transaction<Database>,
  companyId: string,
  nowMs: number,
): Promise<BillingDisplay | undefined> {
  const plan = await loadPlan(db, companyId);
  if (!plan) return undefined;
  const today = localDate(nowMs, plan.timeZone);
  const current = periodContaining(today.year, today.month, plan.billingPeriod);
  const next = periodContaining(current.end.year, current.end.month, plan.billingPeriod);
  const totals = computeInvoice(invoiceInput(plan, next));
  return {
    billingPeriod: plan.billingPeriod,
    discount: plan.discount,
    creditCents: plan.creditCents,
    ...(plan.promoCode ? { promoCode: plan.promoCode } : {}),
    ...(plan.contractStartMs !== null ? { contractStart: plan.contractStartMs } : {}),
    activeVehicles: plan.activeVehicles,
    activeEmployees: plan.activeEmployees,
    features: plan.features.map((f) => {
      const basis = priceBasis(f.name);
      const quantity = basis === "vehicle" ? plan.activeVehicles : plan.activeEmployees;
      return {
        name: f.name,
        displayName: f.displayName,
        priceCents: f.priceCents,
        basis,
        quantity,
        monthlyCents: f.priceCents * quantity,
      };
    }),
    ...(plan.jurisdiction ? { jurisdiction: plan.jurisdiction } : {}),
    nextPeriodLabel: periodLabel(next),
    nextPeriodStart: isoDate(next.start),
    estimate: {
      items: totals.items.map((item, i) => ({
        id: `#0:${i}`,
        kind: item.kind,
        ...(item.feature ? { feature: item.feature } : {}),
        description: item.description,
        quantity: item.quantity,
        unitCents: item.unitCents,
        months: item.months,
        amountCents: item.amountCents,
      })),
      taxes: totals.taxes,
      subtotalCents: totals.subtotalCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      creditAppliedCents: totals.creditAppliedCents,
      amountDueCents: totals.amountDueCents,
    },
  };
}
