import type { FeatureName, RoleName } from "../../../shared/generated/common";
import type { PreferenceValue } from "../../../shared/generated/users";

/**
 * The company feature "profile update by user" and the employee preference driverCanUpdateProfile (yes / no /
 * global; global, the default, defers to the company feature); docs/accounts.md "Who may do what". Only drivers
 * are restricted: owners, managers, mechanics and administrators always keep their own profile up to date.
 */
export function canEditOwnProfile(
  roles: readonly RoleName[],
  companyFeatures: readonly FeatureName[],
  preference: PreferenceValue | undefined,
): boolean {
  const driverOnly = roles.length > 0 && roles.every((role) => role === "driver" || role === "nc_driver");
  if (!driverOnly) return true;
  if (preference === "yes") return true;
  if (preference === "no") return false;
  return companyFeatures.includes("profileUpdateByUser");
}
