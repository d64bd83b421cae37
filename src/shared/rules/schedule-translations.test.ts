// Every text of the stock schedules (NSC Standard 13 Schedules 1 and 2, 49 CFR 396.11) reads in French and Spanish;
// a company's own wording passes through as typed (docs/schedules.md "Languages of the stock schedules").
import { describe, expect, test } from "vitest";

import { scheduleText, SCHEDULE_TRANSLATIONS } from "./schedule-translations";
import { NSC13_SCHEDULE_1, VEHICLE_SCHEDULES } from "./schedules";

const stockTexts = [
  ...new Set(
    VEHICLE_SCHEDULES.flatMap((schedule) => [
      schedule.name,
      schedule.description,
      schedule.declaration,
      ...schedule.questions.flatMap((question) => [question.value, ...question.options.map((option) => option.name)]),
    ]),
  ),
];
const LOCALES = ["fr-CA", "es"] as const;

/** The bits a translation must keep as they are: numbers, fractions, regulation references like 396.11(a)(1). */
const fixedBits = (text: string) => [...text.matchAll(/\d+(?:[./]\d+)*(?:\([a-z0-9]+\))*|\{\w+\}/g)].map((m) => m[0]);

describe("the stock schedules' translations", () => {
  test.each(LOCALES)("every stock text has a %s translation", (locale) => {
    const missing = stockTexts.filter((text) => !SCHEDULE_TRANSLATIONS[locale]![text]?.trim());
    expect(missing).toEqual([]);
  });

  test.each(LOCALES)("%s has no translation of a text that is no longer stock", (locale) => {
    const extra = Object.keys(SCHEDULE_TRANSLATIONS[locale]!).filter((text) => !stockTexts.includes(text));
    expect(extra).toEqual([]);
  });

  test.each(LOCALES)("%s keeps the numbers, fractions and references of each text", (locale) => {
    const changed = stockTexts.filter(
      (text) => fixedBits(text).join(" ") !== fixedBits(scheduleText(text, locale)).join(" "),
    );
    expect(changed).toEqual([]);
  });

  test("the French declaration a Quebec driver signs is NSC Standard 13's", () => {
    expect(scheduleText(NSC13_SCHEDULE_1.declaration, "fr-CA")).toMatch(/^Je déclare .* norme 13 du Code canadien/);
    expect(scheduleText("Air brake system", "fr-CA")).toBe("Système de freins pneumatiques");
    expect(scheduleText("Air brake system", "es")).toBe("Sistema de frenos de aire");
  });
});

describe("scheduleText", () => {
  test("English readers see the stored text", () => {
    for (const locale of ["en-CA", "en-US", "pseudo"])
      expect(scheduleText("Air brake system", locale)).toBe("Air brake system");
  });

  test("a company's edited wording is shown as typed", () => {
    expect(scheduleText("Air brakes (check both tanks)", "fr-CA")).toBe("Air brakes (check both tanks)");
    expect(scheduleText("air brake system", "fr-CA")).toBe("air brake system");
    expect(scheduleText("", "es")).toBe("");
    expect(scheduleText("constructor", "fr-CA")).toBe("constructor");
  });

  test("a defect of several stock options reads translated; with one edited, as typed", () => {
    expect(scheduleText("insecure cargo; insecure fuel tank", "fr-CA")).toBe(
      "cargaison mal arrimée; réservoir de carburant mal fixé",
    );
    expect(scheduleText("insecure cargo; our own words", "fr-CA")).toBe("insecure cargo; our own words");
  });
});
