// Text matching for list filters: a search box over several columns and "contains" filters on single columns.
// A domain's search text is one lowercase expression with a trigram index on exactly that expression (so
// `like '%…%'` uses the index); a column filter on a column that is part of the search text also adds the search
// text condition, letting the index find the few candidate rows before the column itself is checked.
import { sql, type RawBuilder, type SelectQueryBuilder } from "kysely";

// oxlint-disable-next-line no-explicit-any
type AnyQuery = SelectQueryBuilder<any, any, any>;

export interface ContainsColumn {
  /** The column's text as the filter matches it, lowercased. */
  text: RawBuilder<string>;
  /** True when the column is part of the list's indexed search text. */
  indexed: boolean;
}

/** `%text%` for LIKE, with LIKE's own characters escaped: "x%_" finds those three characters literally. */
export function likePattern(text: string): string {
  return `%${text.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The filters that narrow anything, trimmed and in a stable order (for cache keys). */
export function activeContains<K extends string>(filters: Partial<Record<K, string>> | undefined): [K, string][] {
  return (Object.entries(filters ?? {}) as [K, string | undefined][])
    .map(([column, text]) => [column, text?.trim() ?? ""] as [K, string])
    .filter(([, text]) => text !== "")
    .sort(([a], [b]) => a.localeCompare(b));
}

/** Adds the search and the column filters to a list's query. */
export function whereText<K extends string, Q extends AnyQuery>(query: Q, searchText: RawBuilder<string>, search: string, contains: [K, string][], columns: Record<K, ContainsColumn>): Q {
  let out = query;
  if (search.trim() !== "") out = out.where(sql<boolean>`${searchText} like ${likePattern(search)}`) as Q;
  for (const [column, text] of contains) {
    const pattern = likePattern(text);
    if (columns[column].indexed) out = out.where(sql<boolean>`${searchText} like ${pattern}`) as Q;
    out = out.where(sql<boolean>`${columns[column].text} like ${pattern}`) as Q;
  }
  return out;
}
