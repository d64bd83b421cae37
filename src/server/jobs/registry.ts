// The job worker of this server: every domain's kinds of job, and the recurring ones each enqueues when due
// (docs/design/jobs.md).
import type { Kysely } from "kysely";

import type { ServerConfig } from "../config";
import type { Database } from "../db/tables";
import type { ServerDomain } from "../domain";
import type { Logger } from "../logging";
import type { MailSender } from "../mail/sender";
import type { ServerMetrics } from "../metrics";
import type { ChangeFeed } from "../ws/change-feed";
import type { PgChangeRelay } from "../ws/pg-change-relay";
import { startJobWorker, type JobWorker } from "./worker";

/** A minute: the daily reminders go out within a minute of their local hour. */
const POLL_MS = 60_000;

export interface JobServices {
  /** Pushes job progress to open screens (reports). */
  changes?: Pick<ChangeFeed, "announce">;
  /** Counts each attempt (/metrics). */
  metrics?: Pick<ServerMetrics, "jobRan">;
}

export function startJobs(
  db: Kysely<Database>,
  config: ServerConfig,
  mail: MailSender,
  log: Logger,
  domains: readonly ServerDomain[],
  services: JobServices = {},
): JobWorker {
  const jobs = domains.flatMap((domain) => (domain.jobs ? [domain.jobs({ config, changes: services.changes })] : []));
  return startJobWorker(db, Object.assign({}, ...jobs.map((domainJobs) => domainJobs.kinds)), log, config.clock, {
    pollMs: POLL_MS,
    beforeRound: async () => {
      if (config.recurringJobs === false) return;
      for (const domainJobs of jobs) await domainJobs.enqueueDue?.(db, config.clock.now());
    },
    afterCommit: () => void mail.kick(),
    onAttempt: (kind, outcome, seconds) => services.metrics?.jobRan(kind, outcome, seconds),
  });
}

/**
 * The job side of a `--role web` process (docs/operations.md "Roles"): it runs no job, and a kick (a job was just
 * queued) tells the worker processes through the change relay instead of waiting for their next poll.
 */
export function jobsRunElsewhere(relay: () => Pick<PgChangeRelay, "announceJobsQueued"> | undefined): JobWorker {
  return {
    kick: async () => relay()?.announceJobsQueued(),
    settled: async () => undefined,
    stop: async () => undefined,
  };
}
