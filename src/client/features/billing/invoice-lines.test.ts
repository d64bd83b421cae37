// Invoice lines read in the user's language: the stored English description is rebuilt from the line's kind,
// feature and numbers; a description of no known form is shown as stored.
import { setupI18n } from "@lingui/core";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { expect, test } from "vitest";

import { lineDescription } from "./invoice-lines";

// The French of the lines' messages, keyed as compiled catalogues are (by the messages' ids); the feature's name
// stays as its own message says it.
const french = Object.fromEntries(
  Object.entries({
    "{name} — per vehicle per month": "{name} — par véhicule par mois",
    "(prorated {billed}/{days} days)": "(au prorata : {billed}/{days} jours)",
    "Discount ({rate})": "Remise ({rate})",
    "Promotion {code} ({rate})": "Promotion {code} ({rate})",
  }).map(([english, translated]) => [generateMessageId(english), translated]),
);
const i18n = setupI18n({ locale: "fr-CA", messages: { "fr-CA": french } });

test("feature, proration, discount and promotion lines in French; an adjustment as stored", () => {
  const feature = (description: string) =>
    lineDescription(i18n, { kind: "feature", feature: "inspections", description });
  expect(feature("Inspections — per vehicle per month")).toMatch(/ — par véhicule par mois$/);
  expect(feature("Inspections — per vehicle per month (prorated 12/30 days)")).toMatch(
    / — par véhicule par mois \(au prorata : 12\/30 jours\)$/,
  );
  expect(lineDescription(i18n, { kind: "discount", description: "Discount (half, 50 %)" })).toBe("Remise (50 %)");
  expect(lineDescription(i18n, { kind: "promotion", description: "Promotion SPRING (10 %)" })).toBe(
    "Promotion SPRING (10 %)",
  );
  expect(lineDescription(i18n, { kind: "adjustment", description: "Goodwill credit" })).toBe("Goodwill credit");
});
