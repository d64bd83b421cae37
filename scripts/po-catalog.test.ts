import { expect, test } from "vitest";

import { missingTranslations } from "./po-catalog";

test.each([
  ["a translated entry is not missing", 'msgid "Back"\nmsgstr "Retour"\n', []],
  ["an empty msgstr is missing", 'msgid "Back"\nmsgstr ""\n', ["Back"]],
  ["the header entry is not a message", 'msgid ""\nmsgstr ""\n"Language: fr\\n"\n', []],
  ["a msgstr continued on the next line is translated", 'msgid "Long"\nmsgstr ""\n"Longue"\n', []],
])("%s", (_name, po, want) => {
  expect(missingTranslations(po)).toEqual(want);
});
