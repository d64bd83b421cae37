// Whose rows a list reads (docs/design/lists.md "Whose rows"). Every portal list reads one company's (the session's);
// the platform operator's admin lists (src/server/all-companies/, each domain's all-companies-handlers.ts) read every company's through the same list
// specs, so the 10⁶-row machinery — sparse samples, cached counts, sort indexes — serves them too instead of a second
// copy of each list.
import { ALL_COMPANIES_SCOPE } from "./scope-versions";

/** Every company's rows: the operator's cross-company lists. Only administrator-only events may build it. */
export const ALL_COMPANIES = Object.freeze({ allCompanies: true as const });

/** One company's id, or every company. */
export type CompanyScope = string | typeof ALL_COMPANIES;

/**
 * An operator's list narrowed by the company filter is that company's own list: the same rows, the same query and
 * the same cached count and samples as the company's screens (no second cache to build or invalidate).
 */
export function scopeOf(companyFilter: string | undefined): CompanyScope {
  return companyFilter ?? ALL_COMPANIES;
}

/** The company a list is limited to, or undefined for every company (then the query has no company condition). */
export function onlyCompany(scope: CompanyScope): string | undefined {
  return typeof scope === "string" ? scope : undefined;
}

/**
 * The list's name in ScopeVersions and in cache keys: the company id, or the aggregate scope that a change in any
 * company bumps (scope-versions.ts), so a cross-company list is rebuilt after a change anywhere.
 */
export function scopeName(scope: CompanyScope): string {
  return typeof scope === "string" ? scope : ALL_COMPANIES_SCOPE;
}
