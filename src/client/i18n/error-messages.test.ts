import { expect, test } from "vitest";

import { errorCatalogue, errorIds } from "../../shared/generated/errors";
import { errorMessages } from "./error-messages";

// The English the UI shows for each error id must be the catalogue's text (schema/errors.json).
test.each(errorIds)("%s reads as the catalogue says", (id) => {
  expect(errorMessages[id].message).toBe(errorCatalogue[id].text);
});
