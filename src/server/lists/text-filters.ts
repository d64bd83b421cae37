// Text matching for list filters: a search box over several columns and "contains" filters on single columns.
// A domain's search text is one lowercase expression with a trigram index on exactly that expression (so
// `like '%…%'` uses the index); a column filter on a column that is part of the search text also adds the search
// text condition, letting the index find the few candidate rows before the column itself is checked.
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from "kysely";

import type { Database } from "../db/tables";
import {
  matchTerms,
  mismatchColumn,
  whereTermMatch,
  whereTermMismatch,
  type TermColumn,
  type TermMatch,
} from "./list-terms";
import type { WindowSpec } from "./windowed-list";

type AnyQuery = SelectQueryBuilder<any, any, any>;

export interface ContainsColumn {
  /** The column's text as the filter matches it, lowercased. */
  text: RawBuilder<string>;
  /** True when the column is part of the list's indexed search text. */
  indexed: boolean;
}

/** `%text%` for LIKE, with LIKE's own characters escaped: "x%_" finds those three characters literally. */
export function likePattern(text: string): string {
  return `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The filters that narrow anything, trimmed and in a stable order (for cache keys). */
export function activeContains<K extends string>(filters: Partial<Record<K, string>> | undefined): [K, string][] {
  return (Object.entries(filters ?? {}) as [K, string | undefined][])
    .map(([column, text]) => [column, text?.trim() ?? ""] as [K, string])
    .filter(([, text]) => text !== "")
    .sort(([a], [b]) => a.localeCompare(b));
}

/** Adds the search and the column filters to a list's query. */
export function whereText<K extends string, Q extends AnyQuery>(
  query: Q,
  searchText: RawBuilder<string>,
  search: string,
  contains: [K, string][],
  columns: Record<K, ContainsColumn>,
): Q {
  let out = query;
  if (search.trim() !== "") out = out.where(sql<boolean>`${searchText} like ${likePattern(search)}`) as Q;
  for (const [column, text] of contains) {
    const pattern = likePattern(text);
    if (columns[column].indexed) out = out.where(sql<boolean>`${searchText} like ${pattern}`) as Q;
    out = out.where(sql<boolean>`${columns[column].text} like ${pattern}`) as Q;
  }
  return out;
}

/** A list's term dictionary (src/server/lists/list-terms.ts): what its search and column filters read there. */
export interface TermDictionary<K extends string> {
  /** list_terms.list */
  list: string;
  /** The search's columns kept in the dictionary. */
  search: readonly TermColumn[];
  /** Searched texts outside the dictionary, each with its own trigram index. */
  alsoSearch?: readonly RawBuilder<string>[];
  /** Column filters read through the dictionary: filter → its column. */
  contains: Partial<Record<K, TermColumn>>;
}

/**
 * A list's search and column filters. Prepared (one company's list with a dictionary), each text is first matched
 * against the dictionary, and the query tests the rows' values against the values found; otherwise (every company's
 * list, or too many values matching) it tests the rows with LIKE through the trigram index, as `whereText`.
 * Prepared, a search matches within one column (the dictionary keeps columns, not the row's combined text).
 */
export class TextFilters<K extends string> {
  private searchMatch: TermMatch | undefined;
  private readonly containsMatch = new Map<K, TermMatch>();
  private preparing: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly companyId: string | undefined,
    private readonly searchText: RawBuilder<string>,
    private readonly columns: Record<K, ContainsColumn>,
    private readonly dictionary: TermDictionary<K> | undefined,
    readonly search: string,
    readonly contains: [K, string][],
  ) {}

  /** True when there is any text to match: such a list is being typed into. */
  get active(): boolean {
    return this.search !== "" || this.contains.length > 0;
  }

  prepare(): Promise<void> {
    this.preparing ??= this.matchAll();
    return this.preparing;
  }

  private async matchAll(): Promise<void> {
    const { dictionary, companyId } = this;
    if (!dictionary || companyId === undefined) return;
    if (this.search !== "")
      this.searchMatch = await matchTerms(
        this.db,
        companyId,
        dictionary.list,
        dictionary.search,
        this.search.toLowerCase(),
      );
    for (const [column, text] of this.contains) {
      const term = dictionary.contains[column];
      const match = term && (await matchTerms(this.db, companyId, dictionary.list, [term], text.toLowerCase()));
      if (match) this.containsMatch.set(column, match);
    }
  }

  apply<Q extends AnyQuery>(query: Q): Q {
    let out = query;
    if (this.search !== "") {
      const pattern = likePattern(this.search);
      out = this.searchMatch
        ? whereTermMatch(out, this.searchMatch, pattern, this.dictionary?.alsoSearch)
        : (out.where(sql<boolean>`${this.searchText} like ${pattern}`) as Q);
    }
    for (const [column, text] of this.contains) {
      const match = this.containsMatch.get(column);
      out = match
        ? whereTermMatch(out, match, likePattern(text))
        : whereText(out, this.searchText, "", [[column, text]], this.columns);
    }
    return out;
  }

  /**
   * Once prepared, the rows of `base` (the list without its texts) that the one text does not match, when counting
   * those is quicker than counting the matches (list-terms.ts mismatchColumn); undefined otherwise.
   */
  mismatching<Q extends AnyQuery>(base: Q): Q | undefined {
    const key = this.key();
    const active = [
      ...(key.search !== "" ? [this.searchMatch] : []),
      ...key.contains.map(([column]) => this.containsMatch.get(column)),
    ];
    if (active.length !== 1) return undefined;
    const match = active[0];
    const through = mismatchColumn(match, key.search !== "" ? this.dictionary?.alsoSearch : []);
    return through && match?.kind === "some" ? whereTermMismatch(base, match, through) : undefined;
  }

  /** The texts as cache keys see them, lowercased; once prepared, a text every row matches is no filter at all. */
  key(): { search: string; contains: [K, string][] } {
    return {
      search: this.searchMatch?.kind === "every" ? "" : this.search.toLowerCase(),
      contains: this.contains
        .filter(([column]) => this.containsMatch.get(column)?.kind !== "every")
        .map(([column, text]) => [column, text.toLowerCase()]),
    };
  }
}

/**
 * A list spec whose filters include `text`: its keys are `prefix`, `normalized` (the other filters) and the texts as
 * `text.key()` tells once prepared — read then, so a text every row matches shares the unfiltered list's count and
 * samples. `rest` is the spec's other parts.
 */
export function withTextKeys<K extends string>(
  text: TextFilters<K>,
  prefix: readonly unknown[],
  normalized: object,
  sort: { column: string; direction: string },
  rest: Omit<WindowSpec, "cacheKey" | "countKey" | "prepare">,
): WindowSpec {
  const keyOf = () => ({ ...normalized, ...text.key() });
  return {
    ...rest,
    get cacheKey() {
      return JSON.stringify([...prefix, keyOf(), sort.column, sort.direction]);
    },
    get countKey() {
      return JSON.stringify([...prefix, keyOf()]);
    },
    prepare: () => text.prepare(),
    typed: text.active || rest.typed === true,
  };
}
