// The ELD output file (49 CFR 395 Subpart B, Appendix A §4.8.2): files built the way the appendix lays them out,
// read into a record of duty status, and refused with the line and the reason when malformed.
import { describe, expect, test } from "vitest";

import { EldFileError, fileCheckValue, lineCheckValue, parseEldOutputFile } from "./eld-output-file";
import { evaluateHoursOfService } from "./hours-of-service";

/** A line as §4.8.2 writes it: the fields, then their line data check value (§4.4.5.2). */
const line = (...fields: string[]) => [...fields, lineCheckValue(fields.join(""))].join(",");

/** An event of the ELD Event List (§4.8.2.1.4): sequence, status, origin, type, code, date, time, then the rest. */
const event = (sequence: number, type: number, code: number, date: string, time: string, status = 1, origin = 1) =>
  line(
    sequence.toString(16).toUpperCase().padStart(4, "0"),
    String(status),
    String(origin),
    String(type),
    String(code),
    date,
    time,
    "1520",
    "8412.5",
    "43.65",
    "-79.38",
    "0",
    "1",
    "1",
    "0",
    "0",
    "A4",
  );

function file(events: string[], offset = "05"): string {
  const lines = [
    "ELD File Header Segment:",
    line("Roy", "Daniel", "droy", "ON", "D6101-40706-60509"),
    line("", "", ""),
    line("T-101", "1FUJGLDR5CLBP8834", "TR-402"),
    line("1234567", "MAPLE LEAF HAULAGE", "7", "000000", offset),
    line("BOL-5531", "0"),
    "User List:",
    line("1", "D", "Roy", "Daniel"),
    "ELD Event List:",
    ...events,
    "End of File:",
  ];
  const carried = lines.filter((text) => text.includes(",")).map((text) => text.slice(text.lastIndexOf(",") + 1));
  return [...lines, fileCheckValue(carried)].join("\r\n");
}

