// The writer's files read back as the record of duty status they were written from, check values and all, and the
// 30-day sample breaks exactly the limits it was built to break (SOR/2005-313 s.12(1), s.12(2), s.14(1)).
import { describe, expect, test } from "vitest";

import { parseEldOutputFile } from "./eld-output-file";
import { sampleEldFile, sampleEldLog } from "./eld-output-file-sample";
import { evaluateHoursOfService } from "./hours-of-service";
import { carrierDayOf, dayBounds } from "./timesheets";

const TZ = "America/Toronto";

describe("writing an ELD output file (49 CFR 395 Subpart B, Appendix A §4.8.2)", () => {
  const log = sampleEldLog("2026-02-02", TZ);
  const parsed = parseEldOutputFile(sampleEldFile(log));

  test("reads back event for event, personal conveyance and yard moves included, with every check value right", () => {
    expect(parsed.checkValueMismatches).toEqual([]);
    // §4.4.5.3: the file ends with the file data check value of its lines, which the reader verifies.
    expect(parsed.fileCheckMismatch).toBeUndefined();
    expect(sampleEldFile(log).trimEnd().split("\r\n").at(-1)).toMatch(/^[0-9A-F]{4}$/);
    expect(parsed.events.map((e) => [e.status, Date.parse(e.at)])).toEqual(log.events.map((e) => [e.status, e.at]));
    expect(parsed.eldIdentifier).toBe("MLH001");
    expect(parsed.eldRegistrationId).toBe("ZX12");
    expect(parsed.events[1]).toMatchObject({ status: "on", location: "Mississauga ON terminal" });
    expect(parsed.events[2]).toMatchObject({ status: "yard", location: "43.59, -79.64" });
  });

  test("the 30-day sample breaks the daily limits on its long day only", () => {
    const asOf = dayBounds(log.lastDay, TZ).end;
    const result = evaluateHoursOfService({
      ruleset: "CA_CYCLE_1",
      timeZone: TZ,
      events: parsed.events.map((e) => ({ status: e.status, start: e.at })),
      asOf: new Date(asOf).toISOString(),
    });
    const byDay = new Map<string, string[]>();
    for (const v of result.violations) {
      const day = carrierDayOf(Date.parse(v.at) - 1, TZ);
      byDay.set(day, [...(byDay.get(day) ?? []), v.rule]);
    }
    expect([...byDay.keys()]).toEqual([log.longDay]);
    expect(byDay.get(log.longDay)).toEqual(
      expect.arrayContaining(["CA_DAY_DRIVING_13H", "CA_DAY_ON_DUTY_14H", "CA_DAY_OFF_DUTY_10H"]),
    );
  });
});
