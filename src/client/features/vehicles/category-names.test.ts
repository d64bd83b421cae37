import { setupI18n } from "@lingui/core";
import { expect, test } from "vitest";

import { VEHICLE_CATEGORIES } from "../../../server/db/vehicle-reference-data";
import { CATEGORY_NAMES, categoryChoices, categoryLabel } from "./category-names";

// A two-word French catalogue, keyed the way compiled catalogues are (by the messages' ids).
const french = {
  [CATEGORY_NAMES.Trailer!.id!]: "Remorque",
  [CATEGORY_NAMES.Equipment!.id!]: "Équipement",
  [CATEGORY_NAMES.Car!.id!]: "Automobile",
};
const i18n = setupI18n({ locale: "fr-CA", messages: { "fr-CA": french } });

test("every category the server seeds has a message to translate (npm run i18n:check makes sure it is translated)", () => {
  expect(Object.keys(CATEGORY_NAMES).sort()).toEqual(VEHICLE_CATEGORIES.map((c) => c.name).sort());
});

test("a category shows in the portal's language; one without a message shows as stored", () => {
  expect(categoryLabel(i18n, "Trailer")).toBe("Remorque");
  expect(categoryLabel(i18n, "Hovercraft")).toBe("Hovercraft");
  expect(categoryLabel(i18n, undefined)).toBe("");
});

test("choices sort by the translated name, accents with their letter", () => {
  const choices = categoryChoices(i18n, {
    a: { id: "#23:5", name: "Trailer" },
    b: { id: "#23:22", name: "Equipment" },
    c: { id: "#23:3", name: "Car" },
  });
  expect(choices).toEqual([
    { id: "#23:3", label: "Automobile" },
    { id: "#23:22", label: "Équipement" },
    { id: "#23:5", label: "Remorque" },
  ]);
});
