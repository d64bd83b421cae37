import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { FeatureName } from "../../../shared/generated/common";
import type { ComplianceKind } from "../../../shared/generated/compliance";
import { companyLinks } from "../company";
import { userLinks } from "../users";
import { vehicleLinks } from "../vehicles";

export const KIND_LABELS = {
  plate: msg`Plate`,
  safety: msg`Annual safety`,
  licence: msg`Driver licence`,
  document: msg`Employee document`,
  cvor: msg`CVOR renewal`,
  checklist: msg`Vehicle checklist`,
} as const;

/**
 * The kinds the "What" filter offers a company: every kind but vehicle checklists, which only companies with the
 * vehicle checklists feature attach (the server lists none for the others, features/compliance/list-spec.ts).
 */
export function offeredKinds(features: readonly FeatureName[]): ComplianceKind[] {
  return (Object.keys(KIND_LABELS) as ComplianceKind[]).filter(
    (kind) => kind !== "checklist" || features.includes("checklistsVehicles"),
  );
}

export const kindLabel = (i18n: I18n, kind: ComplianceKind | undefined) => (kind ? i18n._(KIND_LABELS[kind]) : "");

/** Where a row leads: the vehicle (its plate, safety or checklists), the person's licence or file, the company. */
export function complianceLink(kind: ComplianceKind | undefined, ownerId: string | undefined): string | undefined {
  if (!kind || !ownerId) return undefined;
  switch (kind) {
    case "plate":
    case "safety":
    case "checklist":
      return vehicleLinks.details(ownerId);
    case "licence":
      return userLinks.licence(ownerId);
    case "document":
      return userLinks.file(ownerId);
    case "cvor":
      return companyLinks.display(ownerId);
  }
}
