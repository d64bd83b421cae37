// The operator as the seller on every invoice (docs/billing.md "The seller"): its name and sales-tax registration
// numbers. An invoice that charges GST or HST shows the GST/HST registration number, and one that charges QST the QST
// number: a buyer claims its input tax credits with them (Excise Tax Act s.169(4); Input Tax Credit Information
// (GST/HST) Regulations s.3; Quebec's Act respecting the QST s.201). They are set from the environment at start
// (GST_HST_NUMBER, QST_NUMBER) and kept in the database, so every process prints the same.
import type { Kysely, Transaction } from "kysely";

import type { InvoiceTax } from "../../../shared/generated/billing";
import type { SellerConfig } from "../../config";
import type { Database } from "../../db/tables";

type Db = Kysely<Database> | Transaction<Database>;

export interface Seller {
  name: string;
  gstHstNumber?: string;
  qstNumber?: string;
}

export async function loadSeller(db: Db): Promise<Seller> {
  const row = await db.selectFrom("platform_seller").selectAll().where("id", "=", 1).executeTakeFirst();
  return {
    name: row?.name ?? "Fleet Portal",
    ...(row?.gst_hst_number ? { gstHstNumber: row.gst_hst_number } : {}),
    ...(row?.qst_number ? { qstNumber: row.qst_number } : {}),
  };
}

/** Each tax with the seller's registration number for it: GST and HST the GST/HST number, QST the QST number. */
export function withRegistrationNumbers(taxes: readonly InvoiceTax[], seller: Seller): InvoiceTax[] {
  return taxes.map((tax) => {
    const number = tax.kind === "QST" ? seller.qstNumber : tax.kind === "PST" ? undefined : seller.gstHstNumber;
    return number ? { ...tax, registrationNumber: number } : tax;
  });
}

/** At start: what the environment sets replaces what is stored; what it leaves unset stays. */
export async function configureSeller(db: Db, seller: SellerConfig = {}): Promise<void> {
  const set = {
    ...(seller.name ? { name: seller.name } : {}),
    ...(seller.gstHstNumber ? { gst_hst_number: seller.gstHstNumber } : {}),
    ...(seller.qstNumber ? { qst_number: seller.qstNumber } : {}),
  };
  if (Object.keys(set).length > 0) await db.updateTable("platform_seller").set(set).where("id", "=", 1).execute();
}

/**
 * The demo operator's numbers (of the registries' forms, like the demo's addresses and phone numbers), given only
 * when the demo is seeded and none are set, so a newcomer's invoices show where the numbers go.
 */
export async function giveDemoSellerNumbers(db: Db): Promise<void> {
  await db
    .updateTable("platform_seller")
    .set({ gst_hst_number: "701234567 RT0001" })
    .where("id", "=", 1)
    .where("gst_hst_number", "is", null)
    .execute();
  await db
    .updateTable("platform_seller")
    .set({ qst_number: "1201234567 TQ0001" })
    .where("id", "=", 1)
    .where("qst_number", "is", null)
    .execute();
}
