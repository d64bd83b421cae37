import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { BillingPeriod, DiscountLevel } from "../../../shared/generated/company";

/** The company's four notification email lists (docs/company.md "Records"), in the order the screens show them. */
export const EMAIL_LIST_LABELS = {
  emailDefects: msg`Defect notifications`,
  emailEquipment: msg`Equipment notifications`,
  emailEquipmentDefects: msg`Equipment defect notifications`,
  emailInvoice: msg`Invoices`,
} as const satisfies Record<string, MessageDescriptor>;

export const BILLING_PERIOD_LABELS: Record<BillingPeriod, MessageDescriptor> = {
  monthly: msg`Monthly`,
  quarterly: msg`Quarterly`,
  "semi-annually": msg`Semi-annually`,
  annually: msg`Annually`,
};

/** Discount levels (docs/company.md "Records"). */
export const DISCOUNT_LABELS: Record<DiscountLevel, MessageDescriptor> = {
  none: msg`None`,
  full: msg`Full (100 %)`,
  half: msg`Half (50 %)`,
  third: msg`Third (30 %)`,
  quarter: msg`Quarter (25 %)`,
  fifth: msg`Fifth (20 %)`,
  tenth: msg`Tenth (10 %)`,
};
