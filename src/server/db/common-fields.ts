import type { RecordState } from "../../shared/generated/common";

interface CommonRow {
  id: string;
  created_by: string | null;
  created_date: Date;
  modified_by: string | null;
  modified_date: Date;
  state: string;
  time_zone: string | null;
}

/** The fields every record carries, from the common columns every entity table has. */
export function commonFields(row: CommonRow, modelClass: string) {
  return {
    id: row.id,
    modelClass,
    createdDate: row.created_date.getTime(),
    modifiedDate: row.modified_date.getTime(),
    state: row.state as RecordState,
    ...optional({ createdBy: row.created_by, modifiedBy: row.modified_by, timeZone: row.time_zone }),
  };
}

/** Drops null and undefined values, because optional wire fields are absent rather than null. */
export function optional<T extends Record<string, unknown>>(fields: T): { [K in keyof T]?: NonNullable<T[K]> } {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== null && value !== undefined) out[key] = value;
  return out as { [K in keyof T]?: NonNullable<T[K]> };
}
