// Each company's term dictionary (list_terms, migration 0026) held in memory, so that a keystroke matches its text
// against 10⁵ values in a few milliseconds instead of a table scan. The dictionary only grows, and each value carries
// the start of the transaction that wrote it: a request reads the values written since its previous read began,
// less DELTA_MARGIN_MS, because a transaction started before that read may have committed after it. That covers
// every transaction shorter than the margin (a submit, a seed batch, an import); values read twice are skipped.
import { sql, type Kysely } from "kysely";

import type { Database } from "../db/tables";

export const DELTA_MARGIN_MS = 30_000;
/**
 * Terms held across every company (each ~250 bytes with its lowercase form and its key: ~250 MB at most); past it the
 * least recently used dictionaries are dropped (and read again).
 */
const MAX_HELD_TERMS = 1_000_000;

/** One column's kept values, and their lowercase forms as PostgreSQL's lower() writes them (what LIKE compares). */
export interface FieldTerms {
  terms: string[];
  lowered: string[];
}

interface Entry {
  fields: Map<string, FieldTerms>;
  known: Set<string>;
  size: number;
  /** When the previous read began, by the database's clock (ms). */
  readAt: number;
}

export class TermCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<Entry>>();
  private held = 0;

  constructor(private readonly db: Kysely<Database>) {}

  /** The company's values of `list`, by column, as of now. */
  async fields(companyId: string, list: string): Promise<Map<string, FieldTerms>> {
    const key = `${companyId}\u0000${list}`;
    const running = this.loading.get(key);
    if (running) return (await running).fields;
    const reading = this.read(key, companyId, list).finally(() => this.loading.delete(key));
    this.loading.set(key, reading);
    return (await reading).fields;
  }

  private async read(key: string, companyId: string, list: string): Promise<Entry> {
    const cached = this.entries.get(key);
    const entry = cached ?? {
      fields: new Map<string, FieldTerms>(),
      known: new Set<string>(),
      size: 0,
      readAt: Number.NEGATIVE_INFINITY,
    };
    const { at } = await sql<{ at: Date }>`select statement_timestamp() as at`.execute(this.db).then((r) => r.rows[0]!);
    let query = this.db
      .selectFrom("list_terms")
      .select(["field", "term", sql<string>`lower(term)`.as("lowered")])
      .where("company_id", "=", companyId)
      .where("list", "=", list);
    if (cached) query = query.where("written_at", ">", new Date(entry.readAt - DELTA_MARGIN_MS));
    const rows = await query.execute();
    const before = entry.size;
    for (const row of rows) {
      const id = `${row.field}\u0000${row.term}`;
      if (entry.known.has(id)) continue;
      entry.known.add(id);
      let field = entry.fields.get(row.field);
      if (!field) entry.fields.set(row.field, (field = { terms: [], lowered: [] }));
      field.terms.push(row.term);
      field.lowered.push(row.lowered);
      entry.size += 1;
    }
    entry.readAt = new Date(at).getTime();
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.held += entry.size - before;
    this.evict(key);
    return entry;
  }

  private evict(keep: string): void {
    for (const [key, entry] of this.entries) {
      if (this.held <= MAX_HELD_TERMS) return;
      if (key === keep) continue;
      this.entries.delete(key);
      this.held -= entry.size;
    }
  }
}

const caches = new WeakMap<object, TermCache>();

/** The process's term cache for a database (one per Kysely instance: tests run several servers in one process). */
export function termCacheOf(db: Kysely<Database>): TermCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new TermCache(db)));
  return cache;
}
