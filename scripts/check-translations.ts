// npm run i18n:check — extracts messages from src/client, then fails when any translated catalog lacks one.
// (CI runs it, so a string added without its fr-CA, es and en-US translations cannot land.)
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

import { missingTranslations } from "./po-catalog";

const TRANSLATED = ["fr-CA", "es", "en-US"];

execFileSync("npx", ["lingui", "extract", "--clean"], { stdio: "ignore" });
let failures = 0;
for (const locale of TRANSLATED) {
  const missing = missingTranslations(readFileSync(`locales/${locale}/messages.po`, "utf8"));
  for (const id of missing) console.error(`${locale}: missing translation for "${id}"`);
  failures += missing.length;
}
if (failures > 0) {
  console.error(`i18n:check: ${failures} missing translation(s). Translate them in locales/<locale>/messages.po.`);
  process.exit(1);
}
console.log(`i18n:check: ${TRANSLATED.join(", ")} are complete`);
