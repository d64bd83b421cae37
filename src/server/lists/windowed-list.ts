// Windows of a large, sorted, filtered list without large OFFSET scans (docs/design/lists.md).
//
// A sparse position index samples the sort key every SAMPLE_EVERY rows of a (scope, filter, sort); position p
// is answered by seeking to the sample at p − p mod SAMPLE_EVERY with a row comparison on the sort index and
// stepping the remainder. Samples and counts are cached and checked against ScopeVersions: a membership change
// (add/remove/restore) invalidates them at once; a content change (edit) is tolerated for CONTENT_LAG_MS, because
// at 1,000 edits a second rebuilding on every edit would cost more than the sub-second drift it prevents.
import { sql, type Kysely, type SelectQueryBuilder } from "kysely";

import type { ScopeVersions } from "./scope-versions";

/** A query builder for any table: this module is generic over tables, so it works with untyped builders. */
type AnyQuery = SelectQueryBuilder<any, any, any>;

export const SAMPLE_EVERY = 500;
export const CONTENT_LAG_MS = 1000;
/**
 * A typed filter's samples are built this long after its last window, if no other window of its scope was asked
 * meanwhile: each keystroke is a new filter, and on PGlite (one query at a time) building the samples of "-" would
 * hold up the rows of "-001" typed right after it.
 */
export const WARM_AFTER_TYPING_MS = 1500;
const MAX_CACHE_ENTRIES = 500;

export interface WindowSpec {
  /** The company (or other scope) whose versions invalidate this list. */
  scope: string;
  /** Identifies scope + filter + sort; equal keys share cached samples. */
  cacheKey: string;
  /** Identifies scope + filter alone, when the spec can tell: every sort of one filter shares one cached count. */
  countKey?: string;
  /** FROM + WHERE of the filtered list, no SELECT, no ORDER BY. */
  filtered: () => AnyQuery;
  /** The sort column; with `id` it is unique, and an index on (…filters, column, id) should exist. */
  sortColumn: string;
  direction: "asc" | "desc";
  /** True when the filter reads fields an edit can change (category, status, search…), so edits can change the count. */
  countDependsOnContent: boolean;
  /**
   * Work before the first query (a text filter's dictionary lookup, list-terms.ts); the keys are read after it, so a
   * spec may tell by then that two texts filter alike. Called once per request; must be idempotent.
   */
  prepare?: () => Promise<void>;
  /**
   * Once prepared, another way to count: the list without one of its filters (a count usually cached already) less
   * the rows `mismatching` leaves — for a text most rows match (src/server/lists/list-terms.ts), or the value most
   * rows hold (a status). `onlyIfFewer`: taken only when that count is cached and the planner expects fewer rows.
   */
  countBy?: () => CountBy | undefined;
  /**
   * True for a view the user is still choosing — a text being typed, a select filter being tried: its samples wait
   * until its scope has been quiet for WARM_AFTER_TYPING_MS, so that on PGlite (one query at a time) building them
   * does not hold up the next view's rows.
   */
  typed?: boolean;
}

interface Cached<T> {
  value: T;
  membership: number;
  content: number;
  at: number;
}

type SortKey = { sort: unknown; id: string };

/**
 * Another way to count a list: `without` (the list less one of its filters) minus the rows `mismatching` leaves and
 * minus the rows of each of `otherValues` (the same list with the filter's other values).
 */
export interface CountBy {
  without: WindowSpec;
  mismatching?: AnyQuery;
  otherValues?: WindowSpec[];
  /** Taken only when `without`'s count is cached and the planner expects the others to be fewer. */
  onlyIfFewer?: boolean;
}

const countRows = (query: AnyQuery) =>
  query
    .select(sql<number>`count(*)::int`.as("n"))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));

/** The planner's estimate of the rows `query` leaves (EXPLAIN: planned, not run). */
async function estimatedRows(query: AnyQuery): Promise<number> {
  const [plan] = (await query.select(sql`1`.as("one")).explain("json")) as {
    "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] | string;
  }[];
  const json = plan?.["QUERY PLAN"];
  const parsed = typeof json === "string" ? (JSON.parse(json) as [{ Plan: { "Plan Rows": number } }]) : json;
  return parsed?.[0]?.Plan["Plan Rows"] ?? Number.POSITIVE_INFINITY;
}