describe("reading an ELD output file (49 CFR 395 Subpart B, Appendix A §4.8.2)", () => {
  test("duty status changes (event type 1) become the record of duty status, in UTC from the home terminal's offset", () => {
    const parsed = parseEldOutputFile(
      file([
        event(1, 1, 4, "110226", "060000"),
        event(2, 1, 3, "110226", "063000"),
        event(3, 1, 1, "110226", "170000"),
      ]),
    );
    expect(parsed.driver).toMatchObject({ lastName: "Roy", firstName: "Daniel", licenceJurisdiction: "ON" });
    expect(parsed.utcOffsetHours).toBe(5);
    // 06:00 at a home terminal 5 hours west of UTC is 11:00 UTC.
    expect(parsed.events.map((e) => [e.status, e.at])).toEqual([
      ["on", "2026-11-02T11:00:00.000Z"],
      ["driving", "2026-11-02T11:30:00.000Z"],
      ["off", "2026-11-02T22:00:00.000Z"],
    ]);
    expect(parsed.checkValueMismatches).toEqual([]);
  });

  test("personal conveyance counts as off duty and a yard move as on duty until cleared (event type 3; 49 CFR 395.28)", () => {
    const parsed = parseEldOutputFile(
      file([
        event(1, 1, 1, "110226", "180000"),
        event(2, 3, 1, "110226", "181000"),
        event(3, 3, 0, "110226", "184000"),
        event(4, 1, 4, "110326", "060000"),
        event(5, 3, 2, "110326", "061500"),
        event(6, 1, 3, "110326", "070000"),
      ]),
    );
    expect(parsed.events.map((e) => e.status)).toEqual(["off", "personal", "off", "on", "yard", "driving"]);
  });

  test("only active records count: an edited-away or rejected change (status 2–4, §7.23) is ignored", () => {
    const parsed = parseEldOutputFile(
      file([
        event(1, 1, 4, "110226", "060000"),
        event(2, 1, 1, "110226", "070000", 2, 2),
        event(3, 1, 3, "110226", "071500", 1, 2),
      ]),
    );
    expect(parsed.events.map((e) => e.status)).toEqual(["on", "driving"]);
    expect(parsed.events[1]!.origin).toBe(2);
  });

  test("a malformed file is refused with the line that is wrong, and why", () => {
    const bad = (events: string[]) => {
      try {
        parseEldOutputFile(file(events));
      } catch (error) {
        return error instanceof EldFileError ? [error.line, error.reason] : error;
      }
      return "accepted";
    };
    // The 10th line of the file is the first event.
    expect(bad([event(1, 1, 9, "110226", "060000")])).toEqual([10, expect.stringContaining('duty status code "9"')]);
    expect(bad([event(1, 1, 4, "110226", "060000"), event(2, 1, 3, "023126", "063000")])).toEqual([
      11,
      expect.stringContaining("is not a date"),
    ]);
    // Plainly: the fields it needs, the check value after them, and how many the line has.
    expect(bad([event(1, 1, 4, "110226", "060000"), "1,2,3"])).toEqual([
      11,
      expect.stringContaining("needs 16 fields and then its line check value, 17 in all; this line has 3"),
    ]);
    expect(() => parseEldOutputFile("Hello")).toThrow(/line 1: expected the segment "ELD File Header Segment:"/);
    expect(() => parseEldOutputFile(file([]).replace("End of File:", ""))).toThrow(EldFileError);
  });

  test("the file data check value, computed by hand from §4.4.5.3", () => {
    // 0xA1 + 0x3F = 0x00E0; rotated left 3 bits as 16 bits: 0x0700; XOR 0x969C: 0x919C.
    expect(fileCheckValue(["A1", "3F"])).toBe("919C");
    // 226 × 0xFF = 0xE11E; rotated left 3 bits, the top three bits coming round: 0x08F7; XOR 0x969C: 0x9E6B.
    expect(fileCheckValue(Array.from({ length: 226 }, () => "FF"))).toBe("9E6B");
    // Only the lower two bytes of the sum count: 0x10000 + 0x00E0 reads as 0x00E0.
    expect(fileCheckValue([...Array.from({ length: 257 }, () => "FF"), "01", "E0"])).toBe("919C");
    // No line at all: 0 rotated is 0, XOR 0x969C.
    expect(fileCheckValue([])).toBe("969C");
  });

  test("a wrong file data check value is reported with the one expected, and the file read all the same", () => {
    const right = file([event(1, 1, 4, "110226", "060000"), event(2, 1, 3, "110226", "063000")]);
    expect(parseEldOutputFile(right).fileCheckMismatch).toBeUndefined();
    const expected = right.slice(right.lastIndexOf("\n") + 1);
    const wrong = `${right.slice(0, right.lastIndexOf("\n") + 1)}96`;
    const parsed = parseEldOutputFile(wrong);
    expect(parsed.fileCheckMismatch).toEqual({ expected, found: "96" });
    expect(parsed.checkValueMismatches).toEqual([13]);
    expect(parsed.events).toHaveLength(2);
  });

  test("a wrong line check value is reported, not fatal", () => {
    const text = file([event(1, 1, 4, "110226", "060000"), event(2, 1, 3, "110226", "063000")]).replace(
      /,([0-9A-F]{2})\r\nEnd of File:/,
      ",00\r\nEnd of File:",
    );
    // The line, and the file data check value (line 13) that was computed over the line's value as first written.
    expect(parseEldOutputFile(text).checkValueMismatches).toEqual([11, 13]);
  });

  test("the engine finds the violations in an imported log: 12 hours of driving breaks the 11-hour limit (49 CFR 395.3(a)(3))", () => {
    const parsed = parseEldOutputFile(
      file([
        event(1, 1, 1, "110126", "000000"),
        event(2, 1, 4, "110226", "050000"),
        event(3, 1, 3, "110226", "053000"),
        event(4, 1, 1, "110226", "173000"),
      ]),
    );
    const result = evaluateHoursOfService({
      ruleset: "US_PROPERTY_70_8",
      timeZone: "America/Chicago",
      events: parsed.events.map(({ status, at }) => ({ status, start: at })),
      asOf: "2026-11-03T12:00:00Z",
    });
    expect(result.violations.map((v) => v.rule)).toContain("US_DRIVING_11H");
  });
});
