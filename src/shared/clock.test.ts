import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { advancingClock, clockFromEnv, fakeNowFrom, fixedClock, systemClock } from "./clock";

const SRC = join(import.meta.dirname, "..");
const CLOCK_MODULES = new Set(["shared/clock.ts", "shared/machine-time.ts"]);

/** Source files of the product (tests, benches and test helpers may read a clock of their own making). */
function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return productFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|bench)\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")
      ? [path]
      : [];
  });
}

/** The code without its comments, so a comment that names Date.now() is no reading of the clock. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");

/** Every reading of the machine's present (Date.now(), new Date()) in the files under `dir`, comments aside. */
function presentReadings(dir: string, label: string): { file: string; where: string }[] {
  return productFiles(dir).flatMap((path) => {
    const file = relative(dir, path).replaceAll("\\", "/");
    return withoutComments(readFileSync(path, "utf8"))
      .split("\n")
      .flatMap((line, index) =>
        /\bDate\.now\(\)|\bnew Date\(\s*\)/.test(line)
          ? [{ file, where: `${label}/${file}:${index + 1}: ${line.trim()}` }]
          : [],
      );
  });
}

describe('one clock (docs/testing.md "Time")', () => {
  it("only the clock module reads the machine's time in src/", () => {
    const readings = presentReadings(SRC, "src").filter((reading) => !CLOCK_MODULES.has(reading.file));
    expect(
      readings.map(({ where }) => where),
      "read the time from the injected Clock (context.clock, services.clock, useClock()) instead",
    ).toEqual([]);
  });

  it("the browser journeys read the run's clock, whose instant FAKE_NOW may set", () => {
    const readings = presentReadings(join(SRC, "..", "tests", "e2e"), "tests/e2e");
    expect(
      readings.map(({ where }) => where),
      "read runClock.now() from tests/e2e/test.ts instead",
    ).toEqual([]);
  });

  it("a fixed clock stands still until it is set or advanced", () => {
    const clock = fixedClock(Date.UTC(2027, 2, 14, 7, 30));
    expect(clock.now()).toBe(Date.UTC(2027, 2, 14, 7, 30));
    clock.advance(60_000);
    expect(clock.date().toISOString()).toBe("2027-03-14T07:31:00.000Z");
    clock.set(0);
    expect(clock.now()).toBe(0);
  });

  it("an advancing clock starts at its instant and keeps the machine's pace", () => {
    let machine = 1_000;
    const clock = advancingClock(Date.UTC(2031, 5, 1), () => machine);
    expect(clock.now()).toBe(Date.UTC(2031, 5, 1));
    machine += 5_000;
    expect(clock.now()).toBe(Date.UTC(2031, 5, 1) + 5_000);
    clock.set(Date.UTC(2028, 1, 29));
    machine += 1;
    expect(clock.now()).toBe(Date.UTC(2028, 1, 29) + 1);
  });

  it("today follows the time zone, across the spring-forward and fall-back nights", () => {
    // 14 March 2027 02:30 does not exist in Toronto (clocks jump from 02:00 EST to 03:00 EDT); 07:30Z is 03:30 EDT.
    const spring = fixedClock(Date.parse("2027-03-14T07:30:00Z"));
    expect(spring.today("America/Toronto")).toBe("2027-03-14");
    const springDay = spring.todayBounds("America/Toronto");
    expect(springDay.end - springDay.start).toBe(23 * 3_600_000);
    // 7 November 2027 01:30 happens twice in Toronto; the day is 25 hours long.
    const fall = fixedClock(Date.parse("2027-11-07T05:30:00Z"));
    expect(fall.today("America/Toronto")).toBe("2027-11-07");
    const fallDay = fall.todayBounds("America/Toronto");
    expect(fallDay.end - fallDay.start).toBe(25 * 3_600_000);
    // The hour after midnight in Toronto is still the previous day in UTC's eyes of Vancouver.
    const afterMidnight = fixedClock(Date.parse("2026-12-02T05:30:00Z"));
    expect(afterMidnight.today("America/Toronto")).toBe("2026-12-02");
    expect(afterMidnight.today("America/Vancouver")).toBe("2026-12-01");
  });

  it("the current instant always lies inside today's bounds, in any zone and at any day start hour", () => {
    const zones = [
      "America/Toronto",
      "America/Vancouver",
      "America/St_Johns",
      "America/Halifax",
      "America/Regina",
      "UTC",
      "Pacific/Auckland",
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 23 }),
        (ms, zone, startHour) => {
          const bounds = fixedClock(ms).todayBounds(zone, startHour);
          return bounds.start <= ms && ms < bounds.end && bounds.day === fixedClock(ms).today(zone, startHour);
        },
      ),
    );
  });

  it("FAKE_NOW starts the process's clock at its instant; a value that is no instant is refused", () => {
    expect(fakeNowFrom({})).toBeUndefined();
    expect(clockFromEnv({})).toBe(systemClock);
    const clock = clockFromEnv({ FAKE_NOW: "2028-02-29T12:00:00Z" });
    expect(Math.abs(clock.now() - Date.parse("2028-02-29T12:00:00Z"))).toBeLessThan(60_000);
    expect(() => fakeNowFrom({ FAKE_NOW: "tomorrow" })).toThrow(/FAKE_NOW/);
    expect(() => fakeNowFrom({ FAKE_NOW: "2027" })).toThrow(/FAKE_NOW/);
  });
});
