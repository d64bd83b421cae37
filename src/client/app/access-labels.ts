// What access is made of — the company's features and a person's roles — by the names people read, in their language
// (the wire and the catalogue keep the stored names; the catalogue's English display names are the en-CA text here).
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { FeatureName, RoleName } from "../../shared/generated/common";

export const FEATURE_LABELS: Record<FeatureName, MessageDescriptor> = {
  vehicles: msg`Vehicles`,
  inspections: msg`Inspections`,
  timesheets: msg`Hours of Service`,
  checkins: msg`Check-ins`,
  checklists: msg`Checklists`,
  checklistsVehicles: msg`Checklists for vehicles`,
  equipment: msg`Equipment`,
  equipmentInspections: msg`Equipment inspections`,
  compliance: msg`Compliance`,
  users: msg`Users`,
  home: msg`Home`,
  messages: msg`Messages`,
  map: msg`Map`,
  trackLocation: msg`Track location`,
  trackDriving: msg`Track driving`,
  trackSleeper: msg`Track sleeper`,
  trackInspections: msg`Track inspections`,
  trackCycle: msg`Track cycle`,
  offline: msg`Offline`,
  sso: msg`SSO (employment id)`,
  profileUpdateByUser: msg`Profile update by user`,
};

/** A feature's name in the user's language; a name this client does not know yet, as stored. */
export function featureLabel(i18n: I18n, name: string): string {
  const label = FEATURE_LABELS[name as FeatureName];
  return label ? i18n._(label) : name;
}

export const ROLE_LABELS: Record<RoleName, MessageDescriptor> = {
  administrator: msg`Administrator`,
  owner: msg`Owner`,
  manager: msg`Manager`,
  mechanic: msg`Mechanic`,
  driver: msg`Commercial Driver`,
  nc_driver: msg`Non Commercial Driver`,
};

/** A role's name in the user's language; a role this client does not know, as stored. */
export function roleLabel(i18n: I18n, role: string): string {
  const label = ROLE_LABELS[role as RoleName];
  return label ? i18n._(label) : role;
}
