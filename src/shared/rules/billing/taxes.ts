// Canadian sales taxes on the subscription, by the province of the company's address (the place of supply of a
// service is taken to be where the customer is). Rates as in force in 2026:
//
// - GST 5 % and HST by province: Canada Revenue Agency, "GST/HST provincial rates table",
//   https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate/calculator.html
//   (HST: Ontario 13 %; New Brunswick, Newfoundland and Labrador and Prince Edward Island 15 %; Nova Scotia 14 % since
//   1 April 2025). Alberta and the three territories: GST only.
// - British Columbia PST 7 %: Provincial Sales Tax Act, SBC 2012, c. 35 (software, including software provided
//   electronically, is taxable).
// - Manitoba RST 7 %: The Retail Sales Tax Act, CCSM c. R130 (software and, since 2021, online services).
// - Saskatchewan PST 6 %: The Provincial Sales Tax Act, RSS 1978, c. P-34.1 (computer services and software).
// - Quebec QST 9.975 %: Act respecting the Québec sales tax, CQLR c. T-0.1, s. 16; charged on the price without
//   the GST since 2013.
// The provincial taxes are charged on the price before GST in all four provinces, so every tax here applies to the
// same base. Customers outside Canada (US companies) are charged no Canadian tax (a service to a non-resident
// business is zero-rated, Excise Tax Act Sch. VI Part V); a Canadian company whose province is missing or unreadable is
// charged the GST alone (the federal part is owed everywhere), and the invoice names the province it used.
import { countryOfJurisdiction } from "../../jurisdictions";
import { applyRate } from "./money";

export type TaxKind = "GST" | "HST" | "PST" | "QST";

export interface TaxRate {
  kind: TaxKind;
  /** Thousandths of a percent (money.ts). */
  rate: number;
  /** The label printed on the invoice. */
  label: string;
}

const gst: TaxRate = { kind: "GST", rate: 5000, label: "GST 5%" };
const hst = (rate: number): TaxRate => ({ kind: "HST", rate, label: `HST ${rate / 1000}%` });

/** The taxes of each Canadian province and territory (postal codes, src/shared/jurisdictions.ts). */
export const CANADIAN_SALES_TAXES: Readonly<Record<string, readonly TaxRate[]>> = {
  AB: [gst],
  BC: [gst, { kind: "PST", rate: 7000, label: "PST (BC) 7%" }],
  MB: [gst, { kind: "PST", rate: 7000, label: "RST (MB) 7%" }],
  NB: [hst(15000)],
  NL: [hst(15000)],
  NS: [hst(14000)],
  NT: [gst],
  NU: [gst],
  ON: [hst(13000)],
  PE: [hst(15000)],
  QC: [gst, { kind: "QST", rate: 9975, label: "QST 9.975%" }],
  SK: [gst, { kind: "PST", rate: 6000, label: "PST (SK) 6%" }],
  YT: [gst],
};

/** The taxes a company in `jurisdiction` (and `country`) pays: its province's; none in the US; GST when unknown. */
export function taxesFor(jurisdiction: string | null | undefined, country?: string | null): readonly TaxRate[] {
  const code = (jurisdiction ?? "").trim().toUpperCase();
  const own = CANADIAN_SALES_TAXES[code];
  if (own) return own;
  if (countryOfJurisdiction(code) === "United States" || /^(united states|usa?)$/i.test((country ?? "").trim()))
    return [];
  return [gst];
}

export interface TaxLine {
  kind: TaxKind;
  label: string;
  rate: number;
  /** The taxable amount the rate was applied to. */
  baseCents: number;
  amountCents: number;
}

/**
 * Invoice-level tax: each tax once on the invoice's taxable subtotal, rounded half up to the cent. CRA accepts
 * either per-line or per-invoice rounding; per invoice is what a customer checking "13 % of the subtotal" expects and
 * never differs from the exact tax by more than half a cent.
 */
export function taxLines(taxableCents: number, rates: readonly TaxRate[]): TaxLine[] {
  const base = Math.max(0, taxableCents);
  return rates.map((rate) => ({
    kind: rate.kind,
    label: rate.label,
    rate: rate.rate,
    baseCents: base,
    amountCents: applyRate(base, rate.rate),
  }));
}
