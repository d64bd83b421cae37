// Who works when in a demo company: one plan that the hours demo (the drivers' logs) and the inspections demo (their
// pre-trips) both follow, so the demo obeys the company's own rule that a driver starts the day's record of duty
// status before inspecting (SOR/2005-313 s.2 "day"; docs/inspections.md "Start the day before inspecting"). Weekdays
// are working days in the company's zone; each driver goes on duty at their shift's start and pre-trips their unit in
// the half hour before they drive. Today counts once the shift has begun.
import { dayBounds, shiftDay } from "../../shared/rules/timesheets";

export interface DemoShift {
  /** The local part of the person's email ("driver1"), as demo-identity.ts names people. */
  person: string;
  /** Minutes after local midnight when they go on duty. */
  shiftStart: number;
  /** Yard, road and terminal of their usual run. */
  route: readonly [string, string, string];
  /**
   * Whether they keep a record of duty status: a non-commercial driver does not (docs/inspections.md "Rules": the
   * record is compulsory for drivers and mechanics).
   */
  keepsLog: boolean;
}

export const DEMO_SHIFTS: readonly DemoShift[] = [
  {
    person: "driver1",
    shiftStart: 6 * 60 + 30,
    route: ["Mississauga, ON yard", "Highway 401, Kingston, ON", "Montréal, QC terminal"],
    keepsLog: true,
  },
  {
    person: "driver2",
    shiftStart: 6 * 60,
    route: ["Brampton, ON yard", "Highway 400, Barrie, ON", "Sudbury, ON terminal"],
    keepsLog: true,
  },
  {
    person: "gurpreet.sandhu",
    shiftStart: 5 * 60 + 30,
    route: ["Hamilton, ON yard", "QEW, St. Catharines, ON", "Fort Erie, ON border"],
    keepsLog: true,
  },
  {
    person: "marie-eve.gagnon",
    shiftStart: 7 * 60,
    route: ["Ottawa, ON yard", "Highway 417, Arnprior, ON", "Pembroke, ON terminal"],
    keepsLog: true,
  },
  {
    person: "aisha.mensah",
    shiftStart: 8 * 60,
    route: ["London, ON yard", "Highway 402, Sarnia, ON", "Windsor, ON terminal"],
    keepsLog: true,
  },
  {
    person: "dmitri.ivanov",
    shiftStart: 5 * 60 + 45,
    route: ["Toronto, ON terminal", "Highway 427, Etobicoke, ON", "Oakville, ON customer"],
    keepsLog: true,
  },
  {
    person: "sofia.garcia",
    shiftStart: 7 * 60 + 15,
    route: ["Vaughan, ON yard", "Highway 7, Markham, ON", "Pickering, ON site"],
    keepsLog: false,
  },
];

/**
 * The drivers whose today the browser journeys start themselves (hours.spec.ts: "the seeded days end off duty,
 * carried into today"), Daniel Roy and Priya Patel: the demo leaves their today empty, so they have neither a log
 * nor a pre-trip today.
 */
export const START_TODAY_THEMSELVES: readonly string[] = ["driver1", "driver2"];

export const shiftOf = (person: string): DemoShift | undefined => DEMO_SHIFTS.find((s) => s.person === person);

/**
 * The day off sick: Marie-Ève Gagnon checked in "not able to work" on the third working day before today (the
 * check-ins demo), so that day she has no log and no inspection.
 */
export const SICK_PERSON = "marie-eve.gagnon";
export function sickDay(today: string): string {
  let found = 0;
  for (let offset = 1; ; offset++) {
    const day = shiftDay(today, -offset);
    if (isWorkday(day) && ++found === 3) return day;
  }
}

/** Monday to Friday: the demo's drivers are off at weekends. */
export const isWorkday = (day: string): boolean => ![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());

/** When the shift of `day` begins (ms). */
export const shiftStartOn = (shift: DemoShift, day: string, timeZone: string): number =>
  dayBounds(day, timeZone).start + shift.shiftStart * 60_000;

/** Whether `shift` works on `day` by `nowMs`: a weekday not off sick, and for today, once the shift has begun. */
export function worksOn(shift: DemoShift, day: string, today: string, nowMs: number, timeZone: string): boolean {
  if (!isWorkday(day)) return false;
  if (shift.person === SICK_PERSON && day === sickDay(today)) return false;
  if (day !== today) return true;
  return !START_TODAY_THEMSELVES.includes(shift.person) && shiftStartOn(shift, day, timeZone) <= nowMs;
}

/**
 * The company's working days, the latest first, counting today from an hour after the first shift begins: a story
 * told "this morning" (the first shift's pre-trip) then has its morning, and the history is the same whenever in the
 * rest of the day the demo is first seeded.
 */
export function recentWorkdays(today: string, nowMs: number, timeZone: string, back: number): string[] {
  const firstShift = Math.min(...DEMO_SHIFTS.map((s) => s.shiftStart));
  const days: string[] = [];
  for (let offset = 0; offset <= back; offset++) {
    const day = shiftDay(today, -offset);
    if (!isWorkday(day)) continue;
    if (offset === 0 && dayBounds(day, timeZone).start + (firstShift + 60) * 60_000 > nowMs) continue;
    days.push(day);
  }
  return days;
}
