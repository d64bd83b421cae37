import type { SignUpRequest } from "../../../shared/generated/accounts";
import type { FeatureName } from "../../../shared/generated/common";

/** What every new company starts with; the sign-up checkboxes add the paid modules they name. */
const BASE_FEATURES: readonly FeatureName[] = ["home", "users", "vehicles", "compliance"];

/** The sign-up checkboxes featureCheckIn, featureHoursOfService, featureInspection → company features
 * (docs/accounts.md "Sign-up and verification"). */
export function featuresForSignUp(
  fields: Pick<SignUpRequest, "featureCheckIn" | "featureHoursOfService" | "featureInspection">,
): FeatureName[] {
  const features = [...BASE_FEATURES];
  if (fields.featureInspection) features.push("inspections", "checklists");
  if (fields.featureHoursOfService) features.push("timesheets");
  if (fields.featureCheckIn) features.push("checkins");
  return features;
}

/** A website names a company whatever its scheme, "www." or trailing slash (CompanyExists). */
export function normalizeWebsite(website: string | null | undefined): string | undefined {
  const value = (website ?? "")
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, "")
    .replace(/^www\./, "")
    .replace(/\/+$/, "");
  return value === "" ? undefined : value;
}
