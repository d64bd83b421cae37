// Check-in rules shared by the driver app, the office screens and the server (docs/checkins.md "Rules").
import type { CheckInFields } from "../generated/checkins";

/** None means fit for duty; anything else means not able to work. Stored results other than these two read so too. */
export function isFitForDuty(result: string): boolean {
  return result === "None";
}

/**
 * How late a check-in may arrive from a device's offline queue: the server keeps a command's reply for 7 days
 * (src/server/ws/commands.ts), so an older resend could no longer be told apart from a new check-in.
 */
export const MAX_CHECKIN_AGE_MS = 7 * 24 * 3600_000;

export type CheckInProblem = "required" | "tooOld";

/** Field → problem for a check-in the server would refuse (the form checks the same before queueing it). */
export function checkInProblems(
  fields: CheckInFields,
  nowMs: number,
): Partial<Record<keyof CheckInFields, CheckInProblem>> {
  const problems: Partial<Record<keyof CheckInFields, CheckInProblem>> = {};
  if (fields.result !== "None" && (fields.reason ?? "").trim() === "") problems.reason = "required";
  if (fields.at !== undefined && fields.at < nowMs - MAX_CHECKIN_AGE_MS) problems.at = "tooOld";
  return problems;
}

/** The moment a check-in counts for: the device's time, never later than the server's clock. */
export function checkInTime(fields: Pick<CheckInFields, "at">, nowMs: number): number {
  return Math.min(fields.at ?? nowMs, nowMs);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The local date (YYYY-MM-DD) of an instant in a time zone; without one, the product's default, America/Toronto. */
export function localDay(ms: number, timeZone: string | null | undefined): string {
  const zone = timeZone || "America/Toronto";
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
