// Adverse driving conditions: SOR/2005-313 s.76(1) (south of 60°N) and
// 49 CFR 395.1(b)(1). A driver who meets snow, sleet, fog or other adverse
// road or weather conditions not known when the trip was dispatched may
// drive up to 2 hours more to complete the run: in Canada the driving,
// on-duty and elapsed time of the day and shift by no more than 2 hours, the
// mandatory 8 consecutive hours off still being taken; in the US the 11-hour
// (10-hour for passenger carriers) driving limit and the 14-hour window (the
// 15 on-duty hours of 395.5(a)(2)) by up to 2 hours.
//
// Both also require that the run could have been completed without the
// conditions. A log cannot show that, so a declared instant is taken as the
// driver's statement that it could.

import { HOUR } from "./hours";

export const ADVERSE_EXTENSION = 2 * HOUR;

/** The first declared instant in [from, to], if any: conditions met inside the day or shift being judged. */
export function adverseBetween(adverse: readonly number[], from: number, to: number): number | undefined {
  for (const at of adverse) {
    if (at > to) return undefined;
    if (at >= from) return at;
  }
  return undefined;
}

/**
 * The breach of a limit that adverse conditions met from `from` on may extend.
 * `find(extra)` is the first breach with the limit raised by `extra`. The
 * normal limit's breach stands when the conditions had not yet been met at
 * that instant: the extension is for the run the conditions slowed, not for
 * driving already past the limit.
 */
export function breachWithAdverse(
  find: (extra: number) => number | undefined,
  adverse: readonly number[],
  from: number,
): number | undefined {
  const normal = find(0);
  if (normal === undefined || adverseBetween(adverse, from, normal) === undefined) return normal;
  return find(ADVERSE_EXTENSION);
}

/** The extension in force at asOf for a day or shift that began at `from`. */
export function extensionAt(adverse: readonly number[], from: number, asOf: number): number {
  return adverseBetween(adverse, from, asOf) === undefined ? 0 : ADVERSE_EXTENSION;
}
