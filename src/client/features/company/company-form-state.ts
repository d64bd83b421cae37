// The company form's payload: empty optional text left out (an absent field is cleared), empty addresses left out,
// and the address parts trimmed. Shared by the edit screen and its test.
import type { Address } from "../../../shared/generated/common";
import type { CompanyAdminFields, CompanyFields } from "../../../shared/generated/company";

export const ADDRESS_PARTS = ["street", "unit", "city", "jurisdiction", "postal", "country"] as const;

function cleanAddress(address: Address | undefined): Address | undefined {
  if (!address) return undefined;
  const kept = Object.fromEntries(
    Object.entries(address)
      .map(([k, v]) => [k, typeof v === "string" ? v.trim() : v])
      .filter(([, v]) => v !== "" && v !== undefined),
  );
  return Object.keys(kept).length === 0 ? undefined : (kept as Address);
}

export function cleanedCompanyFields(fields: CompanyFields): CompanyFields {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === "address" || key === "hq") {
      const address = cleanAddress(value as Address | undefined);
      if (address) out[key] = address;
    } else if (typeof value === "string") {
      if (value.trim() !== "" || key === "name") out[key] = value.trim();
    } else if (value !== undefined && !(typeof value === "number" && Number.isNaN(value))) out[key] = value;
  }
  return out as unknown as CompanyFields;
}

export function cleanedAdminFields(admin: CompanyAdminFields): CompanyAdminFields {
  return Object.fromEntries(
    Object.entries(admin).filter(([, v]) => v !== "" && v !== undefined && !(typeof v === "number" && Number.isNaN(v))),
  ) as CompanyAdminFields;
}

/** Dollars typed by an administrator → cents (creditCents); "" → undefined. */
export function dollarsToCents(text: string): number | undefined {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
}
