// A realistic record of duty status to write as an ELD output file (eld-output-file-writer.ts) for the import's
// tests, bench and e2e journey: weekdays of a regional tractor-trailer driver, weekends off, with one personal
// conveyance and one yard move a day, and one planted day of 14½ hours of driving. Under SOR/2005-313 cycle 1 the
// ordinary days break nothing (9½ h on duty, 8 h driving, 14½ h off, 47½ h a week); the long day breaks s.12(1)
// (13 h driving in a day), s.12(2) (14 h on duty) and s.14(1) (10 h off duty in a day).
import type { EldFileEvent, EldFileInput } from "./eld-output-file-writer";
import { writeEldOutputFile } from "./eld-output-file-writer";
import { instantOfWallTime } from "./time-zone";
import { shiftDay } from "./timesheets";

export interface SampleEldLog {
  firstDay: string;
  lastDay: string;
  events: EldFileEvent[];
  /** The day driven 14½ hours (the first weekday at least 9 days in). */
  longDay: string;
  /** Days with changes of duty status (weekdays), and how many changes each has. */
  changesByDay: Map<string, number>;
}

type Plan = [hour: number, minute: number, status: EldFileEvent["status"], location?: string][];

const ORDINARY: Plan = [
  [6, 0, "on", "Mississauga ON terminal"],
  [6, 15, "yard"],
  [6, 30, "driving"],
  [11, 0, "on", "Kingston ON"],
  [11, 30, "off"],
  [12, 0, "driving"],
  [15, 30, "on", "Mississauga ON terminal"],
  [16, 0, "off"],
  [19, 0, "personal"],
  [19, 30, "off", "Brampton ON"],
];

const LONG: Plan = [
  [5, 0, "on", "Mississauga ON terminal"],
  [5, 15, "driving"],
  [19, 45, "on", "Montreal QC"],
  [20, 0, "off"],
];

const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());

/**
 * The first day of a `days`-day sample that ends on the last weekday on or before `day`. The sample's weekends hold
 * no change, and an import asked without an end takes the file's last change as its end: a sample that ended on a
 * weekend would import as fewer days than it spans.
 */
export function sampleFirstDayEndingBy(day: string, days = 30): string {
  let last = day;
  while (isWeekend(last)) last = shiftDay(last, -1);
  return shiftDay(last, -(days - 1));
}

/** `days` days from `firstDay` in `timeZone`: off duty from its first minute, then the plan of each day. */
export function sampleEldLog(firstDay: string, timeZone: string, days = 30): SampleEldLog {
  const at = (day: string, hour: number, minute: number) => {
    const [y, m, d] = day.split("-").map(Number) as [number, number, number];
    return instantOfWallTime(y, m, d, hour, minute, timeZone);
  };
  const events: EldFileEvent[] = [{ status: "off", at: at(firstDay, 0, 0), location: "Brampton ON" }];
  const changesByDay = new Map<string, number>([[firstDay, 1]]);
  let longDay = "";
  for (let i = 0; i < days; i++) {
    const day = shiftDay(firstDay, i);
    if (isWeekend(day)) continue;
    const long = longDay === "" && i >= 9;
    if (long) longDay = day;
    for (const [hour, minute, status, location] of long ? LONG : ORDINARY)
      events.push({ status, at: at(day, hour, minute), ...(location ? { location } : {}) });
    changesByDay.set(day, (changesByDay.get(day) ?? 0) + (long ? LONG : ORDINARY).length);
  }
  return { firstDay, lastDay: shiftDay(firstDay, days - 1), events, longDay, changesByDay };
}

/** The sample as the file a third-party ELD would hand over for `driver`, its home terminal on Eastern Standard Time. */
export function sampleEldFile(log: SampleEldLog, driver: Partial<EldFileInput["driver"]> = {}): string {
  return writeEldOutputFile({
    driver: {
      lastName: "Roy",
      firstName: "Daniel",
      username: "droy",
      licenceJurisdiction: "ON",
      licenceNumber: "D6101-40706-60509",
      ...driver,
    },
    carrier: { usdotNumber: "1234567", name: "MAPLE LEAF HAULAGE" },
    vehicle: { unit: "T-101", vin: "1FUJGLDR5CLBP8834" },
    utcOffsetHours: 5,
    eldRegistrationId: "ZX12",
    eldIdentifier: "MLH001",
    events: log.events,
  });
}
