import fc from "fast-check";
import { expect, test } from "vitest";

import { driverGetsCopy, splitAddresses } from "./mail";
import { decodeAnswers, encodeAnswers, type StoredAnswer } from "./stored-answers";

const id = fc.integer({ min: 1, max: 99_999 }).map((n) => `#27:${n}`);
const answer: fc.Arbitrary<StoredAnswer> = fc.record(
  {
    questionId: id,
    unitId: fc.integer({ min: 1, max: 999 }).map((n) => `#30:${n}`),
    option: fc.constantFrom("ok" as const, "na" as const, "minor" as const, "major" as const),
    defectOptionIds: fc.array(
      id.map((i) => i.replace("#27", "#28")),
      { maxLength: 3 },
    ),
    remark: fc.string({ maxLength: 40 }),
    photoIds: fc.array(
      id.map((i) => i.replace("#27", "#31")),
      { maxLength: 2 },
    ),
  },
  { requiredKeys: ["questionId", "option", "defectOptionIds", "photoIds"] },
);

test("stored answers read back as written, whatever they hold", () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(answer, { selector: (a) => `${a.questionId}|${a.unitId ?? ""}`, maxLength: 30 }),
      (answers) => {
        expect(decodeAnswers(JSON.parse(encodeAnswers(answers)))).toEqual(answers);
      },
    ),
  );
});

test("a plain ok or n/a answer is stored as one word", () => {
  expect(
    encodeAnswers([
      { questionId: "#27:1", option: "ok", defectOptionIds: [], photoIds: [] },
      { questionId: "#27:2", unitId: "#30:9", option: "na", defectOptionIds: [], photoIds: [] },
    ]),
  ).toBe('{"#27:1":"ok","#27:2|#30:9":"na"}');
});

test("the driver's copy follows the employee's preference, global (or none) meaning the company's", () => {
  expect(driverGetsCopy({ inspectionEmailedToEmployee: "yes" }, false)).toBe(true);
  expect(driverGetsCopy({ inspectionEmailedToEmployee: "no" }, true)).toBe(false);
  expect(driverGetsCopy({ inspectionEmailedToEmployee: "global" }, true)).toBe(true);
  expect(driverGetsCopy({}, false)).toBe(false);
  expect(driverGetsCopy(null, true)).toBe(true);
});

test("a typed address list is split on commas, trimmed, empty items dropped", () => {
  expect(splitAddresses(" a@b.ca ,, c@d.ca ")).toEqual(["a@b.ca", "c@d.ca"]);
});
