// The daily compliance reminder (docs/compliance.md "Rules"): at REMINDER_LOCAL_HOUR in each company's time zone,
// owners and managers get a digest of what has expired or expires within the horizon, and drivers whose licence is
// about to expire get their own reminder. "Never twice, never lost": the scheduler enqueues one job per company per
// local day under a dedupe key (any number of processes, restarts or retries make one row), and the job's mail is
// queued in the transaction that marks the job finished (src/server/jobs/worker.ts).
import { sql, type Kysely } from "kysely";

import { DEFAULT_EXPIRING_WEEKS, daysLeft, isExpired } from "../../../shared/rules/compliance";
import { isKnownTimeZone, wallClockAt } from "../../../shared/rules/time-zone";
import type { Database } from "../../db/tables";
import { enqueueJob } from "../../jobs/queue";
import type { JobHandler } from "../../jobs/worker";
import { enqueueMail } from "../../mail/outbox";
import { complianceDigestMail, licenceReminderMail } from "../../mail/templates/compliance-digest";
import { companyManagers, expiringItems } from "./expiring-items";

export const REMINDER_JOB = "compliance-reminders";
/** Local hour at which the day's reminders go out: before the first shift's office opens. */
export const REMINDER_LOCAL_HOUR = 7;
/** How far ahead the digest looks: as far as the compliance screen does by default (docs/compliance.md "Rules"). */
export const REMINDER_HORIZON_WEEKS = DEFAULT_EXPIRING_WEEKS;
/** Days before a licence expires on which its driver is reminded; and once more the day it has expired. */
export const LICENCE_REMINDER_DAYS: readonly number[] = [30, 14, 7, 3, 1];
const DAY_MS = 24 * 3600_000;
const DEFAULT_TIME_ZONE = "America/Toronto";

export interface ReminderPayload {
  companyId: string;
  /** The company's local date the reminder is for (YYYY-MM-DD). */
  day: string;
  /** The instant it came due: the digest is computed as of then, so a retry or a late run says the same. */
  asOf: number;
}

/** The company's local date once its reminder hour has come that day, else null (not yet due today). */
export function reminderDay(nowMs: number, timeZone: string | null): string | null {
  const zone = timeZone && isKnownTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const clock = wallClockAt(nowMs, zone);
  if (clock.hour < REMINDER_LOCAL_HOUR) return null;
  return `${clock.year}-${String(clock.month).padStart(2, "0")}-${String(clock.day).padStart(2, "0")}`;
}

/** Whether a licence expiring at `expiresAt` is reminded today: on the listed days, and the day after it expired. */
export function licenceReminderDue(expiresAt: number, nowMs: number, timeZone: string): boolean {
  if (isExpired(expiresAt, nowMs)) return nowMs - expiresAt <= DAY_MS;
  return LICENCE_REMINDER_DAYS.includes(daysLeft(expiresAt, nowMs, timeZone));
}

/**
 * Enqueues the reminder job of every company whose reminder hour has come today (idempotent: the dedupe key is the
 * company and its local day). `enqueued` remembers what this process already enqueued, to skip the insert.
 */
export async function enqueueDueReminders(
  db: Kysely<Database>,
  nowMs: number,
  enqueued: Map<string, string>,
): Promise<number> {
  const companies = await db
    .selectFrom("companies")
    .select(["id", "time_zone"])
    .where("state", "=", "active")
    .where(sql<boolean>`features @> array['compliance']::text[]`)
    .execute();
  let added = 0;
  for (const company of companies) {
    const day = reminderDay(nowMs, company.time_zone);
    if (day === null || enqueued.get(company.id) === day) continue;
    const payload: ReminderPayload = { companyId: company.id, day, asOf: nowMs };
    if (
      (await enqueueJob(db, {
        kind: REMINDER_JOB,
        dedupeKey: `${company.id}:${day}`,
        payload,
        runAt: new Date(nowMs),
      })) !== null
    )
      added += 1;
    enqueued.set(company.id, day);
  }
  return added;
}

/** The job: the digest to each owner and manager (when anything is due), the licence reminders to drivers. */
export function reminderJob(options: { link: (path: string) => string }): JobHandler {
  return async (job, trx) => {
    const { companyId, asOf: nowMs } = job.payload as ReminderPayload;
    const company = await trx
      .selectFrom("companies")
      .select(["name", "time_zone"])
      .where("id", "=", companyId)
      .executeTakeFirst();
    if (company === undefined) return;
    const timeZone = company.time_zone && isKnownTimeZone(company.time_zone) ? company.time_zone : DEFAULT_TIME_ZONE;
    const items = await expiringItems(trx, companyId, nowMs + REMINDER_HORIZON_WEEKS * 7 * DAY_MS, 0, nowMs);
    if (items.length > 0) {
      for (const manager of await companyManagers(trx, companyId)) {
        const mail = complianceDigestMail(manager.locale, {
          first: manager.first,
          company: company.name,
          horizonWeeks: REMINDER_HORIZON_WEEKS,
          lines: items,
          nowMs,
          timeZone,
          url: options.link("/portal/operator/compliance"),
        });
        await enqueueMail(trx, { to: manager.email, ...mail });
      }
    }
    const drivers = await trx
      .selectFrom("employees as e")
      .innerJoin("users as u", "u.id", "e.user_id")
      .select(["u.email", "u.first", "u.locale", "e.license_expiry"])
      .where("e.company_id", "=", companyId)
      .where("e.live", "=", true)
      .where("e.compliance_type", "=", "included")
      .where(sql<boolean>`e.roles && array['driver', 'nc_driver']::text[]`)
      .where("e.license_expiry", "<", nowMs + (Math.max(...LICENCE_REMINDER_DAYS) + 1) * DAY_MS)
      .where("e.license_expiry", ">=", nowMs - DAY_MS)
      .execute();
    for (const driver of drivers) {
      const expiresAt = Number(driver.license_expiry);
      if (!licenceReminderDue(expiresAt, nowMs, timeZone)) continue;
      const mail = licenceReminderMail(driver.locale, {
        first: driver.first,
        company: company.name,
        expiresAt,
        nowMs,
        timeZone,
        url: options.link("/drive"),
      });
      await enqueueMail(trx, { to: driver.email, ...mail });
    }
  };
}
