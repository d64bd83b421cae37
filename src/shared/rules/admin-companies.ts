// The operator's company forms (docs/operator.md "Companies"): a new company with its owner, and a company's features
// with their prices. Shared by the server (which refuses with ValidationFailed and these paths) and the client (which
// shows the same problem under the field before sending).
import type { AdminCompanyCreateRequest, AdminFeatureChoice } from "../generated/operator";
import { countryOfJurisdiction } from "../jurisdictions";
import { isValidEmail, isValidPhone } from "./compliance";

/** Form path → problem code ("required", "email", "phone", "jurisdiction", "duplicate"). */
export type Problems = Record<string, string>;

const blank = (value: string | undefined) => value === undefined || value.trim() === "";

/** Each feature at most once (the list replaces the company's features whole). */
export function featureChoiceProblems(features: readonly AdminFeatureChoice[], path = "features"): Problems {
  const problems: Problems = {};
  const seen = new Set<string>();
  features.forEach((feature, i) => {
    if (seen.has(feature.name)) problems[`${path}.${i}.name`] = "duplicate";
    seen.add(feature.name);
  });
  return problems;
}

/**
 * Emails match the address pattern, a phone has at least 10 characters without dashes; the province or state is
 * one of Canada's thirteen or a US state (docs/operator.md "Companies").
 */
export function newCompanyProblems(request: AdminCompanyCreateRequest): Problems {
  const { company, owner } = request;
  const problems: Problems = {};
  if (blank(company.name)) problems["company.name"] = "required";
  if (!blank(company.email) && !isValidEmail(company.email!.trim())) problems["company.email"] = "email";
  if (!blank(company.phone) && !isValidPhone(company.phone!)) problems["company.phone"] = "phone";
  if (!countryOfJurisdiction(company.jurisdiction)) problems["company.jurisdiction"] = "jurisdiction";
  if (!isValidEmail(owner.email.trim())) problems["owner.email"] = "email";
  if (blank(owner.first)) problems["owner.first"] = "required";
  if (blank(owner.last)) problems["owner.last"] = "required";
  if (!blank(owner.phone) && !isValidPhone(owner.phone!)) problems["owner.phone"] = "phone";
  return { ...problems, ...featureChoiceProblems(request.features) };
}

/**
 * Prices where they differ from the catalogue's: the company keeps only its exceptions, so a catalogue price that
 * changes later still reaches every company charged the list price.
 */
export function priceExceptions(
  features: readonly AdminFeatureChoice[],
  listPrice: (name: string) => number | undefined,
): Record<string, number> {
  return Object.fromEntries(
    features.filter((f) => listPrice(f.name) !== f.priceCents).map((f) => [f.name, f.priceCents]),
  );
}
