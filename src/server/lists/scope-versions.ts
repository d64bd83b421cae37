/**
 * Per-company change counters that list caches compare against. Membership changes (add, remove, restore)
 * shift positions and counts at once; content changes (an edit) may move a row within a sort or in or out of
 * a content filter, and caches may lag those briefly (see windowed-list.ts).
 */
export class ScopeVersions {
  private readonly versions = new Map<string, { membership: number; content: number }>();

  get(scope: string): { membership: number; content: number } {
    return this.versions.get(scope) ?? { membership: 0, content: 0 };
  }

  membershipChanged(scope: string): void {
    const current = this.get(scope);
    this.versions.set(scope, { membership: current.membership + 1, content: current.content + 1 });
  }

  contentChanged(scope: string): void {
    const current = this.get(scope);
    this.versions.set(scope, { ...current, content: current.content + 1 });
  }
}
