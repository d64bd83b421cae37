// The mail a journey's server wrote: the embedded transport keeps each message as a file in the data folder's
// `mail/` (docs/testing.md "Browser journeys"), one folder per project and instance (playwright.config.ts: DATA_DIR).
import { join } from "node:path";

import type { TestInfo } from "@playwright/test";

import { readMailFolder } from "../../src/server/mail/templates/eml";

/** The e2e server's mail folder for this project (playwright.config.ts: DATA_DIR per project and instance). */
export function mailDir(testInfo: TestInfo): string {
  const suffix = process.env.E2E_INSTANCE ? `-${process.env.E2E_INSTANCE}` : "";
  return join("test-results", `e2e-data-${testInfo.project.name}${suffix}`, "mail");
}

/** Every mail of this project's server so far, parsed. */
export const sentMail = (testInfo: TestInfo) => readMailFolder(mailDir(testInfo));
