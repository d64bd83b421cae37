// The inspection schedules as transcribed: NSC 13 Part 2 Schedule 1 has 23
// parts from "Air brake system" to "Windshield wiper/washer", Schedule 2 has
// 25 parts, and 49 CFR 396.11(a)(1) lists 11 parts and accessories.
import { describe, expect, test } from "vitest";

import {
  defectOptions,
  NSC13_SCHEDULE_1,
  NSC13_SCHEDULE_2,
  OPTION_KINDS,
  US_DVIR_396_11,
  VEHICLE_SCHEDULES,
} from "./schedules";

const titles = (schedule: typeof NSC13_SCHEDULE_1) => schedule.questions.map((q) => q.value);

describe("NSC 13 schedules", () => {
  test("Schedule 1 (trucks, tractors, trailers) has 23 parts, Air brake system to Windshield wiper/washer", () => {
    expect(NSC13_SCHEDULE_1.questions).toHaveLength(23);
    expect(titles(NSC13_SCHEDULE_1)[0]).toBe("Air brake system");
    expect(titles(NSC13_SCHEDULE_1)[22]).toBe("Windshield wiper/washer");
  });

  test("Schedule 2 (buses) has 25 parts, including the bus-only parts", () => {
    expect(NSC13_SCHEDULE_2.questions).toHaveLength(25);
    expect(titles(NSC13_SCHEDULE_2)).toEqual(
      expect.arrayContaining(["Accessibility devices", "Emergency exits", "Exterior body", "Passenger compartment"]),
    );
    expect(titles(NSC13_SCHEDULE_2)).not.toContain("Cab");
  });

  test.each([NSC13_SCHEDULE_1, NSC13_SCHEDULE_2])(
    "every part of $name has at least one defect, each classed minor or major",
    (schedule) => {
      for (const question of schedule.questions) {
        const defects = defectOptions(question);
        expect(defects.length, question.value).toBeGreaterThan(0);
        for (const defect of defects) expect(["minor", "major"]).toContain(defect.type);
      }
    },
  );

  test("known classifications from the standard", () => {
    const part = (title: string) => NSC13_SCHEDULE_1.questions.find((q) => q.value === title)!;
    const kindOf = (title: string, text: string) => defectOptions(part(title)).find((d) => d.name === text)?.type;
    expect(kindOf("Air brake system", "audible air leak")).toBe("minor");
    expect(kindOf("Air brake system", "pushrod stroke of any brake exceeds the adjustment limit")).toBe("major");
    expect(kindOf("Tires", "flat tire")).toBe("major");
    expect(kindOf("Horn", "vehicle has no operative horn")).toBe("minor");
    expect(kindOf("Dangerous goods", "dangerous goods requirements not met")).toBe("major");
  });
});

describe("US DVIR (49 CFR 396.11(a)(1))", () => {
  test("lists the 11 parts and accessories, from service brakes to emergency equipment", () => {
    expect(US_DVIR_396_11.questions).toHaveLength(11);
    expect(titles(US_DVIR_396_11)[0]).toBe("Service brakes including trailer brake connections");
    expect(titles(US_DVIR_396_11)[10]).toBe("Emergency equipment");
  });

  test("each defect must be repaired before the vehicle runs again, so each is major", () => {
    for (const question of US_DVIR_396_11.questions) {
      expect(defectOptions(question).map((d) => d.type)).toEqual(["major"]);
    }
  });
});

describe("schedule shape, for seeding schedules / questions / options", () => {
  test.each(VEHICLE_SCHEDULES)(
    "$name: parts in order, options of known kinds with distinct positions, source and date noted",
    (schedule) => {
      expect(schedule.name && schedule.description && schedule.declaration && schedule.number).toBeTruthy();
      expect(schedule.source.transcribed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      schedule.questions.forEach((question, i) => {
        expect(question.part).toBe(i + 1);
        expect(["text", "input"]).toContain(question.type);
        const positions = question.options.map((o) => o.position);
        expect(new Set(positions).size).toBe(positions.length);
        for (const option of question.options) expect(OPTION_KINDS).toContain(option.type);
        expect(question.options.some((o) => o.type === "ok")).toBe(true);
      });
    },
  );
});
