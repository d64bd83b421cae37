/**
 * The common entity columns of SPEC §3 as SQL, for CREATE TABLE: an id "#<class>:<n>" from the table's sequence
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
