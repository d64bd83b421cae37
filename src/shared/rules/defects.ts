// Defect severity as NSC Standard 13 Part 2 (Schedules 1 and 2) classifies it:
// a minor defect is reported to the carrier and repaired; a major defect means
// the vehicle must not be driven until it is repaired.

export type DefectSeverity = "none" | "minor" | "major";

export interface DefectReport {
  severity: DefectSeverity;
  fixed?: boolean;
}

const RANK: Record<DefectSeverity, number> = { none: 0, minor: 1, major: 2 };

/** The most severe defect still unfixed decides the vehicle's state. */
export function worstDefect(defects: readonly DefectReport[]): DefectSeverity {
  let worst: DefectSeverity = "none";
  for (const defect of defects) {
    if (defect.fixed === true) continue;
    if (!Object.hasOwn(RANK, defect.severity))
      throw new RangeError(`unknown defect severity "${String(defect.severity)}"`);
    if (RANK[defect.severity] > RANK[worst]) worst = defect.severity;
  }
  return worst;
}

/** NSC 13: a major defect puts the vehicle out of service until repaired. */
export function isOutOfService(severity: DefectSeverity): boolean {
  return severity === "major";
}
