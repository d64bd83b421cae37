import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

// en-CA is the source; fr-CA, es and en-US are complete translations (`npm run i18n:check` fails on a missing
// one), and "pseudo" is generated for layout checks with long, accented text. Origins (file:line comments) are
// left out so catalogs change only when messages do.
export default defineConfig({
  sourceLocale: "en-CA",
  locales: ["en-CA", "fr-CA", "es", "en-US", "pseudo"],
  pseudoLocale: "pseudo",
  fallbackLocales: { default: "en-CA" },
  catalogs: [{ path: "<rootDir>/locales/{locale}/messages", include: ["<rootDir>/src/client"] }],
  format: formatter({ origins: false }),
});
