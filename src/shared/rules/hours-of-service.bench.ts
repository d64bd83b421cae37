// Benchmark: the engine runs for every timesheet row on screen, so a 14-day
// log of 200 events must evaluate in ≤ 2 ms (median). Run with
//   npx tsx src/shared/rules/hours-of-service.bench.ts
// Prints one JSON line: {"hosEvaluateMedianMs": n, "events": 200}.

import { performance } from "node:perf_hooks";

import { evaluateHoursOfService, type HosEvent, type HosInput } from "./hours-of-service";

const MINUTE = 60_000;
const EVENTS = 200;
const RUNS = 500;
const WARM_UP = 50;

// A long-haul fortnight: each working day is pre-trip, driving legs split by
// fuel stops, a meal break and a sleeper stretch, then the overnight rest.
// The day pattern is 15 events; 13 working days and a short 14th make 200.
const DAY_PATTERN: readonly [HosEvent["status"], number][] = [
  ["on", 6 * 60], // pre-trip inspection at 06:00
  ["driving", 6 * 60 + 20],
  ["on", 8 * 60 + 30], // fuel
  ["driving", 8 * 60 + 50],
  ["off", 11 * 60], // meal
  ["driving", 11 * 60 + 45],
  ["on", 13 * 60 + 30], // delivery
  ["off", 14 * 60 + 15],
  ["driving", 14 * 60 + 45],
  ["sleeper", 16 * 60 + 30],
  ["driving", 17 * 60 + 15],
  ["on", 18 * 60 + 20], // post-trip
  ["off", 18 * 60 + 50],
  ["sleeper", 20 * 60],
  ["off", 23 * 60 + 30],
];

function buildLog(): HosInput {
  const firstDay = Date.parse("2024-10-21T00:00:00-04:00");
  const events: HosEvent[] = [];
  for (let day = 0; events.length < EVENTS; day++) {
    for (const [status, minuteOfDay] of DAY_PATTERN) {
      if (events.length === EVENTS) break;
      const start = new Date(firstDay + day * 24 * 60 * MINUTE + minuteOfDay * MINUTE);
      events.push({ status, start: start.toISOString() });
    }
  }
  return {
    ruleset: "CA_CYCLE_1",
    timeZone: "America/Toronto", // the fortnight crosses the 3 November DST change
    events,
    asOf: "2024-11-04T12:00:00-05:00",
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const input = buildLog();
for (let i = 0; i < WARM_UP; i++) evaluateHoursOfService(input);
const timings: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  evaluateHoursOfService(input);
  timings.push(performance.now() - started);
}
console.log(JSON.stringify({ hosEvaluateMedianMs: Number(median(timings).toFixed(4)), events: input.events.length }));
