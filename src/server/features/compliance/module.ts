// The compliance domain on the server (docs/compliance.md): what it adds to the dispatcher, the HTTP side, the jobs and
// the change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { portalUrl } from "../../mail/templates/links";
import { complianceHandlers } from "./handlers";
import { enqueueDueReminders, REMINDER_JOB, reminderJob } from "./reminders";

export const complianceDomain = serverDomain({
  name: "compliance",
  handlers: complianceHandlers,
  jobs: ({ config }) => {
    // What this process already enqueued (a company and its local day), to skip the insert (reminders.ts).
    const enqueued = new Map<string, string>();
    return {
      kinds: { [REMINDER_JOB]: reminderJob({ link: (path) => portalUrl(config, path) }) },
      enqueueDue: (db, nowMs) => enqueueDueReminders(db, nowMs, enqueued),
    };
  },
});