export class WindowedList {
  private readonly counts = new Map<string, Cached<number>>();
  private readonly samples = new Map<string, Cached<SortKey[]>>();
  private readonly warming = new Set<string>();
  /** Loads in flight by cache key: a caller that needs one being built waits for it rather than building again. */
  private readonly inFlight = new Map<string, Promise<unknown>>();
  /** A typed filter's sample build waiting for the typing to stop, by scope. */
  private readonly pendingWarm = new Map<string, ReturnType<typeof setTimeout>>();
  /** Statistics for tests and the benchmark. */
  readonly stats = { countQueries: 0, sampleBuilds: 0, seeks: 0, offsets: 0 };

  constructor(
    private readonly db: Kysely<any>,
    private readonly versions: ScopeVersions,
    private readonly sampleEvery = SAMPLE_EVERY,
    // Elapsed time for CONTENT_LAG_MS, not a reading of the calendar: the server's Clock may stand still in a test,
    // and a cache that saw no time pass would keep a stale edit forever.
    private readonly now: () => number = () => performance.now(),
  ) {}

  async count(spec: WindowSpec, viaOthers = true): Promise<number> {
    await spec.prepare?.();
    // A new sort of the same filter has the same count: the header click that re-sorts need not count again.
    const countSpec = spec.countKey === undefined ? spec : { ...spec, cacheKey: `count\u0000${spec.countKey}` };
    return this.cached(this.counts, countSpec, spec.countDependsOnContent, async () => {
      const other = viaOthers ? spec.countBy?.() : undefined;
      this.stats.countQueries += 1;
      if (other && (!other.onlyIfFewer || (await this.fewerOthers(spec, other)))) {
        let count = await this.count(other.without);
        if (other.mismatching) count -= await countRows(other.mismatching);
        // The other values' lists, each counted (and cached) as itself: switching between them costs nothing more.
        for (const value of other.otherValues ?? []) count -= await this.count(value, false);
        return count;
      }
      return countRows(spec.filtered());
    });
  }

  /** True when `without`'s count is at hand and the planner expects the others to leave under half of `spec`'s rows. */
  private async fewerOthers(spec: WindowSpec, other: CountBy): Promise<boolean> {
    await other.without.prepare?.();
    const hit = this.counts.get(
      other.without.countKey === undefined ? other.without.cacheKey : `count\u0000${other.without.countKey}`,
    );
    const version = this.versions.get(other.without.scope);
    if (!hit || hit.membership !== version.membership) return false;
    const queries = [
      ...(other.mismatching ? [other.mismatching] : []),
      ...(other.otherValues ?? []).map((value) => value.filtered()),
    ];
    let others = 0;
    for (const query of queries) others += await estimatedRows(query);
    return others * 2 < (await estimatedRows(spec.filtered()));
  }

  /** The rows at positions [offset, offset + limit) in sort order, selected by `select`. */
  async rows<Row>(
    spec: WindowSpec,
    offset: number,
    limit: number,
    select: (query: AnyQuery) => AnyQuery,
  ): Promise<Row[]> {
    if (limit === 0) return [];
    await spec.prepare?.();
    this.cancelWarm(spec.scope);
    const ordered = (query: AnyQuery) => query.orderBy(spec.sortColumn, spec.direction).orderBy("id", spec.direction);
    if (offset < this.sampleEvery) {
      this.stats.offsets += 1;
      const rows = (await select(ordered(spec.filtered())).offset(offset).limit(limit).execute()) as Row[];
      this.prewarm(spec);
      return rows;
    }
    const samples = await this.cached(this.samples, spec, true, () => this.buildSamples(spec));
    const index = Math.min(Math.floor(offset / this.sampleEvery), samples.length - 1);
    const start = samples[index];
    if (!start) return [];
    this.stats.seeks += 1;
    const comparison = spec.direction === "asc" ? sql.raw(">=") : sql.raw("<=");
    const seek = spec
      .filtered()
      .where(sql<boolean>`(${sql.ref(spec.sortColumn)}, ${sql.ref("id")}) ${comparison} (${start.sort}, ${start.id})`);
    return (await select(ordered(seek))
      .offset(offset - index * this.sampleEvery)
      .limit(limit)
      .execute()) as Row[];
  }

