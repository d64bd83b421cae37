// Every kind of job this server runs, and the recurring ones it enqueues (src/server/jobs/worker.ts).
import type { Kysely } from "kysely";

import type { ServerConfig } from "../config";
import type { Database } from "../db/tables";
import { enqueueDueInvoices, INVOICE_JOB, invoiceJob } from "../features/billing/invoice-job";
import { enqueueDueReminders, REMINDER_JOB, reminderJob } from "../features/compliance/reminders";
import { REPORT_JOB, reportJob } from "../features/reports/report-job";
import type { MailSender } from "../mail/sender";
import { portalUrl } from "../mail/templates/links";
import type { ChangeFeed } from "../ws/change-feed";
import { startJobWorker, type JobWorker } from "./worker";

interface Logger {
  warn(obj: object, msg?: string): void;
}

/** A minute: the daily reminders go out within a minute of their local hour. */
const POLL_MS = 60_000;

export interface JobServices {
  /** Pushes job progress to open screens (reports). */
  changes?: Pick<ChangeFeed, "announce">;
}

export function startJobs(
  db: Kysely<Database>,
  config: ServerConfig,
  mail: MailSender,
  log: Logger,
  services: JobServices = {},
): JobWorker {
  const now = () => config.clock.now();
  const enqueued = new Map<string, string>();
  const invoicesEnqueued = new Map<string, string>();
  return startJobWorker(
    db,
    {
      [REMINDER_JOB]: reminderJob({ link: (path) => portalUrl(config, path) }),
      // Long: runs outside a transaction, a page of rows at a time (features/reports/report-job.ts).
      [REPORT_JOB]: reportJob({ changes: services.changes, clock: config.clock }),
      // Each company's invoice for its billing period, once (features/billing/invoice-job.ts).
      [INVOICE_JOB]: invoiceJob({ changes: services.changes, clock: config.clock }),
    },
    log,
    config.clock,
    {
      pollMs: POLL_MS,
      beforeRound: async () => {
        if (config.recurringJobs !== false) await enqueueDueReminders(db, now(), enqueued);
        if (config.recurringJobs !== false) await enqueueDueInvoices(db, now(), invoicesEnqueued);
      },
      afterCommit: () => void mail.kick(),
    },
  );
}
