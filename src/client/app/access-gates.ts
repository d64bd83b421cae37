// Who may open what, as data (docs/design/client-shell.md "The main menu" and "Refused screens"): the main menu's gates
// and the route guard read the same declarations, and a screen that needs an event names it, so the schema's access
// (what the server's authorize() enforces) is the other half of the same source. A refused screen says what it needs.
import type { FeatureName, RoleName } from "../../shared/generated/common";
import type { EventName } from "../../shared/generated/events";
import { eventWire } from "../../shared/generated/wire";

/** Who sees an entry. */
export interface MenuGate {
  /** A mechanic (without an owner, manager or administrator role) sees only entries marked for mechanics. */
  mechanic: boolean;
  /** Shown when the company has any of these features; absent = no feature needed. */
  features?: readonly FeatureName[];
  /** Shown only to holders of one of these roles (Admin: administrators). */
  roles?: readonly RoleName[];
  /** Shown only in the v3 layout (Dashboard). */
  v3Only?: boolean;
}

/**
 * Item by item (docs/design/client-shell.md "The main menu"). Mechanics: Home, Vehicles & Trailers, Equipment,
 * Inspections, Checklists, Reports, each gated by company features. Non-mechanics: everything; Users, Invoices,
 * Billing, Company and Whats New always.
 */
export const MENU_GATES = {
  home: { mechanic: true, features: ["home"] },
  whatsNew: { mechanic: false },
  compliance: { mechanic: false, features: ["compliance"] },
  // "Vehicles is also shown when inspections is on."
  vehicles: { mechanic: true, features: ["vehicles", "inspections"] },
  equipment: { mechanic: true, features: ["equipment"] },
  inspections: { mechanic: true, features: ["inspections"] },
  hours: { mechanic: false, features: ["timesheets"] },
  checkins: { mechanic: false, features: ["checkins"] },
  users: { mechanic: false },
  // "Map (map or tracking)".
  map: {
    mechanic: false,
    features: ["map", "trackLocation", "trackDriving", "trackSleeper", "trackInspections", "trackCycle"],
  },
  checklists: { mechanic: true, features: ["checklists"] },
  reports: { mechanic: true },
  invoices: { mechanic: false },
  billing: { mechanic: false },
  company: { mechanic: false },
  admin: { mechanic: false, roles: ["administrator"] },
  dashboard: { mechanic: false, v3Only: true },
} as const satisfies Record<string, MenuGate>;

const PORTAL_MANAGERS: readonly RoleName[] = ["owner", "manager", "administrator"];
const OFFICE_ROLES: readonly RoleName[] = ["owner", "manager"];

/** A mechanic without an owner, manager or administrator role: the reduced menu. */
const isMechanicOnly = (roles: readonly RoleName[]): boolean =>
  roles.includes("mechanic") && !roles.some((role) => PORTAL_MANAGERS.includes(role));

export function isGateOpen(gate: MenuGate, context: AccessContext): boolean {
  if (gate.v3Only && !context.v3) return false;
  if (gate.roles && !gate.roles.some((role) => context.roles.includes(role))) return false;
  if (isMechanicOnly(context.roles) && !gate.mechanic) return false;
  if (gate.features && !gate.features.some((feature) => context.features.includes(feature))) return false;
  return true;
}

/** The session a gate or an event is judged against. */
export interface AccessContext {
  roles: readonly RoleName[];
  features: readonly FeatureName[];
  v3: boolean;
}

/** What a screen needs that the session lacks: one of these roles, one of these company features. */
export interface AccessNeed {
  roles: readonly RoleName[];
  features: readonly FeatureName[];
}

/**
 * What opening a screen needs that `context` lacks (undefined: nothing, it opens): its menu entry's gate and the
 * schema's access of the event the screen is for, both as the menu and the server judge them.
 */
export function missingAccess(
  context: AccessContext,
  guard: { gate?: MenuGate; event?: EventName },
): AccessNeed | undefined {
  const roles = new Set<RoleName>();
  const features = new Set<FeatureName>();
  const gate = guard.gate;
  if (gate && !isGateOpen({ ...gate, v3Only: false }, context)) {
    // A mechanic refused an office screen needs an office role; the operator's the administrator's.
    const needsRole = gate.roles ?? (!gate.mechanic && isMechanicOnly(context.roles) ? OFFICE_ROLES : []);
    if (!needsRole.some((role) => context.roles.includes(role))) needsRole.forEach((role) => roles.add(role));
    if (gate.features && !gate.features.some((feature) => context.features.includes(feature)))
      gate.features.forEach((feature) => features.add(feature));
  }
  const access = guard.event ? eventWire[guard.event].access : undefined;
  if (access?.kind === "company") {
    const eventRoles = access.roles as readonly RoleName[];
    const eventFeatures = access.features as readonly FeatureName[];
    if (eventRoles.length > 0 && !eventRoles.some((role) => context.roles.includes(role)))
      eventRoles.forEach((role) => roles.add(role));
    if (eventFeatures.length > 0 && !eventFeatures.some((feature) => context.features.includes(feature)))
      eventFeatures.forEach((feature) => features.add(feature));
  }
  return roles.size + features.size === 0 ? undefined : { roles: [...roles], features: [...features] };
}
