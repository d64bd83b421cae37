// The one clock (docs/testing.md "Time"). Code on either side reads the time only through a Clock it was
// handed: the server's comes from its configuration (ServerConfig.clock) and reaches handlers, jobs and mail through
// the services; the client's sits on the PortalClient. Tests set it instead of waiting for a calendar day, and
// FAKE_NOW=<ISO instant> starts a whole process (server, seed, test helpers) at that instant.
//
// With machine-time.ts, the only module in src/ that may call Date.now() or new Date() without an argument
// (clock.test.ts enforces it).
import { machineNow } from "./machine-time";
import { carrierDayOf, dayBounds, type DayBounds } from "./rules/timesheets";

export interface Clock {
  /** The current instant in epoch milliseconds. */
  now(): number;
  /** The current instant as a Date (a database timestamp parameter). */
  date(): Date;
  /** The local day (YYYY-MM-DD) it is now in `timeZone`; before `dayStartHour` it is still the day before. */
  today(timeZone: string, dayStartHour?: number): string;
  /** When the day that holds the current instant begins and ends in `timeZone` (23 or 25 hours on DST nights). */
  todayBounds(timeZone: string, dayStartHour?: number): DayBounds;
}

/** A clock whose instant a test moves by hand. */
export interface SettableClock extends Clock {
  set(epochMs: number): void;
  advance(ms: number): void;
}

function clockReading(now: () => number): Clock {
  return {
    now,
    date: () => new Date(now()),
    today: (timeZone, dayStartHour = 0) => carrierDayOf(now(), timeZone, dayStartHour),
    todayBounds: (timeZone, dayStartHour = 0) =>
      dayBounds(carrierDayOf(now(), timeZone, dayStartHour), timeZone, dayStartHour),
  };
}

/** The machine's clock. */
export const systemClock: Clock = clockReading(machineNow);

/** A clock that stands still at `epochMs` until the test sets or advances it. */
export function fixedClock(epochMs: number): SettableClock {
  let current = epochMs;
  return {
    ...clockReading(() => current),
    set: (ms) => {
      current = ms;
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/**
 * A clock that reads `startMs` now and then runs at the machine's pace (timeouts, leases and "3 minutes ago"
 * keep working). `set` jumps it to another instant, from which it runs on.
 */
export function advancingClock(startMs: number, base: () => number = machineNow): SettableClock {
  let offset = startMs - base();
  return {
    ...clockReading(() => base() + offset),
    set: (ms) => {
      offset = ms - base();
    },
    advance: (ms) => {
      offset += ms;
    },
  };
}

/** The variable that starts a process's clock at another instant (an ISO 8601 instant, e.g. 2027-03-14T07:30:00Z). */
export const FAKE_NOW_ENV = "FAKE_NOW";
/**
 * The machine's epoch ms at which FAKE_NOW held. A test run sets it once (scripts/test-all.ts) so its test
 * processes, e2e servers and browser pages share one timeline however much later each starts; unset, FAKE_NOW holds
 * when the process reads it.
 */
export const FAKE_NOW_SINCE_ENV = "FAKE_NOW_SINCE";

/** Parses FAKE_NOW; throws on a value that is no instant, so a typo never runs a suite at the real time unnoticed. */
export function fakeNowFrom(env: Record<string, string | undefined>): number | undefined {
  const text = env[FAKE_NOW_ENV]?.trim();
  if (!text) return undefined;
  const ms = Date.parse(text);
  if (Number.isNaN(ms) || !/\d{4}-\d{2}-\d{2}T/.test(text))
    throw new Error(`${FAKE_NOW_ENV}=${text} is not an ISO 8601 instant (e.g. 2027-03-14T07:30:00Z)`);
  return ms;
}

/** The machine's clock, or one advancing from FAKE_NOW when it is set. */
export function clockFromEnv(env: Record<string, string | undefined>): Clock {
  const fake = fakeNowFrom(env);
  if (fake === undefined) return systemClock;
  const since = Number(env[FAKE_NOW_SINCE_ENV]);
  return Number.isFinite(since) && since > 0 ? advancingClock(fake + (machineNow() - since)) : advancingClock(fake);
}
