import type { Selectable } from "kysely";

import type {
  DutyStatus,
  EldEntrySource,
  HosRuleset,
  Timesheet,
  TimesheetEntry,
  TimesheetEntryOrigin,
  TimesheetStatus,
} from "../../../shared/generated/hours";
import type { TimesheetEntriesTable, TimesheetsTable } from "../../db/tables";

export type TimesheetRow = Selectable<TimesheetsTable>;
export type EntryRow = Selectable<TimesheetEntriesTable>;

/** A timesheet row as the list and the notifications carry it. */
export function timesheetFromRow(row: TimesheetRow): Timesheet {
  return {
    id: row.id,
    userId: row.user_id,
    employeeId: row.employee_id,
    driverName: row.employee_name,
    day: row.day,
    dayStart: row.day_start.getTime(),
    dayStartHour: row.day_start_hour,
    cycle: row.cycle as HosRuleset,
    status: row.status as TimesheetStatus,
    drivingMinutes: row.driving_minutes,
    onDutyNotDrivingMinutes: row.on_duty_minutes,
    onDutyTotalMinutes: row.driving_minutes + row.on_duty_minutes,
    offDutyMinutes: row.off_duty_minutes,
    sleeperMinutes: row.sleeper_minutes,
    ...(row.start_location ? { startLocation: row.start_location } : {}),
    ...(row.end_location ? { endLocation: row.end_location } : {}),
    ...(row.certified_at ? { certifiedAt: row.certified_at.getTime() } : {}),
    modifiedDate: row.modified_date.getTime(),
  };
}

const ORIGINS: readonly TimesheetEntryOrigin[] = ["driver", "correction", "seed", "eld"];

/** An ELD import as its entries cite it (migration 0014). */
export interface EldImportLabel {
  fileName: string;
  eldIdentifier: string | null;
}

/** `imports`: the ELD imports of the entries being mapped, by id, so an imported entry names its file and line. */
export function entryFromRow(
  row: EntryRow,
  names: ReadonlyMap<string, string>,
  imports: ReadonlyMap<string, EldImportLabel> = new Map(),
): TimesheetEntry {
  const source = row.eld_import_id ? imports.get(row.eld_import_id) : undefined;
  const eldSource: EldEntrySource | undefined =
    source && row.eld_import_id && row.eld_line
      ? {
          importId: row.eld_import_id,
          fileName: source.fileName,
          line: row.eld_line,
          ...(source.eldIdentifier ? { eldIdentifier: source.eldIdentifier } : {}),
        }
      : undefined;
  const byName = row.created_by ? names.get(row.created_by) : undefined;
  return {
    id: row.id,
    status: row.status as DutyStatus,
    start: row.start_at.getTime(),
    ...(row.location ? { location: row.location } : {}),
    ...(row.annotation ? { annotation: row.annotation } : {}),
    origin: (ORIGINS as readonly string[]).includes(row.origin) ? (row.origin as TimesheetEntryOrigin) : "driver",
    createdDate: row.created_date.getTime(),
    ...(byName ? { createdByName: byName } : {}),
    ...(eldSource ? { eldSource } : {}),
  };
}
