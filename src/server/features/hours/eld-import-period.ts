// Which part of an ELD output file an import takes (docs/hours.md "ELD file import", ELD file import): the period asked
// for, or every day the file covers, in the company's time zone; the status in force when the period begins is
// entered at its first instant, so the first day's log is whole (a record of duty status covers the whole 24-hour
// period, SOR/2005-313 s.82, 49 CFR 395.8(a)); nothing after now.
import type { EldDutyEvent, EldOutputFile } from "../../../shared/rules/eld-output-file";
import { carrierDayOf, dayBounds, shiftDay } from "../../../shared/rules/timesheets";
import { EventError } from "../../ws/event-error";
import type { CompanyClock } from "./company-clock";
import { refuse } from "./driver-commands";

/** Six months, the records' retention (49 CFR 395.8(k)): a longer period is not one audit. */
export const MAX_IMPORT_DAYS = 186;
/** A device's clock may run a little ahead of the server's (as for changes from the driver app). */
const CLOCK_SKEW_MS = 5 * 60_000;

export interface ImportedEvent {
  status: EldDutyEvent["status"];
  at: number;
  line: number;
  location: string | undefined;
}

export interface ImportPeriod {
  from: string;
  to: string;
  days: string[];
  startMs: number;
  endMs: number;
  events: ImportedEvent[];
}

/** A catalogued error for a file the import cannot take, naming its line (fields: fileId, problem malformed, limit = the line). */
export function malformed(line: number, reason: string): EventError {
  return new EventError("EldFileMalformed", `line ${line}: ${reason}`, [
    { path: "fileId", problem: "malformed", limit: line },
  ]);
}

export function importPeriod(
  file: EldOutputFile,
  asked: { from?: string; to?: string },
  clock: CompanyClock,
  nowMs: number,
): ImportPeriod {
  const events = file.events.map((e) => ({
    status: e.status,
    at: Date.parse(e.at),
    line: e.line,
    location: e.location,
  }));
  const from = asked.from ?? carrierDayOf(events[0]!.at, clock.timeZone, clock.dayStartHour);
  const to = asked.to ?? carrierDayOf(events.at(-1)!.at, clock.timeZone, clock.dayStartHour);
  const today = clock.today(nowMs);
  refuse(
    from > to
      ? [["to", "beforeFrom"]]
      : to > today
        ? [["to", "future"]]
        : shiftDay(from, MAX_IMPORT_DAYS - 1) < to
          ? [["to", "tooLong"]]
          : [],
  );
  const startMs = dayBounds(from, clock.timeZone, clock.dayStartHour).start;
  const endMs = dayBounds(to, clock.timeZone, clock.dayStartHour).end;
  const inside = events.filter((e) => e.at >= startMs && e.at < endMs);
  const future = inside.find((e) => e.at > nowMs + CLOCK_SKEW_MS);
  if (future) throw malformed(future.line, `the event at ${new Date(future.at).toISOString()} is later than now`);
  const before = events.filter((e) => e.at < startMs).at(-1);
  // The driver's own entries before the period are not this file's: the status in force is entered explicitly.
  if (before && inside[0]?.at !== startMs) inside.unshift({ ...before, at: startMs });
  const changes = inside.filter((e, i) => i === 0 || e.status !== inside[i - 1]!.status);
  refuse(changes.length === 0 ? [["from", "noEvents"]] : []);
  const days: string[] = [];
  for (let day = from; day <= to; day = shiftDay(day, 1)) days.push(day);
  return { from, to, days, startMs, endMs, events: changes };
}
