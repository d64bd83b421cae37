// Defect severity as stored: inspections keep ranks (0 good, 1 minor, 2 major) so that "sort by status" orders by
// severity on a plain integer index. The rule itself — the most severe unfixed defect wins, major means out of
// service (NSC Standard 13 Part 2) — is worstDefect/isOutOfService in src/shared/rules/defects.ts.
import type { DefectSeverity } from "../../../shared/rules/defects";

export type InspectionStatusName = "good" | "minor" | "major";

const STATUS_OF_RANK: readonly InspectionStatusName[] = ["good", "minor", "major"];

export const statusOfRank = (rank: number): InspectionStatusName => STATUS_OF_RANK[rank] ?? "good";
export const rankOfStatus = (status: InspectionStatusName): number => STATUS_OF_RANK.indexOf(status);
export const rankOfSeverity = (severity: DefectSeverity): number =>
  severity === "none" ? 0 : severity === "minor" ? 1 : 2;
export const statusOfSeverity = (severity: DefectSeverity): InspectionStatusName =>
  severity === "none" ? "good" : severity;
