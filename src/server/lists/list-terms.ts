// A text filter answered through a list's term dictionary (migration 0026): first the company's distinct values of
// the searched columns that contain the text, then the rows holding one of them, through each column's B-tree index.
// At 10⁶ rows this turns "test every row" (or a trigram index returning most of the table for a common fragment
// such as "-001") into a lookup among a few thousand short strings and an index read of the rows that match.
// It also tells the two cases that need no row read at all: a text every value contains ("-" in "U-000123"), which
// leaves every row, and a text no value contains, which leaves none.
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from "kysely";

import type { Database } from "../db/tables";
import { termCacheOf } from "./term-cache";

type AnyQuery = SelectQueryBuilder<any, any, any>;

/** A searched column whose distinct values list_terms keeps (list_terms.field is the column's name). */
export interface TermColumn {
  column: string;
  /** Every row has a non-empty value here: when every kept value contains the text, every row matches. */
  everyRow: boolean;
}

/** One column's values that contain the text, and those that do not (together: every value the column holds). */
export interface FieldMatch extends TermColumn {
  matched: string[];
  unmatched: string[];
}

/** What a text matches, as the dictionary tells. */
export type TermMatch = { kind: "every" } | { kind: "none" } | { kind: "some"; fields: FieldMatch[] };

/**
 * Past this many values on the smaller side of a column's match, an `= any(…)` list stops being cheaper than testing
 * the rows themselves; the caller then filters with LIKE as before.
 */
export const MAX_LISTED_TERMS = 20_000;

/**
 * `lower(value) like pattern` over the company's values of `columns` (`needle` is the text as the LIKE pattern
 * holds it: lowercased, unescaped); undefined when too many values would have to be listed.
 */
export async function matchTerms(
  db: Kysely<Database>,
  companyId: string,
  list: string,
  columns: readonly TermColumn[],
  needle: string,
): Promise<TermMatch | undefined> {
  const kept = await termCacheOf(db).fields(companyId, list);
  const fields: FieldMatch[] = [];
  let listed = 0;
  for (const column of columns) {
    const terms = kept.get(column.column);
    if (!terms) continue;
    const matched: string[] = [];
    const unmatched: string[] = [];
    for (let i = 0; i < terms.terms.length; i++)
      (terms.lowered[i]!.includes(needle) ? matched : unmatched).push(terms.terms[i]!);
    if (matched.length === 0) continue;
    if (column.everyRow && unmatched.length === 0) return { kind: "every" };
    listed += Math.min(matched.length, unmatched.length);
    fields.push({ ...column, matched, unmatched });
  }
  if (listed > MAX_LISTED_TERMS) return undefined;
  return fields.length === 0 ? { kind: "none" } : { kind: "some", fields };
}

/** Rows whose `field` holds a matching value, written with the shorter of the two lists. */
function holdsMatch(field: FieldMatch): RawBuilder<boolean> {
  const column = sql.ref(field.column);
  if (field.matched.length <= field.unmatched.length) return sql<boolean>`${column} = any(${field.matched}::text[])`;
  // Every non-empty value is kept, so "not one of the others" is "one of these".
  const other = sql<boolean>`not (${column} = any(${field.unmatched}::text[]))`;
  return field.everyRow ? other : sql<boolean>`(${column} <> '' and ${other})`;
}

/**
 * The rows `match` leaves, or any of `alsoLike` (texts outside the dictionary, each with its own trigram index,
 * tested with the same `pattern`).
 */
export function whereTermMatch<Q extends AnyQuery>(
  query: Q,
  match: TermMatch,
  pattern: string,
  alsoLike: readonly RawBuilder<string>[] = [],
): Q {
  if (match.kind === "every") return query;
  const conditions: RawBuilder<boolean>[] = alsoLike.map((text) => sql<boolean>`${text} like ${pattern}`);
  if (match.kind === "some") conditions.push(...match.fields.map(holdsMatch));
  if (conditions.length === 0) return query.where(sql<boolean>`false`) as Q;
  return query.where(sql<boolean>`(${sql.join(conditions, sql` or `)})`) as Q;
}

/**
 * When most rows match, counting them is the slow part; counting those that do not is quick if a column every row
 * fills has few values left unmatched (its index finds them). Then the count is the list's without the text, less
 * the rows `whereTermMismatch` leaves. Undefined when no such column exists or the match is small anyway.
 */
export function mismatchColumn(
  match: TermMatch | undefined,
  alsoLike: readonly RawBuilder<string>[] = [],
): FieldMatch | undefined {
  if (match?.kind !== "some" || alsoLike.length > 0) return undefined;
  const candidates = match.fields.filter(
    (f) => f.everyRow && f.unmatched.length < f.matched.length && f.unmatched.length <= MAX_LISTED_TERMS,
  );
  return candidates.sort((a, b) => a.unmatched.length - b.unmatched.length)[0];
}

/** The rows `match` does not leave, read through `through`'s index (a column from mismatchColumn). */
export function whereTermMismatch<Q extends AnyQuery>(
  query: Q,
  match: TermMatch & { kind: "some" },
  through: FieldMatch,
): Q {
  let out = query.where(sql<boolean>`${sql.ref(through.column)} = any(${through.unmatched}::text[])`) as Q;
  for (const field of match.fields) if (field !== through) out = out.where(sql<boolean>`not ${holdsMatch(field)}`) as Q;
  return out;
}
