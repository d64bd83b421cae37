/**
 * The columns every record has, as SQL for CREATE TABLE: an id "#<class>:<n>" from the table's sequence
 * (class numbers in src/shared/ids.ts), who created and changed the row and when, its state and time zone.
 * Shared by migrations; changing it changes only tables created after the change.
 */
export const commonColumns = (modelClass: number, sequence: string) => `
  id text primary key default ('#${modelClass}:' || nextval('${sequence}')),
  created_by text,
  created_date timestamptz not null default now(),
  modified_by text,
  modified_date timestamptz not null default now(),
  state text not null default 'active',
  time_zone text`;

/**
 * A trigram index, where pg_trgm is installed (in whichever schema holds it): without it LIKE still answers, by
 * reading the rows. `expression` is the indexed expression exactly as the queries write it.
 */
export const trigramIndex = (
  name: string,
  table: string,
  expression: string,
  where = "",
) => `do $$ declare trgm_schema text; begin
     select extnamespace::regnamespace::text into trgm_schema from pg_extension where extname = 'pg_trgm';
     if trgm_schema is not null then
       execute format('create index ${name} on ${table} using gin ((${expression.replace(/'/g, "''")}) %s.gin_trgm_ops)${where ? ` where ${where.replace(/'/g, "''")}` : ""}', trgm_schema);
     end if;
   end $$`;