  /**
   * After a list's first window, builds its samples in the background when the list is long, so that a jump
   * deep into it (a scrollbar drag) finds them ready instead of paying for them then.
   */
  private prewarm(spec: WindowSpec): void {
    if (spec.typed) {
      this.pendingWarm.set(
        spec.scope,
        setTimeout(() => {
          this.pendingWarm.delete(spec.scope);
          this.warm(spec);
        }, WARM_AFTER_TYPING_MS).unref(),
      );
      return;
    }
    this.warm(spec);
  }

  private cancelWarm(scope: string): void {
    const timer = this.pendingWarm.get(scope);
    if (timer === undefined) return;
    clearTimeout(timer);
    this.pendingWarm.delete(scope);
  }

  private warm(spec: WindowSpec): void {
    const count = this.counts.get(spec.countKey === undefined ? spec.cacheKey : `count\u0000${spec.countKey}`)?.value;
    if (count === undefined || count < 2 * this.sampleEvery || this.warming.has(spec.cacheKey)) return;
    const hit = this.samples.get(spec.cacheKey);
    const version = this.versions.get(spec.scope);
    if (hit && hit.membership === version.membership && hit.content === version.content) return;
    this.warming.add(spec.cacheKey);
    void this.cached(this.samples, spec, true, () => this.buildSamples(spec))
      .catch(() => undefined)
      .finally(() => this.warming.delete(spec.cacheKey));
  }

  private async buildSamples(spec: WindowSpec): Promise<SortKey[]> {
    this.stats.sampleBuilds += 1;
    const direction = sql.raw(spec.direction);
    const numbered = spec
      .filtered()
      // The key as PostgreSQL writes it: a timestamptz read into a JavaScript Date loses its microseconds, and a seek
      // from the rounded key would start before the sample (rows saved within the same millisecond). As text it
      // goes back as an untyped parameter that PostgreSQL reads as the column's own type, exactly.
      .select([sql`${sql.ref(spec.sortColumn)}::text`.as("sort"), sql.ref("id").as("id")])
      .select(
        sql<number>`row_number() over (order by ${sql.ref(spec.sortColumn)} ${direction}, ${sql.ref("id")} ${direction})`.as(
          "position",
        ),
      );
    const rows = await this.db
      .selectFrom(numbered.as("numbered"))
      .select(["sort", "id"])
      .where(sql<boolean>`(position - 1) % ${this.sampleEvery} = 0`)
      .orderBy("position")
      .execute();
    return rows as SortKey[];
  }

  private async cached<T>(
    cache: Map<string, Cached<T>>,
    spec: WindowSpec,
    contentSensitive: boolean,
    load: () => Promise<T>,
  ): Promise<T> {
    const version = this.versions.get(spec.scope);
    const hit = cache.get(spec.cacheKey);
    const fresh =
      hit !== undefined &&
      hit.membership === version.membership &&
      (!contentSensitive || hit.content === version.content || this.now() - hit.at < CONTENT_LAG_MS);
    if (fresh) return hit.value;
    // PGlite runs one query at a time: two builds of the same samples would double the stall, so share one —
    // but only among callers that saw the same membership, so nobody gets a count from before an add or remove.
    const flightKey = `${cache === this.counts ? "count" : "samples"}\u0000${spec.cacheKey}\u0000${version.membership}`;
    const running = this.inFlight.get(flightKey) as Promise<T> | undefined;
    if (running) return running;
    const loading = load().finally(() => this.inFlight.delete(flightKey));
    this.inFlight.set(flightKey, loading);
    const value = await loading;
    if (cache.size >= MAX_CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(spec.cacheKey, { value, membership: version.membership, content: version.content, at: this.now() });
    return value;
  }
}
