/**
 * Per-company change counters that list caches compare against. Membership changes (add, remove, restore)
 * shift positions and counts at once; content changes (an edit) may move a row within a sort or in or out of
 * a content filter, and caches may lag those briefly (see windowed-list.ts).
 *
 * Every change also bumps ALL_COMPANIES_SCOPE, the scope of the operator's cross-company lists (company-scope.ts):
 * a list over every company is stale after a change in any one of them.
 */
export const ALL_COMPANIES_SCOPE = "*";

export class ScopeVersions {
  private readonly versions = new Map<string, { membership: number; content: number }>();

  get(scope: string): { membership: number; content: number } {
    return this.versions.get(scope) ?? { membership: 0, content: 0 };
  }

  membershipChanged(scope: string): void {
    this.bump(scope, true);
    if (scope !== ALL_COMPANIES_SCOPE) this.bump(ALL_COMPANIES_SCOPE, true);
  }

  contentChanged(scope: string): void {
    this.bump(scope, false);
    if (scope !== ALL_COMPANIES_SCOPE) this.bump(ALL_COMPANIES_SCOPE, false);
  }

  private bump(scope: string, membership: boolean): void {
    const current = this.get(scope);
    this.versions.set(scope, { membership: current.membership + (membership ? 1 : 0), content: current.content + 1 });
  }
}
