// Property (docs/checklists.md "Rules", grading): whatever checklist and whatever valid answers, a result's defect type
// is its most severe answer — major if any chosen option is graded major or any answer is a described major, else minor
// if any is minor, else none — and every valid answer passes answerProblems.
import fc from "fast-check";
import { describe, expect, test } from "vitest";

import type { ChecklistAnswerInput, ChecklistOptionCategory, ChecklistSpecialAnswer } from "../generated/checklists";
import { answerProblems, gradeAnswer, resultDefectType, type GradableItem } from "./checklists";

const RANK = { none: 0, minor: 1, major: 2 } as const;
const category = fc.constantFrom<ChecklistOptionCategory>("none", "minor", "major");

const itemArbitrary = (index: number): fc.Arbitrary<GradableItem> =>
  fc.oneof(
    fc
      .record({ type: fc.constantFrom("text" as const, "number" as const) })
      .map(({ type }) => ({ id: `#71:${index}`, type, multiSelect: false, options: [] })),
    fc
      .record({ multiSelect: fc.boolean(), categories: fc.array(category, { minLength: 1, maxLength: 6 }) })
      .map(({ multiSelect, categories }) => ({
        id: `#71:${index}`,
        type: "list" as const,
        multiSelect,
        options: categories.map((c, j) => ({ id: `#72:${index * 100 + j}`, category: c })),
      })),
    fc.tuple(category, category).map(([yes, no]) => ({
      id: `#71:${index}`,
      type: "bool" as const,
      multiSelect: false,
      options: [
        { id: `#72:${index * 100}`, category: yes },
        { id: `#72:${index * 100 + 1}`, category: no },
      ],
    })),
  );

/** A valid answer to `item` and the severity a person would read off it. */
const answerArbitrary = (item: GradableItem): fc.Arbitrary<{ answer: ChecklistAnswerInput; expected: number }> => {
  const special = fc.option(fc.constantFrom<ChecklistSpecialAnswer>("na", "minor", "major"), { nil: undefined });
  if (item.options.length === 0) {
    return fc.tuple(fc.integer({ min: -40, max: 40 }), special).map(([n, s]) => ({
      answer: { itemId: item.id, value: String(n), ...(s ? { special: s, remarks: "described" } : {}) },
      expected: s === "minor" ? 1 : s === "major" ? 2 : 0,
    }));
  }
  const picks = item.multiSelect
    ? fc.subarray([...item.options], { minLength: 1 })
    : fc.constantFrom(...item.options).map((o) => [o]);
  return fc.tuple(picks, special).map(([chosen, s]) => ({
    answer: { itemId: item.id, optionIds: chosen.map((o) => o.id), ...(s ? { special: s, remarks: "described" } : {}) },
    expected: Math.max(...chosen.map((o) => RANK[o.category]), s === "minor" ? 1 : s === "major" ? 2 : 0),
  }));
};

const filledArbitrary = fc
  .integer({ min: 1, max: 12 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => itemArbitrary(i + 1))))
  .chain((items) => fc.tuple(fc.constant(items), fc.tuple(...items.map(answerArbitrary))));

describe("checklist grading", () => {
  test("a result's defect type is its most severe answer, and valid answers raise no problem", () => {
    fc.assert(
      fc.property(filledArbitrary, ([items, filled]) => {
        const answers = filled.map((f) => f.answer);
        expect(answerProblems(items, answers)).toEqual({});
        const grades = items.map((item, i) => gradeAnswer(item, answers[i]!));
        grades.forEach((grade, i) => expect(RANK[grade]).toBe(filled[i]!.expected));
        const worst = Math.max(...filled.map((f) => f.expected));
        expect(resultDefectType(grades)).toBe((["none", "minor", "major"] as const)[worst]);
      }),
      { numRuns: 500 },
    );
  });

  test("any option id not of its own item is refused by path", () => {
    fc.assert(
      fc.property(filledArbitrary, fc.nat(), ([items, filled], pick) => {
        const listIndex = items.findIndex((item) => item.options.length > 0);
        fc.pre(listIndex >= 0);
        const answers = filled.map((f) => f.answer);
        answers[listIndex] = { itemId: items[listIndex]!.id, optionIds: [`#72:${9_000_000 + (pick % 1000)}`] };
        expect(answerProblems(items, answers)[`answers.${listIndex}.optionIds.0`]).toBe("notAnOption");
      }),
      { numRuns: 200 },
    );
  });
});
