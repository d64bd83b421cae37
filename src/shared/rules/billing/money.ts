// Money is integer cents everywhere (docs/billing.md "Money and rates"): never a floating-point amount. A rate is an
// integer too, in thousandths of a percent (13 % = 13000, Quebec's 9.975 % = 9975), so applying one is integer
// arithmetic with a single rounding step that this file owns.

/** Thousandths of a percent: 100 % = 100_000. */
export const RATE_ONE = 100_000;

/** Largest amount the billing rules accept (10¹¹ cents = $1 billion): rate × amount stays far below 2⁵³. */
export const MAX_CENTS = 100_000_000_000;

export function assertCents(value: number, what = "amount"): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be whole cents, got ${value}`);
  if (Math.abs(value) > MAX_CENTS) throw new RangeError(`${what} is out of range: ${value}`);
  return value;
}

/**
 * numerator / denominator rounded half away from zero (the commercial rounding CRA accepts for GST/HST: "round to the
 * nearest cent, half a cent or more up"). Integer inputs only; exact for |numerator| < 2⁵³.
 */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0)
    throw new RangeError(`bad division ${numerator}/${denominator}`);
  const sign = numerator < 0 ? -1 : 1;
  const magnitude = Math.abs(numerator);
  const quotient = Math.floor(magnitude / denominator);
  const remainder = magnitude - quotient * denominator;
  return sign * (remainder * 2 >= denominator ? quotient + 1 : quotient) || 0;
}

/** `cents` × `rate` (thousandths of a percent), rounded to the cent. */
export function applyRate(cents: number, rate: number): number {
  return divideRounded(assertCents(cents) * rate, RATE_ONE);
}

/** "$1,234.50" / "-$3.00": a dollar sign and two decimals; digits come from the integer, never a float. */
export function formatCents(cents: number): string {
  assertCents(cents);
  const negative = cents < 0;
  const magnitude = Math.abs(cents);
  const dollars = Math.floor(magnitude / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}$${dollars}.${String(magnitude % 100).padStart(2, "0")}`;
}

/** "1234.50" / "-3.00": a plain decimal for files other programs read (CSV, QuickBooks), digits from the integer. */
export function decimalCents(cents: number): string {
  assertCents(cents);
  const magnitude = Math.abs(cents);
  return `${cents < 0 ? "-" : ""}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, "0")}`;
}

/** "12.34" or "12" → 1234 cents; undefined for anything else (more than two decimals, signs, letters). */
export function parseDollars(text: string): number | undefined {
  const match = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(text.replace(/[$,]/g, ""));
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** A rate as people read it: 9975 → "9.975%". */
export function formatRate(rate: number): string {
  return `${(rate / 1000).toString()}%`;
}
