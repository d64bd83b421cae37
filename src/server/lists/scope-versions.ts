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
  /** Added to every scope's versions, those never bumped included: see everythingChanged. */
  private everything = 0;

  get(scope: string): { membership: number; content: number } {
    const own = this.versions.get(scope) ?? { membership: 0, content: 0 };
    return { membership: own.membership + this.everything, content: own.content + this.everything };
  }

  /**
   * Every scope's lists are stale: this process may have missed changes of any company (the change relay was
   * disconnected, docs/design/change-feed.md "When the relay reconnects"). One counter rather than a bump of each
   * known scope, so a list cached under a scope that was never bumped goes stale too.
   */
  everythingChanged(): void {
    this.everything += 1;
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
    const current = this.versions.get(scope) ?? { membership: 0, content: 0 };
    this.versions.set(scope, { membership: current.membership + (membership ? 1 : 0), content: current.content + 1 });
  }
}
